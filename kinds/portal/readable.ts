/** Portals: ids only, so no reading. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'portal'> | null = null;
