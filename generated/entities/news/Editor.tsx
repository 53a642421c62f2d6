// Generated from schemas/news.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { newsCalls } from '../../api/news';
import { newsMeta } from './meta';
import { newsValidators } from './schema';

/** The editor of News (/news/:id, id 'new' to create). */
export default function NewsEditor() {
  return <EntityEditor meta={newsMeta} validators={newsValidators} calls={newsCalls} />;
}
