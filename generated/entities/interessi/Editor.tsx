// Generated from schemas/interessi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { interessiCalls } from '../../api/interessi';
import { interessiMeta } from './meta';
import { interessiValidators } from './schema';

/** The editor of Interests (/interessi-list/:main/:name_interest/:id, id 'new' to create). */
export default function InteressiEditor() {
  return <EntityEditor meta={interessiMeta} validators={interessiValidators} calls={interessiCalls} />;
}
