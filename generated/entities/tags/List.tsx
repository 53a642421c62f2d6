// Generated from schemas/tags.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { tagsCalls } from '../../api/tags';
import { tagsMeta } from './meta';

/** The list screen of Tags (/tags). */
export default function TagsList() {
  return <EntityList meta={tagsMeta} calls={tagsCalls} />;
}
