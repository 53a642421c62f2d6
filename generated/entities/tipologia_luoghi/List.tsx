// Generated from schemas/tipologia-luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { tipologiaLuoghiCalls } from '../../api/tipologia_luoghi';
import { tipologiaLuoghiMeta } from './meta';

/** The list screen of POI collections (/punti-interesse). */
export default function TipologiaLuoghiList() {
  return <EntityList meta={tipologiaLuoghiMeta} calls={tipologiaLuoghiCalls} />;
}
