/** Tags (`{id, name}`): a reader sees their names. */
import { isRecord } from '#core/json';
import type { KindReading } from '../host/readable';

export const readable: KindReading<'tags'> | null = (_field, value) => {
  if (!Array.isArray(value)) return null;
  const names = value.flatMap((tag: unknown) =>
    isRecord(tag) && typeof tag.name === 'string' && tag.name.trim() !== '' ? [tag.name] : [],
  );
  return names.length > 0 ? names.join(', ') : null;
};
