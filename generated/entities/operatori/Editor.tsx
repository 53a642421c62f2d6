// Generated from schemas/operatori.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { operatoriCalls } from '../../api/operatori';
import { operatoriMeta } from './meta';
import { operatoriValidators } from './schema';

/** The editor of Operators (/operatori/:id, id 'new' to create). */
export default function OperatoriEditor() {
  return <EntityEditor meta={operatoriMeta} validators={operatoriValidators} calls={operatoriCalls} />;
}
