// Generated from schemas/opendata.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { opendataCalls } from '../../api/opendata';
import { opendataMeta } from './meta';
import { opendataValidators } from './schema';

/** The editor of Open data (/opendata-list/:id, id 'new' to create). */
export default function OpendataEditor() {
  return <EntityEditor meta={opendataMeta} validators={opendataValidators} calls={opendataCalls} />;
}
