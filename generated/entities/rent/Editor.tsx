// Generated from schemas/rent.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { rentCalls } from '../../api/rent';
import { rentMeta } from './meta';
import { rentValidators } from './schema';

/** The editor of Car rentals (/rent-a-car/:id, id 'new' to create). */
export default function RentEditor() {
  return <EntityEditor meta={rentMeta} validators={rentValidators} calls={rentCalls} />;
}
