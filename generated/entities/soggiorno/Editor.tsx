// Generated from schemas/soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { soggiornoCalls } from '../../api/soggiorno';
import { soggiornoMeta } from './meta';
import { soggiornoValidators } from './schema';

/** The editor of Stays (/soggiorno/:id, id 'new' to create). */
export default function SoggiornoEditor() {
  return <EntityEditor meta={soggiornoMeta} validators={soggiornoValidators} calls={soggiornoCalls} />;
}
