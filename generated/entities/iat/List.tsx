// Generated from schemas/iat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { iatCalls } from '../../api/iat';
import { iatMeta } from './meta';

/** The list screen of Information offices (/iat). */
export default function IatList() {
  return <EntityList meta={iatMeta} calls={iatCalls} />;
}
