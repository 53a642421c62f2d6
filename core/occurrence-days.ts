/**
 * The occurrence days an item keeps beside its fields: the union of the days of every value of a
 * kind that occurs (`occurs` in its definition, `days` in its server part: an event stage's
 * schedule), wherever the value is (a field, a group's member, a list's entry), written by the
 * server on every save in the same statement as the item's row (`server/crud/occurrences.ts`).
 * The lists read it: the date-range filter (`kinds/filters/daterange/`, "items with a day from
 * `dal` to `al`") and the next-date column (`kinds/columns/nextdate/`, the first day from today).
 *
 * Stored in the main table as one `datemultirange` (consecutive days joined into ranges: a
 * year-long daily event is one range), indexed with GiST (`generator/emit/db/columns.ts`), so
 * "a day in [from, to]" is one index condition, `days && daterange(from, to, '[]')`, with either
 * end open, and the next day from today is `lower(days * datemultirange(daterange(today, null)))`.
 * Measured on PostgreSQL 15 with 100,000 items (2.7 million days) against a `date[]` column with
 * a GIN index and a side table `(item_id, day)` with a btree on `(day, item_id)`: docs/benchmarks.md.
 */
import { dayNumber, wireDay } from './occurrences';
import { isWireDate } from './dates';

/** The main table's column holding an item's occurrence days (a `datemultirange`; null: none). */
export const OCCURRENCE_COLUMN = 'occurrence_days';

/**
 * Days (wire dates, in any order, repeated or not) as a `datemultirange` literal, consecutive days
 * joined into one range (`{[2026-12-01,2026-12-04),[2026-12-08,2026-12-09)}`: upper bounds
 * excluded, as PostgreSQL writes date ranges); null for none. Malformed dates are skipped.
 */
export function dayRanges(days: Iterable<string>): string | null {
  const numbers = [...new Set([...days].filter(isWireDate).map(dayNumber))].sort((a, b) => a - b);
  const first = numbers[0];
  if (first === undefined) return null;
  const ranges: string[] = [];
  let low = first;
  let high = first;
  for (const day of numbers.slice(1)) {
    if (day === high + 1) {
      high = day;
      continue;
    }
    ranges.push(`[${wireDay(low)},${wireDay(high + 1)})`);
    low = day;
    high = day;
  }
  ranges.push(`[${wireDay(low)},${wireDay(high + 1)})`);
  return `{${ranges.join(',')}}`;
}
