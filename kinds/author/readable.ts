/** The author: a user's id only, so no reading. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'author'> | null = null;
