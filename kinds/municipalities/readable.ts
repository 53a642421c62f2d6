/** Municipalities: ids only (their names are in the database), so no reading. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'municipalities'> | null = null;
