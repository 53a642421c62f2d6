// Generated from schemas/place.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { placeCalls } from '../../api/place';
import { placeMeta } from './meta';
import { placeValidators } from './schema';

/** The editor of Places (/places/:id, id 'new' to create). */
export default function PlaceEditor() {
  return <EntityEditor meta={placeMeta} validators={placeValidators} calls={placeCalls} />;
}
