/** Files: documents of the media library, not read as text. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'files'> | null = null;
