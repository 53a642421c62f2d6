// Generated from schemas/soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { soggiornoCalls } from '../../api/soggiorno';
import { soggiornoMeta } from './meta';

/** The list screen of Stays (/soggiorno). */
export default function SoggiornoList() {
  return <EntityList meta={soggiornoMeta} calls={soggiornoCalls} />;
}
