/**
 * The days a schedule happens on (an event stage's dates, spec content.md section 3: start, end,
 * includes, excludes, weekdays lun..dom): every day from start to end that falls on a selected
 * weekday, plus the included days, minus the excluded ones. One function, used by the server
 * (the occurrence index the date filter and the next-date column read) and the admin (the
 * preview of a stage's days), so both always agree.
 */
import { isWireDate } from './dates';

/** The weekday flags, Monday first, as the spec names them. */
export const WEEKDAYS = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Weekdays = Readonly<Record<Weekday, 0 | 1>>;

/** Every weekday set: 'Sempre', and a new schedule's value. */
export const ALL_WEEKDAYS: Weekdays = { lun: 1, mar: 1, mer: 1, gio: 1, ven: 1, sab: 1, dom: 1 };

/** The parts of a schedule the days depend on (wire dates `YYYY-MM-DD`; '' for none). */
export interface ScheduleDays {
  readonly start: string;
  /** The last day; '' means the start day only. */
  readonly end: string;
  readonly includes: readonly string[];
  readonly excludes: readonly string[];
  readonly weekdays: Weekdays;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → days since 1970-01-01 (UTC, so no daylight-saving shift). */
export function dayNumber(wire: string): number {
  return Math.round(Date.UTC(+wire.slice(0, 4), +wire.slice(5, 7) - 1, +wire.slice(8, 10)) / DAY_MS);
}

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
export function wireDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday flag of a day number (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;
}

/** Whether every weekday is set ('Sempre'). */
export function isEveryDay(weekdays: Weekdays): boolean {
  return WEEKDAYS.every((day) => weekdays[day] === 1);
}

/** The range's length in days (start and end included); 0 when start is missing or after end. */
export function spanDays(schedule: Pick<ScheduleDays, 'start' | 'end'>): number {
  if (!isWireDate(schedule.start)) return 0;
  const end = schedule.end === '' ? schedule.start : schedule.end;
  if (!isWireDate(end)) return 0;
  const span = dayNumber(end) - dayNumber(schedule.start) + 1;
  return span > 0 ? span : 0;
}

/**
 * The schedule's days, sorted and each once, optionally only those from `from` to `to`
 * (inclusive wire dates). A missing or reversed range yields the included days alone; malformed
 * dates are skipped (the validators refuse them before anything is stored). The work is bounded
 * by the range's span and the lists' lengths, which the validators bound in turn.
 */
export function occurrences(schedule: ScheduleDays, window: { from?: string; to?: string } = {}): string[] {
  const low = window.from !== undefined && isWireDate(window.from) ? dayNumber(window.from) : -Infinity;
  const high = window.to !== undefined && isWireDate(window.to) ? dayNumber(window.to) : Infinity;
  const excluded = new Set(schedule.excludes.filter(isWireDate).map(dayNumber));
  const days = new Set<number>();
  const span = spanDays(schedule);
  if (span > 0) {
    const first = Math.max(dayNumber(schedule.start), low);
    const last = Math.min(dayNumber(schedule.start) + span - 1, high);
    for (let day = first; day <= last; day += 1) {
      if (schedule.weekdays[weekdayOf(day)] === 1 && !excluded.has(day)) days.add(day);
    }
  }
  for (const wire of schedule.includes) {
    if (!isWireDate(wire)) continue;
    const day = dayNumber(wire);
    if (day >= low && day <= high && !excluded.has(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b).map(wireDay);
}

/** The first day on or after `from` (a wire date), or null when the schedule has none. */
export function nextOccurrence(schedule: ScheduleDays, from: string): string | null {
  return occurrences(schedule, { from })[0] ?? null;
}
