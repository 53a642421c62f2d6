// Generated from schemas/licence.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { licenceCalls } from '../../api/licence';
import { licenceMeta } from './meta';
import { licenceValidators } from './schema';

/** The editor of Licences (/licenze/:id, id 'new' to create). */
export default function LicenceEditor() {
  return <EntityEditor meta={licenceMeta} validators={licenceValidators} calls={licenceCalls} />;
}
