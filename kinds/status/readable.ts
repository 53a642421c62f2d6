/** Statuses: their names are the entity's list's (the history names them so), so no reading of the kind's own. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'status'> | null = null;
