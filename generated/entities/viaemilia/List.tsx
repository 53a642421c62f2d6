// Generated from schemas/viaemilia.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { viaemiliaCalls } from '../../api/viaemilia';
import { viaemiliaMeta } from './meta';

/** The list screen of Via Emilia (/viaemilia). */
export default function ViaemiliaList() {
  return <EntityList meta={viaemiliaMeta} calls={viaemiliaCalls} />;
}
