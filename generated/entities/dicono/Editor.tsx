// Generated from schemas/dicono.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { diconoCalls } from '../../api/dicono';
import { diconoMeta } from './meta';
import { diconoValidators } from './schema';

/** The editor of Press review (/dicono/:id, id 'new' to create). */
export default function DiconoEditor() {
  return <EntityEditor meta={diconoMeta} validators={diconoValidators} calls={diconoCalls} />;
}
