// Generated from schemas/destination.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { destinationCalls } from '../../api/destination';
import { destinationMeta } from './meta';
import { destinationValidators } from './schema';

/** The editor of Destinations (/destinations/:id, id 'new' to create). */
export default function DestinationEditor() {
  return <EntityEditor meta={destinationMeta} validators={destinationValidators} calls={destinationCalls} />;
}
