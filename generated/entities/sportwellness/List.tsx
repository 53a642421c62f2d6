// Generated from schemas/sportwellness.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { sportwellnessCalls } from '../../api/sportwellness';
import { sportwellnessMeta } from './meta';

/** The list screen of Sport and wellness (/sport-wellness). */
export default function SportwellnessList() {
  return <EntityList meta={sportwellnessMeta} calls={sportwellnessCalls} />;
}
