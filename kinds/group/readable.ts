/** Groups (SEO, social): structured data, not read as text. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'group'> | null = null;
