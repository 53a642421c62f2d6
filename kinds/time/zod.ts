/** The time kind's zod helpers: a time of day, and a time later than a sibling's. */
import { isWireTime } from '#core/dates';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, type Presence, type SiblingCheck } from '#core/validation';

/** A time of day `HH:mm` (00:00 to 23:59); an empty string is no time. */
export function time(options: Presence = {}) {
  const schema = bounded(100)
    .trim()
    .refine((value) => value === '' || isWireTime(value), { message: 'time' satisfies Key });
  return presence(schema, (value) => value === '', options);
}

/** The time of a sibling, or null when it holds none (absent, empty or malformed: its own rule says so). */
function timeOf(entry: Readonly<Record<string, unknown>>, name: string): string | null {
  const value = Object.hasOwn(entry, name) ? entry[name] : undefined;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return isWireTime(trimmed) ? trimmed : null;
}

/**
 * The member `later` holds a time strictly later than the member `earlier`, when both hold one
 * (an opening's end after its start): else 'timeNotAfter' on `later`.
 */
export function after(later: string, earlier: string): SiblingCheck {
  return {
    path: later,
    message: 'timeNotAfter',
    holds: (entry) => {
      const end = timeOf(entry, later);
      const start = timeOf(entry, earlier);
      // `HH:mm` compares as text.
      return end === null || start === null || end > start;
    },
  };
}
