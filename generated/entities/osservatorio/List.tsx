// Generated from schemas/osservatorio.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { osservatorioCalls } from '../../api/osservatorio';
import { osservatorioMeta } from './meta';

/** The list screen of Observatory (/osservatorio). */
export default function OsservatorioList() {
  return <EntityList meta={osservatorioMeta} calls={osservatorioCalls} />;
}
