// Generated from schemas/stay.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { stayCalls } from '../../api/stay';
import { stayMeta } from './meta';

/** The list screen of Hotels (/stay). */
export default function StayList() {
  return <EntityList meta={stayMeta} calls={stayCalls} />;
}
