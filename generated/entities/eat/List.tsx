// Generated from schemas/eat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { eatCalls } from '../../api/eat';
import { eatMeta } from './meta';

/** The list screen of Restaurants (/restaurants). */
export default function EatList() {
  return <EntityList meta={eatMeta} calls={eatCalls} />;
}
