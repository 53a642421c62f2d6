// Generated from schemas/rent.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { rentCalls } from '../../api/rent';
import { rentMeta } from './meta';

/** The list screen of Car rentals (/rent-a-car). */
export default function RentList() {
  return <EntityList meta={rentMeta} calls={rentCalls} />;
}
