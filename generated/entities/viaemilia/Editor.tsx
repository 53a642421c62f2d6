// Generated from schemas/viaemilia.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { viaemiliaCalls } from '../../api/viaemilia';
import { viaemiliaMeta } from './meta';
import { viaemiliaValidators } from './schema';

/** The editor of Via Emilia (/viaemilia/:id, id 'new' to create). */
export default function ViaemiliaEditor() {
  return <EntityEditor meta={viaemiliaMeta} validators={viaemiliaValidators} calls={viaemiliaCalls} />;
}
