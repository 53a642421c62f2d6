// Generated from schemas/page.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { pageCalls } from '../../api/page';
import { pageMeta } from './meta';

/** The list screen of Static pages (/page). */
export default function PageList() {
  return <EntityList meta={pageMeta} calls={pageCalls} />;
}
