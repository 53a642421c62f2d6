// Generated from schemas/destination.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { destinationCalls } from '../../api/destination';
import { destinationMeta } from './meta';

/** The list screen of Destinations (/destinations). */
export default function DestinationList() {
  return <EntityList meta={destinationMeta} calls={destinationCalls} />;
}
