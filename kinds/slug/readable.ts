/** Slugs: an address's part, not for reading. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'slug'> | null = null;
