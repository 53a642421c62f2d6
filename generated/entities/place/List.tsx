// Generated from schemas/place.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { placeCalls } from '../../api/place';
import { placeMeta } from './meta';

/** The list screen of Places (/places). */
export default function PlaceList() {
  return <EntityList meta={placeMeta} calls={placeCalls} />;
}
