// Generated from schemas/esperienze.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { esperienzeCalls } from '../../api/esperienze';
import { esperienzeMeta } from './meta';
import { esperienzeValidators } from './schema';

/** The editor of Experiences (/esperienze/:id, id 'new' to create). */
export default function EsperienzeEditor() {
  return <EntityEditor meta={esperienzeMeta} validators={esperienzeValidators} calls={esperienzeCalls} />;
}
