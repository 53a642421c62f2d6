// Generated from schemas/licence.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { licenceCalls } from '../../api/licence';
import { licenceMeta } from './meta';

/** The list screen of Licences (/licenze). */
export default function LicenceList() {
  return <EntityList meta={licenceMeta} calls={licenceCalls} />;
}
