// Generated from schemas/esperienze.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { esperienzeCalls } from '../../api/esperienze';
import { esperienzeMeta } from './meta';

/** The list screen of Experiences (/esperienze). */
export default function EsperienzeList() {
  return <EntityList meta={esperienzeMeta} calls={esperienzeCalls} />;
}
