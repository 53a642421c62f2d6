/**
 * The schedule kind (`kinds/schedule/`): its zod helper's rules, each with the message and the
 * member path it reports on (the server and the admin run the same helper); the definition's
 * defaults and bounded JSON Schema; the server part's days; and the widget's pure helpers.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SCHEDULE_LIMITS } from '../../core/limits';
import { formatMessage } from '../../core/messages';
import type { FieldOfKind } from '../../core/model';
import { ALL_WEEKDAYS } from '../../core/occurrences';
import { issuesByPath } from '../../core/validation';
import { schedule as definition } from '../../kinds/schedule/definition';
import {
  emptySchedule,
  memberProblems,
  pickedDays,
  pickerRange,
  readSchedule,
  scheduleSummary,
  withEveryDay,
  withWeekday,
} from '../../kinds/schedule/schedule';
import { schedule as serverKind } from '../../kinds/schedule/server';
import { schedule, type ScheduleOptions } from '../../kinds/schedule/zod';

const OPTIONS: ScheduleOptions = { maxDays: 1096, maxDates: 366, moreInfoMax: 300 };
const NONE = { lun: 0, mar: 0, mer: 0, gio: 0, ven: 0, sab: 0, dom: 0 } as const;

const REQUIRED = formatMessage('required', 'it');
const DATE = formatMessage('date', 'it');
const END_BEFORE = 'La data di fine non può precedere la data di inizio';
const OUTSIDE = 'La data deve essere compresa tra inizio e fine';
const BOTH = 'Un giorno non può essere sia incluso sia escluso';

function errorsOf(schema: z.ZodType, input: unknown, language: 'it' | 'en' = 'it'): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, language);
}

/** A whole valid value with overrides. */
function value(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    start: '2026-12-01',
    end: '2026-12-31',
    includes: [],
    excludes: [],
    weekdays: { ...ALL_WEEKDAYS },
    moreInfo: '',
    ...overrides,
  };
}

interface Case {
  readonly name: string;
  readonly input: unknown;
  readonly options?: Partial<ScheduleOptions>;
  /** Path → its only message; empty: valid. */
  readonly errors: Readonly<Record<string, string>>;
}

