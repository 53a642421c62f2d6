// Generated from schemas/osservatorio.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { osservatorioCalls } from '../../api/osservatorio';
import { osservatorioMeta } from './meta';
import { osservatorioValidators } from './schema';

/** The editor of Observatory (/osservatorio/:id, id 'new' to create). */
export default function OsservatorioEditor() {
  return <EntityEditor meta={osservatorioMeta} validators={osservatorioValidators} calls={osservatorioCalls} />;
}
