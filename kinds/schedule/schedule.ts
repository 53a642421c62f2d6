/**
 * Schedule values as the admin's widget reads and changes them: a tolerant reading of the form's
 * value, the changes its inputs make, the range the day pickers offer, the summary line of its
 * days, and the kind's own validator's problems by member (shown under each input).
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { isWireDate } from '#core/dates';
import type { UiLanguage } from '#core/languages';
import {
  ALL_WEEKDAYS,
  dayNumber,
  nextOccurrence,
  occurrences,
  spanDays,
  WEEKDAYS,
  type ScheduleDays,
  type Weekday,
  type Weekdays,
} from '#core/occurrences';
import { issueMessage } from '#core/validation';
import type { schedule, ScheduleOptions } from './zod';

/** A schedule's value: its days' parts and the 'Maggiori informazioni' text. */
export interface ScheduleValue extends ScheduleDays {
  readonly moreInfo: string;
}

/** The members of a value, each shown by its own input. */
export const SCHEDULE_MEMBERS = ['start', 'end', 'includes', 'excludes', 'weekdays', 'moreInfo'] as const;
export type ScheduleMember = (typeof SCHEDULE_MEMBERS)[number];

/** A new schedule: no dates yet (the editor chooses the start), every weekday ('Sempre'). */
export function emptySchedule(): ScheduleValue {
  return { start: '', end: '', includes: [], excludes: [], weekdays: { ...ALL_WEEKDAYS }, moreInfo: '' };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The form's value as a schedule: missing or malformed members read as empty (every weekday when none is given). */
export function readSchedule(value: unknown): ScheduleValue {
  if (!isRecord(value)) return emptySchedule();
  const flags = value.weekdays;
  const weekdays = isRecord(flags)
    ? (Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, flags[weekday] === 0 ? 0 : 1])) as Record<Weekday, 0 | 1>)
    : { ...ALL_WEEKDAYS };
  return {
    start: textOf(value.start),
    end: textOf(value.end),
    includes: listOf(value.includes),
    excludes: listOf(value.excludes),
    weekdays,
    moreInfo: textOf(value.moreInfo),
  };
}

/** Every weekday set ('Sempre'). */
export function withEveryDay(value: ScheduleValue): ScheduleValue {
  return { ...value, weekdays: { ...ALL_WEEKDAYS } };
}

/** One weekday set or cleared. */
export function withWeekday(value: ScheduleValue, weekday: Weekday, on: boolean): ScheduleValue {
  const weekdays: Weekdays = { ...value.weekdays, [weekday]: on ? 1 : 0 };
  return { ...value, weekdays };
}

/** The days a day picker may offer: from the start to the end (the start alone without an end); null without a start. */
export function pickerRange(value: Pick<ScheduleDays, 'start' | 'end'>): { min: string; max: string } | null {
  if (!isWireDate(value.start)) return null;
  const ordered = isWireDate(value.end) && dayNumber(value.end) >= dayNumber(value.start);
  return { min: value.start, max: ordered ? value.end : value.start };
}

/** The real dates of a list, each once (what a day picker holds). */
export function pickedDays(days: readonly string[]): string[] {
  return [...new Set(days.filter(isWireDate))].sort();
}

/**
 * The schedule's number of days and the first one from `today` on (null: none left), or null when
 * the value is not one whose days can be counted (no start, a range or a list over its bound).
 */
export function scheduleSummary(
  value: ScheduleValue,
  today: string,
  limits: Pick<ScheduleOptions, 'maxDays' | 'maxDates'>,
): { readonly count: number; readonly next: string | null } | null {
  if (!isWireDate(value.start)) return null;
  const span = spanDays(value);
  if (span === 0 || span > limits.maxDays) return null;
  if (value.includes.length > limits.maxDates || value.excludes.length > limits.maxDates) return null;
  return { count: occurrences(value).length, next: nextOccurrence(value, today) };
}

/**
 * The kind's validator's messages by member (each message once, joined), in the UI language: what
 * the widget shows under each input. A problem with the whole value is under `''`.
 */
export function memberProblems(
  validator: ReturnType<typeof schedule>,
  value: unknown,
  language: UiLanguage,
): Partial<Record<ScheduleMember | '', string>> {
  const result = validator.safeParse(value);
  if (result.success) return {};
  const found = new Map<ScheduleMember | '', string[]>();
  for (const issue of result.error.issues) {
    const { path, message } = issueMessage(issue, language);
    const head = path.split('.')[0] ?? '';
    const member = (SCHEDULE_MEMBERS as readonly string[]).includes(head) ? (head as ScheduleMember) : '';
    const messages = found.get(member) ?? [];
    if (!messages.includes(message)) messages.push(message);
    found.set(member, messages);
  }
  return Object.fromEntries([...found].map(([member, messages]) => [member, messages.join(' ')]));
}
