// Generated from schemas/guide.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { guideCalls } from '../../api/guide';
import { guideMeta } from './meta';
import { guideValidators } from './schema';

/** The editor of Guides (/guides/:id, id 'new' to create). */
export default function GuideEditor() {
  return <EntityEditor meta={guideMeta} validators={guideValidators} calls={guideCalls} />;
}
