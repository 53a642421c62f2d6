// Generated from schemas/event.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { eventCalls } from '../../api/event';
import { eventMeta } from './meta';
import { eventValidators } from './schema';

/** The editor of Events (/events/:id, id 'new' to create). */
export default function EventEditor() {
  return <EntityEditor meta={eventMeta} validators={eventValidators} calls={eventCalls} />;
}
