// Generated from schemas/luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { luoghiCalls } from '../../api/luoghi';
import { luoghiMeta } from './meta';

/** The list screen of Points of interest (/punti-interesse/:code). */
export default function LuoghiList() {
  return <EntityList meta={luoghiMeta} calls={luoghiCalls} />;
}