describe('schedule: the zod helper', () => {
  it.each<Case>([
    // Valid values.
    { name: 'a whole value', input: value(), errors: {} },
    { name: 'no value, not required', input: undefined, errors: {} },
    { name: 'an empty value, not required', input: emptySchedule(), errors: {} },
    { name: 'an empty object, not required', input: {}, errors: {} },
    { name: 'a start alone (that day only)', input: { start: '2026-12-01' }, errors: {} },
    { name: 'end equal to start', input: value({ end: '2026-12-01' }), errors: {} },
    {
      name: 'included and excluded days inside the range, in neither list twice',
      input: value({ includes: ['2026-12-25', '2026-12-01'], excludes: ['2026-12-31'], weekdays: NONE }),
      errors: {},
    },
    {
      name: 'a range of exactly maxDays days',
      input: value({ end: '2026-12-10' }),
      options: { maxDays: 10 },
      errors: {},
    },
    {
      name: 'maxDates days in a list',
      input: value({ includes: ['2026-12-02', '2026-12-03'] }),
      options: { maxDates: 2 },
      errors: {},
    },
    {
      name: 'a note of moreInfoMax characters, spaces around',
      input: value({ moreInfo: `  ${'a'.repeat(5)}  ` }),
      options: { moreInfoMax: 5 },
      errors: {},
    },

    // Requiredness: on the start.
    { name: 'required, no value', input: undefined, options: { required: true }, errors: { start: REQUIRED } },
    {
      name: 'required, an empty value',
      input: emptySchedule(),
      options: { required: true },
      errors: { start: REQUIRED },
    },
    { name: 'an end without a start', input: { end: '2026-12-31' }, errors: { start: REQUIRED } },
    { name: 'included days without a start', input: { includes: ['2026-12-03'] }, errors: { start: REQUIRED } },
    { name: 'excluded days without a start', input: { excludes: ['2026-12-03'] }, errors: { start: REQUIRED } },
    { name: 'a note without a start', input: { moreInfo: 'Solo su prenotazione' }, errors: { start: REQUIRED } },
    {
      name: "weekdays other than 'Sempre' without a start",
      input: { weekdays: { ...ALL_WEEKDAYS, dom: 0 } },
      errors: { start: REQUIRED },
    },
    { name: 'a blank note is no part', input: { moreInfo: '   ' }, errors: {} },

    // Dates.
    { name: 'a start that is not a date', input: value({ start: '31/12/2026' }), errors: { start: DATE } },
    { name: 'an end that is not a real date', input: value({ end: '2026-02-30' }), errors: { end: DATE } },
    {
      name: 'an end before the start',
      input: value({ start: '2026-12-10', end: '2026-12-09' }),
      errors: { end: END_BEFORE },
    },
    {
      name: 'a range longer than maxDays',
      input: value({ end: '2026-12-11' }),
      options: { maxDays: 10 },
      errors: { end: 'Il periodo non può superare 10 giorni' },
    },
    {
      name: 'a range longer than the default 3 years',
      input: value({ start: '2026-01-01', end: '2029-01-01' }),
      errors: { end: 'Il periodo non può superare 1096 giorni' },
    },

    // Included and excluded days.
    {
      name: 'an included day after the end',
      input: value({ includes: ['2026-12-05', '2027-01-01'] }),
      errors: { 'includes.1': OUTSIDE },
    },
    {
      name: 'an excluded day before the start',
      input: value({ excludes: ['2026-11-30'] }),
      errors: { 'excludes.0': OUTSIDE },
    },
    {
      name: 'without an end, the range is the start day',
      input: value({ end: '', includes: ['2026-12-02'] }),
      errors: { 'includes.0': OUTSIDE },
    },
    {
      name: 'a day in both lists: on both entries',
      input: value({ includes: ['2026-12-02', '2026-12-08'], excludes: ['2026-12-08'] }),
      errors: { 'includes.1': BOTH, 'excludes.0': BOTH },
    },
    {
      name: 'a listed day that is not a date',
      input: value({ includes: ['2026-12-02', 'domani'] }),
      errors: { 'includes.1': DATE },
    },
    {
      name: 'more days than maxDates',
      input: value({ excludes: ['2026-12-02', '2026-12-03', '2026-12-04'] }),
      options: { maxDates: 2 },
      errors: { excludes: 'Massimo 2 elementi' },
    },
    {
      name: 'a list that is not a list',
      input: value({ includes: '2026-12-02' }),
      errors: { includes: 'Valore non valido' },
    },

    // Weekdays.
    {
      name: 'a weekday flag missing',
      input: value({ weekdays: { ...NONE, dom: undefined } }),
      errors: { 'weekdays.dom': REQUIRED },
    },
    {
      name: 'a weekday flag other than 0 or 1',
      input: value({ weekdays: { ...NONE, lun: 2 } }),
      errors: { 'weekdays.lun': 'Valore non ammesso' },
    },
    {
      name: 'a weekday flag as text',
      input: value({ weekdays: { ...NONE, mar: '1' } }),
      errors: { 'weekdays.mar': 'Valore non ammesso' },
    },
    {
      name: 'an eighth weekday',
      input: value({ weekdays: { ...NONE, sun: 1 } }),
      errors: { 'weekdays.sun': 'Campo non previsto' },
    },
    {
      name: 'weekdays that are not an object',
      input: value({ weekdays: [1, 1, 1, 1, 1, 1, 1] }),
      errors: { weekdays: 'Valore non valido' },
    },

    // The note, and the value's shape.
    {
      name: 'a note over moreInfoMax once trimmed',
      input: value({ moreInfo: 'a'.repeat(6) }),
      options: { moreInfoMax: 5 },
      errors: { moreInfo: 'Massimo 5 caratteri' },
    },
    { name: 'an unknown member', input: value({ times: [] }), errors: { times: 'Campo non previsto' } },
    { name: 'not an object', input: '2026-12-01', errors: { '': 'Valore non valido' } },
    { name: 'null', input: null, errors: { '': 'Valore non valido' } },
    {
      name: 'every problem at once',
      input: value({
        start: '2026-12-10',
        end: '2026-12-01',
        moreInfo: 'a'.repeat(400),
        weekdays: { ...NONE, lun: 5 },
      }),
      errors: { end: END_BEFORE, moreInfo: 'Massimo 300 caratteri', 'weekdays.lun': 'Valore non ammesso' },
    },
  ])('$name', ({ input, options, errors }) => {
    const found = errorsOf(schedule({ ...OPTIONS, ...options }), input);
    expect(Object.fromEntries(Object.entries(found).map(([path, messages]) => [path, messages.join(' | ')]))).toEqual(
      errors,
    );
  });

  it('fills left-out members, trims, and stores each list sorted and once (repeated days are no error)', () => {
    const result = schedule(OPTIONS).parse({
      start: ' 2026-12-01 ',
      end: '2026-12-31',
      includes: ['2026-12-25', '2026-12-08', '2026-12-25'],
      moreInfo: '  Solo su prenotazione ',
    });
    expect(result).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
      includes: ['2026-12-08', '2026-12-25'],
      excludes: [],
      weekdays: ALL_WEEKDAYS,
      moreInfo: 'Solo su prenotazione',
    });
  });

  it('tells its messages in English too', () => {
    const errors = errorsOf(
      schedule({ ...OPTIONS, maxDays: 5 }),
      value({ end: '2026-12-31', includes: ['2026-12-02'], excludes: ['2026-12-02', '2027-02-01'] }),
      'en',
    );
    expect(errors).toEqual({
      end: ['The period cannot exceed 5 days'],
      'includes.0': ['A day cannot be both included and excluded'],
      'excludes.0': ['A day cannot be both included and excluded'],
      'excludes.1': ['The date must be between the start and the end'],
    });
    expect(errorsOf(schedule(OPTIONS), value({ end: '2026-11-01' }), 'en')).toEqual({
      end: ['The end date cannot be before the start date'],
    });
  });

  it('reports on the member path inside an entry (dates.end, dates.includes.2)', async () => {
    const { z: zod } = await import('zod');
    const entry = zod.strictObject({ dates: schedule(OPTIONS) });
    const stages = zod.array(entry);
    const errors = errorsOf(stages, [
      { dates: value() },
      { dates: value({ end: '2026-11-01', includes: ['2026-12-02', '2026-12-03', '2027-01-05'] }) },
    ]);
    expect(Object.keys(errors).sort()).toEqual(['1.dates.end']);
    const more = errorsOf(stages, [{ dates: value({ includes: ['2026-12-02', '2026-12-03', '2027-01-05'] }) }]);
    expect(more).toEqual({ '0.dates.includes.2': [OUTSIDE] });
  });
});

