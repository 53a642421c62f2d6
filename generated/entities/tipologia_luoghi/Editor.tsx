// Generated from schemas/tipologia-luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { tipologiaLuoghiCalls } from '../../api/tipologia_luoghi';
import { tipologiaLuoghiMeta } from './meta';
import { tipologiaLuoghiValidators } from './schema';

/** The editor of POI collections (/punti-interesse/:id, id 'new' to create). */
export default function TipologiaLuoghiEditor() {
  return (
    <EntityEditor meta={tipologiaLuoghiMeta} validators={tipologiaLuoghiValidators} calls={tipologiaLuoghiCalls} />
  );
}
