/**
 * The date-range filter's value, one query parameter on both sides of the wire: `from..to`, wire
 * dates (`YYYY-MM-DD`), both included, either end left out (`2026-12-01..`: from a day on;
 * `..2026-12-31`: up to a day); one date alone is that day. Pure (core only): the server's reader,
 * its condition, the admin's URL codec and control all read it.
 */
import { isWireDate } from '#core/dates';
import { OCCURRENCE_LIMITS } from '#core/limits';

/** The two ends of a range (wire dates; null: open). */
export interface DateRange {
  readonly from: string | null;
  readonly to: string | null;
}

const SEPARATOR = '..';

/** No end given: the filter narrows nothing. */
export const OPEN_RANGE: DateRange = { from: null, to: null };

/**
 * The ends of a written range (trimmed), or null when it is not one: longer than the parameter's
 * bound, more than one `..`, or an end that is neither empty nor a real date. The ends' order is
 * not checked here (`isReversed`); `..` alone or '' is the open range.
 */
export function readDateRange(raw: string): DateRange | null {
  const text = raw.trim();
  if (text.length > OCCURRENCE_LIMITS.rangeParameter) return null;
  const parts = text.split(SEPARATOR);
  if (parts.length > 2) return null;
  const [first = '', second] = parts;
  const end = (part: string): string | null | undefined => (part === '' ? null : isWireDate(part) ? part : undefined);
  const from = end(first.trim());
  // One date alone is that day.
  const to = second === undefined ? from : end(second.trim());
  if (from === undefined || to === undefined) return null;
  return { from, to };
}

/** The start is after the end. */
export function isReversed(range: DateRange): boolean {
  return range.from !== null && range.to !== null && range.from > range.to;
}

/** Whether the range narrows nothing (both ends open). */
export function isOpen(range: DateRange): boolean {
  return range.from === null && range.to === null;
}

/** The canonical text of a range: `from..to` with the open ends empty; '' when both are. */
export function formatDateRange(range: DateRange): string {
  return isOpen(range) ? '' : `${range.from ?? ''}${SEPARATOR}${range.to ?? ''}`;
}

/** The canonical text of a written range, or null when it is wrong, reversed or open (nothing applied). */
export function canonicalDateRange(raw: string): string | null {
  const range = readDateRange(raw);
  return range === null || isReversed(range) || isOpen(range) ? null : formatDateRange(range);
}
