// Generated from schemas/station.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { stationCalls } from '../../api/station';
import { stationMeta } from './meta';

/** The list screen of Stations (/stations). */
export default function StationList() {
  return <EntityList meta={stationMeta} calls={stationCalls} />;
}
