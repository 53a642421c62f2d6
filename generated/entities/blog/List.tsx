// Generated from schemas/blog.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { blogCalls } from '../../api/blog';
import { blogMeta } from './meta';

/** The list screen of Articles (/blog). */
export default function BlogList() {
  return <EntityList meta={blogMeta} calls={blogCalls} />;
}
