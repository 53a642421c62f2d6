// Generated from schemas/event.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { eventCalls } from '../../api/event';
import { eventMeta } from './meta';

/** The list screen of Events (/events). */
export default function EventList() {
  return <EntityList meta={eventMeta} calls={eventCalls} />;
}
