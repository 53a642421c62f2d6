// Generated from schemas/tags.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { tagsCalls } from '../../api/tags';
import { tagsMeta } from './meta';
import { tagsValidators } from './schema';

/** The editor of Tags (/tags/:id, id 'new' to create). */
export default function TagsEditor() {
  return <EntityEditor meta={tagsMeta} validators={tagsValidators} calls={tagsCalls} />;
}
