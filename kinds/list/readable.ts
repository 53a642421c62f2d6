/** Lists: structured entries, not read as text. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'list'> | null = null;
