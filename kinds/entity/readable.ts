/** Items picked from other entities (`{type, id, title}`): a reader sees the titles the value holds. */
import { isRecord } from '#core/json';
import type { KindReading } from '../host/readable';

export const readable: KindReading<'entity'> | null = (_field, value) => {
  if (!Array.isArray(value)) return null;
  const titles = value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.title === 'string' && entry.title.trim() !== '' ? [entry.title.trim()] : [],
  );
  return titles.length > 0 ? titles.join(', ') : null;
};
