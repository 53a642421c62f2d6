// Generated from schemas/templates.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { templatesCalls } from '../../api/templates';
import { templatesMeta } from './meta';

/** The list screen of Templates (/templates). */
export default function TemplatesList() {
  return <EntityList meta={templatesMeta} calls={templatesCalls} />;
}
