// Generated from schemas/guide.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { guideCalls } from '../../api/guide';
import { guideMeta } from './meta';

/** The list screen of Guides (/guides). */
export default function GuideList() {
  return <EntityList meta={guideMeta} calls={guideCalls} />;
}
