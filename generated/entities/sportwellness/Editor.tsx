// Generated from schemas/sportwellness.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { sportwellnessCalls } from '../../api/sportwellness';
import { sportwellnessMeta } from './meta';
import { sportwellnessValidators } from './schema';

/** The editor of Sport and wellness (/sport-wellness/:id, id 'new' to create). */
export default function SportwellnessEditor() {
  return <EntityEditor meta={sportwellnessMeta} validators={sportwellnessValidators} calls={sportwellnessCalls} />;
}
