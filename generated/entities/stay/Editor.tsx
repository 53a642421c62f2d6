// Generated from schemas/stay.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { stayCalls } from '../../api/stay';
import { stayMeta } from './meta';
import { stayValidators } from './schema';

/** The editor of Hotels (/stay/:id, id 'new' to create). */
export default function StayEditor() {
  return <EntityEditor meta={stayMeta} validators={stayValidators} calls={stayCalls} />;
}
