// Generated from schemas/blog.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { blogCalls } from '../../api/blog';
import { blogMeta } from './meta';
import { blogValidators } from './schema';

/** The editor of Articles (/blog/:id, id 'new' to create). */
export default function BlogEditor() {
  return <EntityEditor meta={blogMeta} validators={blogValidators} calls={blogCalls} />;
}
