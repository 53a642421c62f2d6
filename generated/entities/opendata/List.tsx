// Generated from schemas/opendata.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { opendataCalls } from '../../api/opendata';
import { opendataMeta } from './meta';

/** The list screen of Open data (/opendata-list). */
export default function OpendataList() {
  return <EntityList meta={opendataMeta} calls={opendataCalls} />;
}
