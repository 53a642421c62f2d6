/** A reference to items of another entity (`{id, name}`, or a list of them): a reader sees the names it holds. */
import { isRecord } from '#core/json';
import type { KindReading } from '../host/readable';

/** The names a reference value holds (one, or those of a multiple reference's list), in order. */
function namesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    isRecord(item) && typeof item.name === 'string' && item.name.trim() !== '' ? [item.name.trim()] : [],
  );
}

export const readable: KindReading<'reference'> | null = (_field, value) => {
  const names = namesOf(value);
  return names.length > 0 ? names.join(', ') : null;
};
