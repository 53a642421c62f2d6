// Generated from schemas/itinerary.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { itineraryCalls } from '../../api/itinerary';
import { itineraryMeta } from './meta';
import { itineraryValidators } from './schema';

/** The editor of Itineraries (/itinerary/:id, id 'new' to create). */
export default function ItineraryEditor() {
  return <EntityEditor meta={itineraryMeta} validators={itineraryValidators} calls={itineraryCalls} />;
}
