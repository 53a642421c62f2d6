/**
 * `core/occurrences.ts`: the days a schedule happens on (range, weekdays, included and excluded
 * days), shared by the server's occurrence index and the admin's summary. Properties over random
 * schedules (fast-check), then a few hand examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_WEEKDAYS,
  dayNumber,
  isEveryDay,
  nextOccurrence,
  occurrences,
  spanDays,
  weekdayOf,
  WEEKDAYS,
  wireDay,
  type ScheduleDays,
  type Weekdays,
} from '../../core/occurrences';

// Days around 2026 (2025-01-01 .. 2027-12-31), so ranges, lists and windows overlap often.
const FIRST = dayNumber('2025-01-01');
const LAST = dayNumber('2027-12-31');
const dayArb = fc.integer({ min: FIRST, max: LAST }).map(wireDay);
const weekdaysArb: fc.Arbitrary<Weekdays> = fc
  .tuple(...WEEKDAYS.map(() => fc.constantFrom<0 | 1>(0, 1)))
  .map((flags) => Object.fromEntries(WEEKDAYS.map((weekday, index) => [weekday, flags[index]])) as Weekdays);

const scheduleArb: fc.Arbitrary<ScheduleDays> = fc.record({
  start: fc.oneof({ weight: 5, arbitrary: dayArb }, { weight: 1, arbitrary: fc.constant('') }),
  // Often a short range after the start, sometimes none, sometimes a reversed one.
  end: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: dayArb }),
  includes: fc.array(dayArb, { maxLength: 8 }),
  excludes: fc.array(dayArb, { maxLength: 8 }),
  weekdays: weekdaysArb,
});

const windowArb = fc.record({ from: fc.option(dayArb, { nil: undefined }), to: fc.option(dayArb, { nil: undefined }) });

/** The range's bounds as day numbers, or null (no start, or end before start). */
function rangeOf(schedule: ScheduleDays): { first: number; last: number } | null {
  const span = spanDays(schedule);
  if (span === 0) return null;
  const first = dayNumber(schedule.start);
  return { first, last: first + span - 1 };
}

describe('occurrences: properties', () => {
  it('yields days in the range on a set weekday, or included; never excluded', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const range = rangeOf(schedule);
        const wrong = occurrences(schedule).filter((wire) => {
          const day = dayNumber(wire);
          const inRange = range !== null && day >= range.first && day <= range.last;
          const onWeekday = schedule.weekdays[weekdayOf(day)] === 1;
          return !((inRange && onWeekday) || schedule.includes.includes(wire)) || schedule.excludes.includes(wire);
        });
        expect(wrong).toEqual([]);
      }),
    );
  });

  it('yields every such day (nothing is missed)', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const found = new Set(occurrences(schedule));
        const missed: string[] = [];
        const range = rangeOf(schedule);
        if (range !== null) {
          for (let day = range.first; day <= range.last; day += 1) {
            const wire = wireDay(day);
            if (schedule.weekdays[weekdayOf(day)] === 1 && !schedule.excludes.includes(wire) && !found.has(wire)) {
              missed.push(wire);
            }
          }
        }
        for (const wire of schedule.includes) {
          if (!schedule.excludes.includes(wire) && !found.has(wire)) missed.push(wire);
        }
        expect(missed).toEqual([]);
      }),
    );
  });

  it('is sorted and holds each day once', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const days = occurrences(schedule);
        expect(days).toEqual([...new Set(days)].sort());
      }),
    );
  });

  it('with a window, equals the whole result filtered to the window', () => {
    fc.assert(
      fc.property(scheduleArb, windowArb, (schedule, window) => {
        const all = occurrences(schedule);
        const want = all.filter(
          (wire) =>
            (window.from === undefined || wire >= window.from) && (window.to === undefined || wire <= window.to),
        );
        expect(occurrences(schedule, window)).toEqual(want);
      }),
    );
  });

  it('nextOccurrence is the first day on or after from', () => {
    fc.assert(
      fc.property(scheduleArb, dayArb, (schedule, from) => {
        const want = occurrences(schedule).find((wire) => wire >= from) ?? null;
        expect(nextOccurrence(schedule, from)).toBe(want);
      }),
    );
  });

  it('wireDay and dayNumber are inverse, and weekdayOf agrees with the calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('0001-01-01'), max: dayNumber('9999-12-31') }), (day) => {
        const wire = wireDay(day);
        expect(dayNumber(wire)).toBe(day);
        // getUTCDay: 0 Sunday .. 6 Saturday; WEEKDAYS starts on Monday.
        expect(weekdayOf(day)).toBe(WEEKDAYS[(new Date(`${wire}T00:00:00Z`).getUTCDay() + 6) % 7]);
      }),
    );
  });
});

describe('occurrences: examples', () => {
  const NONE: Weekdays = { lun: 0, mar: 0, mer: 0, gio: 0, ven: 0, sab: 0, dom: 0 };
  const base: ScheduleDays = { start: '', end: '', includes: [], excludes: [], weekdays: ALL_WEEKDAYS };

  it('a Monday-only range of December 2026 gives its Mondays', () => {
    const mondays = { ...base, start: '2026-12-01', end: '2026-12-31', weekdays: { ...NONE, lun: 1 as const } };
    expect(occurrences(mondays)).toEqual(['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']);
  });

  it('an excluded day is left out, an included one added', () => {
    const schedule = {
      ...base,
      start: '2026-12-01',
      end: '2026-12-31',
      weekdays: { ...NONE, lun: 1 as const },
      includes: ['2026-12-25'],
      excludes: ['2026-12-14'],
    };
    expect(occurrences(schedule)).toEqual(['2026-12-07', '2026-12-21', '2026-12-25', '2026-12-28']);
    expect(nextOccurrence(schedule, '2026-12-22')).toBe('2026-12-25');
    expect(nextOccurrence(schedule, '2027-01-01')).toBeNull();
  });

  it("'Sempre' gives every day of the range; no end is the start day only", () => {
    expect(isEveryDay(ALL_WEEKDAYS)).toBe(true);
    expect(occurrences({ ...base, start: '2026-02-27', end: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(occurrences({ ...base, start: '2026-02-27' })).toEqual(['2026-02-27']);
    expect(spanDays({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
  });

  it('no start, or an end before it: the included days alone', () => {
    expect(occurrences({ ...base, includes: ['2026-05-01'] })).toEqual(['2026-05-01']);
    expect(occurrences({ ...base, start: '2026-05-10', end: '2026-05-01', includes: ['2026-05-03'] })).toEqual([
      '2026-05-03',
    ]);
  });
});