const field: FieldOfKind<'schedule'> = definition.normalise(
  { kind: 'schedule', label: { it: 'Date', en: 'Dates' } },
  {
    name: 'dates',
    path: 'tappe.dates',
    label: { it: 'Date', en: 'Dates' },
    perLanguage: false,
    required: 'never',
    readOnly: false,
    help: null,
  },
  { nested: () => [], entities: [], searchMinChars: () => 2, comboMinChars: () => 2 },
);

/** Every string and array of a JSON Schema, with its bound (maxLength, maxItems). */
function unbounded(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own: string[] = [];
  if (node.type === 'string' && typeof node.maxLength !== 'number') own.push(path || '(root)');
  if (node.type === 'array' && typeof node.maxItems !== 'number') own.push(path || '(root)');
  const children = Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? unbounded(child, `${path}/${key}`) : [],
  );
  return [...own, ...children];
}

describe('schedule: the definition', () => {
  it('takes its bounds from core/limits.ts unless the schema sets them', () => {
    expect(field).toMatchObject({
      kind: 'schedule',
      maxDays: SCHEDULE_LIMITS.days,
      maxDates: SCHEDULE_LIMITS.dates,
      moreInfoMax: SCHEDULE_LIMITS.moreInfo,
    });
    expect(SCHEDULE_LIMITS.days).toBe(1096);
    expect(definition.input.safeParse({ kind: 'schedule', maxDays: 30, maxDates: 10, moreInfoMax: 100 }).success).toBe(
      true,
    );
    // The occurrence index expands the range: a schema cannot lift it past the ceiling.
    expect(definition.input.safeParse({ kind: 'schedule', maxDays: SCHEDULE_LIMITS.maxDays + 1 }).success).toBe(false);
    expect(definition.input.safeParse({ kind: 'schedule', max: 3 }).success).toBe(false);
    expect(definition.occurs).toBe(true);
    expect(definition.storage(field)).toEqual({ kind: 'json' });
  });

  it('writes the helper call with the field bounds, and required only where it applies', () => {
    const context = { languages: ['it'], nested: () => '', siblingChecks: () => null };
    expect(definition.zod(field, { ...context, required: false })).toBe(
      'v.schedule({ maxDays: 1096, maxDates: 366, moreInfoMax: 300 })',
    );
    expect(definition.zod(field, { ...context, required: true })).toBe(
      'v.schedule({ maxDays: 1096, maxDates: 366, moreInfoMax: 300, required: true })',
    );
  });

  it('has a JSON Schema bounding every string and array', () => {
    const json = definition.jsonSchema(field, { languages: ['it'], nested: () => ({}) });
    expect(unbounded(json)).toEqual([]);
    expect(json).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { includes: { maxItems: 366 }, excludes: { maxItems: 366 }, moreInfo: { maxLength: 300 } },
    });
  });
});

