// Generated from schemas/interessi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { interessiCalls } from '../../api/interessi';
import { interessiMeta } from './meta';

/** The list screen of Interests (/interessi-list/:main/:name_interest). */
export default function InteressiList() {
  return <EntityList meta={interessiMeta} calls={interessiCalls} />;
}
