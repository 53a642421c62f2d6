// Generated from schemas/dicono.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { diconoCalls } from '../../api/dicono';
import { diconoMeta } from './meta';

/** The list screen of Press review (/dicono). */
export default function DiconoList() {
  return <EntityList meta={diconoMeta} calls={diconoCalls} />;
}