describe('schedule: the server part', () => {
  it('gives the days of a valid value, none for anything else', () => {
    const days = serverKind.days;
    expect(days).toBeDefined();
    if (!days) return;
    expect(
      days(
        field,
        value({ start: '2026-12-01', end: '2026-12-31', weekdays: { ...NONE, lun: 1 }, excludes: ['2026-12-14'] }),
      ),
    ).toEqual(['2026-12-07', '2026-12-21', '2026-12-28']);
    expect(days(field, { start: '2026-12-24' })).toEqual(['2026-12-24']);
    expect(days(field, null)).toEqual([]);
    expect(days(field, 'x')).toEqual([]);
    expect(days(field, emptySchedule())).toEqual([]);
    // Unbounded or contradictory values are never expanded.
    expect(days(field, value({ start: '0001-01-01', end: '9999-12-31' }))).toEqual([]);
    expect(days(field, value({ end: '2026-11-01' }))).toEqual([]);
    // The note's length does not change the days.
    expect(days(field, value({ end: '', moreInfo: 'a'.repeat(1000) }))).toEqual(['2026-12-01']);
  });

  it('stores and reads the value as it is', () => {
    const stored = value();
    expect(serverKind.write(field, stored)).toBe(stored);
    expect(serverKind.read(field, stored)).toBe(stored);
  });
});

describe('schedule: the widget helpers', () => {
  it('reads any form value as a schedule', () => {
    expect(readSchedule(undefined)).toEqual(emptySchedule());
    expect(readSchedule({ start: '2026-12-01', includes: ['2026-12-02', 3], weekdays: { lun: 0 } })).toEqual({
      start: '2026-12-01',
      end: '',
      includes: ['2026-12-02'],
      excludes: [],
      weekdays: { ...ALL_WEEKDAYS, lun: 0 },
      moreInfo: '',
    });
  });

  it("sets every weekday with 'Sempre', one with its box", () => {
    const monday = withWeekday(withWeekday(emptySchedule(), 'mar', false), 'lun', false);
    expect(monday.weekdays).toEqual({ ...ALL_WEEKDAYS, lun: 0, mar: 0 });
    expect(withEveryDay(monday).weekdays).toEqual(ALL_WEEKDAYS);
  });

  it('offers the days from start to end to the pickers', () => {
    expect(pickerRange({ start: '', end: '' })).toBeNull();
    expect(pickerRange({ start: '2026-12-01', end: '' })).toEqual({ min: '2026-12-01', max: '2026-12-01' });
    expect(pickerRange({ start: '2026-12-01', end: '2026-12-31' })).toEqual({ min: '2026-12-01', max: '2026-12-31' });
    expect(pickerRange({ start: '2026-12-01', end: '2026-11-01' })).toEqual({ min: '2026-12-01', max: '2026-12-01' });
    expect(pickedDays(['2026-12-03', 'x', '2026-12-01', '2026-12-03'])).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('counts the days and names the next one', () => {
    const schedule = readSchedule(value({ weekdays: { ...NONE, lun: 1 } }));
    expect(scheduleSummary(schedule, '2026-12-10', OPTIONS)).toEqual({ count: 4, next: '2026-12-14' });
    expect(scheduleSummary(schedule, '2027-01-01', OPTIONS)).toEqual({ count: 4, next: null });
    expect(scheduleSummary(emptySchedule(), '2026-12-10', OPTIONS)).toBeNull();
    expect(scheduleSummary(readSchedule(value({ start: '2020-01-01' })), '2026-12-10', OPTIONS)).toBeNull();
  });

  it("gives the validator's messages of each member, each once", () => {
    const validator = schedule(OPTIONS);
    expect(memberProblems(validator, value(), 'it')).toEqual({});
    expect(
      memberProblems(validator, value({ end: '2026-11-01', includes: ['2026-12-02'], excludes: ['2026-12-02'] }), 'it'),
    ).toEqual({ end: END_BEFORE, includes: BOTH, excludes: BOTH });
    expect(
      memberProblems(validator, value({ includes: ['2026-12-02', '2027-01-01'], excludes: ['2026-12-02'] }), 'it'),
    ).toEqual({
      includes: `${BOTH} ${OUTSIDE}`,
      excludes: BOTH,
    });
    expect(memberProblems(validator, null, 'it')).toEqual({ '': 'Valore non valido' });
  });
});
