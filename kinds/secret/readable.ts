/** Secrets: never shown. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'secret'> | null = null;
