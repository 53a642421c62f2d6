// Generated from schemas/eat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { eatCalls } from '../../api/eat';
import { eatMeta } from './meta';
import { eatValidators } from './schema';

/** The editor of Restaurants (/restaurants/:id, id 'new' to create). */
export default function EatEditor() {
  return <EntityEditor meta={eatMeta} validators={eatValidators} calls={eatCalls} />;
}
