// Generated from schemas/luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { luoghiCalls } from '../../api/luoghi';
import { luoghiMeta } from './meta';
import { luoghiValidators } from './schema';

/** The editor of Points of interest (/punti-interesse/:code/:id, id 'new' to create). */
export default function LuoghiEditor() {
  return <EntityEditor meta={luoghiMeta} validators={luoghiValidators} calls={luoghiCalls} />;
}
