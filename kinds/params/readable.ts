/** Parameters: structured data, not read as text. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'params'> | null = null;
