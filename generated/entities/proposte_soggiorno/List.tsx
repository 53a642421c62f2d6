// Generated from schemas/proposte-soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { proposteSoggiornoCalls } from '../../api/proposte_soggiorno';
import { proposteSoggiornoMeta } from './meta';

/** The list screen of Stay proposals (/proposte-soggiorno). */
export default function ProposteSoggiornoList() {
  return <EntityList meta={proposteSoggiornoMeta} calls={proposteSoggiornoCalls} />;
}
