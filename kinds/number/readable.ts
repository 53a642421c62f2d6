/** Numbers: a reader sees their digits. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'number'> | null = (_field, value) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
