/** Schedules: structured data (they appear only inside lists), not read as text. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'schedule'> | null = null;
