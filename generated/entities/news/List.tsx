// Generated from schemas/news.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { newsCalls } from '../../api/news';
import { newsMeta } from './meta';

/** The list screen of News (/news). */
export default function NewsList() {
  return <EntityList meta={newsMeta} calls={newsCalls} />;
}
