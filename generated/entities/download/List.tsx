// Generated from schemas/download.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { downloadCalls } from '../../api/download';
import { downloadMeta } from './meta';

/** The list screen of Brochures (/download-list). */
export default function DownloadList() {
  return <EntityList meta={downloadMeta} calls={downloadCalls} />;
}
