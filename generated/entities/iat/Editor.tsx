// Generated from schemas/iat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { iatCalls } from '../../api/iat';
import { iatMeta } from './meta';
import { iatValidators } from './schema';

/** The editor of Information offices (/iat/:id, id 'new' to create). */
export default function IatEditor() {
  return <EntityEditor meta={iatMeta} validators={iatValidators} calls={iatCalls} />;
}
