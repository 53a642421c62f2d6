// Generated from schemas/station.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { stationCalls } from '../../api/station';
import { stationMeta } from './meta';
import { stationValidators } from './schema';

/** The editor of Stations (/stations/:id, id 'new' to create). */
export default function StationEditor() {
  return <EntityEditor meta={stationMeta} validators={stationValidators} calls={stationCalls} />;
}
