/**
 * The schedule kind's zod helper, run alike by the server and the admin: an event stage's dates
 * `{start, end, includes, excludes, weekdays, moreInfo}`.
 *
 * - `start` and `end` are wire dates `YYYY-MM-DD` or '' (`end` '' is the start day only); `start`
 *   is required when the field is, and whenever any other part is set (an end, a day, a note, or
 *   weekdays other than 'Sempre'): 'Campo richiesto' on `start`.
 * - `end` is not before `start`, and the range is at most `maxDays` days long.
 * - `includes` and `excludes` hold at most `maxDates` days each, every one inside [start, end], and
 *   no day in both lists (the message is on both entries). Repeated days are accepted and stored
 *   once: the lists are sets, stored sorted.
 * - `weekdays` has exactly the seven flags lun..dom, each 0 or 1.
 * - `moreInfo` is at most `moreInfoMax` characters once trimmed.
 *
 * Members left out take their empty value ('' , [], every weekday), so the stored value is always
 * whole. Every error is on its member's path (`dates.end`, `dates.includes.2`), so the admin shows
 * it under the input it is about.
 */
import { z } from 'zod';
import { isWireDate } from '#core/dates';
import type { ValidationMessageKey as Key } from '#core/messages';
import { ALL_WEEKDAYS, dayNumber, WEEKDAYS } from '#core/occurrences';
import { bounded, TRIM_ALLOWANCE, typeError, type Presence } from '#core/validation';
import { textSchema } from '../text/zod';

export interface ScheduleOptions extends Presence {
  /** Longest range start..end, in days. */
  readonly maxDays: number;
  /** Most included days, and most excluded days. */
  readonly maxDates: number;
  /** Characters of `moreInfo` after trimming. */
  readonly moreInfoMax: number;
}

/** Characters a date's text may have before it is trimmed and read (the date kind's bound). */
const DATE_TEXT = 100;

const optionalDate = bounded(DATE_TEXT)
  .trim()
  .refine((value) => value === '' || isWireDate(value), { message: 'date' satisfies Key });

const day = bounded(DATE_TEXT)
  .trim()
  .refine((value) => isWireDate(value), { message: 'date' satisfies Key });

const flag = z.literal([0, 1], {
  error: (issue) => (issue.input === undefined ? 'required' : 'option') satisfies Key,
});

const weekdays = z.strictObject(
  { lun: flag, mar: flag, mer: flag, gio: flag, ven: flag, sab: flag, dom: flag },
  { error: typeError },
);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The entries of a list that are text, with their index (a list that failed its own checks may hold anything). */
function entriesOf(value: unknown): [number, string][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown, index): [number, string][] =>
    typeof entry === 'string' ? [[index, entry.trim()]] : [],
  );
}

/** The checks across members, on whatever the members' own checks left (so every problem is told at once). */
function checkAcross(value: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx, options: ScheduleOptions): void {
  const start = textOf(value.start);
  const end = textOf(value.end);
  const includes = Array.isArray(value.includes) ? (value.includes as unknown[]) : [];
  const excludes = Array.isArray(value.excludes) ? (value.excludes as unknown[]) : [];
  const flags = value.weekdays;
  const otherParts =
    end !== '' ||
    includes.length > 0 ||
    excludes.length > 0 ||
    textOf(value.moreInfo) !== '' ||
    (isRecord(flags) && !WEEKDAYS.every((weekday) => flags[weekday] === 1));
  if (start === '') {
    if (options.required || otherParts) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'required' satisfies Key });
    }
  }

  // The range, when start (and end) are real dates in order.
  let range: { first: number; last: number } | null = null;
  if (isWireDate(start) && (end === '' || isWireDate(end))) {
    const first = dayNumber(start);
    const last = end === '' ? first : dayNumber(end);
    if (last < first) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'scheduleEndBeforeStart' satisfies Key });
    } else {
      range = { first, last };
      if (last - first + 1 > options.maxDays) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: options.maxDays,
          inclusive: true,
          input: end,
          path: ['end'],
          message: 'scheduleTooLong' satisfies Key,
        });
      }
    }
  }

  // Lists over their bound are told so by their own check: their entries are not looked at.
  const lists = {
    includes: includes.length <= options.maxDates ? entriesOf(includes) : [],
    excludes: excludes.length <= options.maxDates ? entriesOf(excludes) : [],
  };
  const sets = {
    includes: new Set(lists.includes.map(([, entry]) => entry)),
    excludes: new Set(lists.excludes.map(([, entry]) => entry)),
  };
  for (const [name, opposite] of [
    ['includes', 'excludes'],
    ['excludes', 'includes'],
  ] as const) {
    for (const [index, entry] of lists[name]) {
      if (!isWireDate(entry)) continue;
      if (range !== null) {
        const number = dayNumber(entry);
        if (number < range.first || number > range.last) {
          ctx.addIssue({ code: 'custom', path: [name, index], message: 'scheduleOutside' satisfies Key });
          continue;
        }
      }
      if (sets[opposite].has(entry)) {
        ctx.addIssue({ code: 'custom', path: [name, index], message: 'scheduleBoth' satisfies Key });
      }
    }
  }
}

/** Distinct days, sorted. */
function daySet(days: readonly string[]): string[] {
  return [...new Set(days)].sort();
}

/** An event stage's dates (`kind: schedule`); see the module's comment for the rules. */
export function schedule(options: ScheduleOptions) {
  const dayList = z
    .array(day, { error: typeError })
    .max(options.maxDates, { message: 'tooManyItems' satisfies Key })
    .default([]);
  const schema = z
    .strictObject(
      {
        start: optionalDate.default(''),
        end: optionalDate.default(''),
        includes: dayList,
        excludes: dayList,
        weekdays: weekdays.default({ ...ALL_WEEKDAYS }),
        moreInfo: textSchema(
          { max: options.moreInfoMax },
          (text) => text,
          options.moreInfoMax + TRIM_ALLOWANCE,
        ).default(''),
      },
      { error: typeError },
    )
    .superRefine((value, ctx) => checkAcross(value, ctx, options), {
      // Also when a member is wrong, so that one save reports every problem.
      when: (payload) => isRecord(payload.value),
    })
    .transform((value) => ({ ...value, includes: daySet(value.includes), excludes: daySet(value.excludes) }));
  if (!options.required) return schema.optional();
  // A missing required schedule is checked as an empty one: 'Campo richiesto' on its start.
  return schema.prefault(() => ({}));
}
