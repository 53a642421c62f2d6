// Generated from schemas/itinerary.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { itineraryCalls } from '../../api/itinerary';
import { itineraryMeta } from './meta';

/** The list screen of Itineraries (/itinerary). */
export default function ItineraryList() {
  return <EntityList meta={itineraryMeta} calls={itineraryCalls} />;
}
