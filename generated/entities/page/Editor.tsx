// Generated from schemas/page.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { pageCalls } from '../../api/page';
import { pageMeta } from './meta';
import { pageValidators } from './schema';

/** The editor of Static pages (/page/:id, id 'new' to create). */
export default function PageEditor() {
  return <EntityEditor meta={pageMeta} validators={pageValidators} calls={pageCalls} />;
}
