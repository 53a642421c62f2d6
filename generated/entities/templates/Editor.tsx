// Generated from schemas/templates.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { templatesCalls } from '../../api/templates';
import { templatesMeta } from './meta';
import { templatesValidators } from './schema';

/** The editor of Templates (/templates/:id, id 'new' to create). */
export default function TemplatesEditor() {
  return <EntityEditor meta={templatesMeta} validators={templatesValidators} calls={templatesCalls} />;
}
