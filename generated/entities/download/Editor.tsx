// Generated from schemas/download.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { downloadCalls } from '../../api/download';
import { downloadMeta } from './meta';
import { downloadValidators } from './schema';

/** The editor of Brochures (/download-list/:id, id 'new' to create). */
export default function DownloadEditor() {
  return <EntityEditor meta={downloadMeta} validators={downloadValidators} calls={downloadCalls} />;
}
