// Generated from schemas/operatori.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { operatoriCalls } from '../../api/operatori';
import { operatoriMeta } from './meta';

/** The list screen of Operators (/operatori). */
export default function OperatoriList() {
  return <EntityList meta={operatoriMeta} calls={operatoriCalls} />;
}
