/**
 * The rules members of a group or list entry put on each other, as the generated validators run
 * them (shared by the server's 422 answers and the admin's form errors): the time kind's helper and
 * its sibling check (`after`: an end strictly later than its start, the error on the end), members
 * shown only on a condition (`visibleWhen`: hidden, neither validated nor kept), a select's
 * disabled placeholder option (never a value). Checked on the helpers, then through the validators
 * generated from the kitchen-sink fixture (`tests/generator/fixtures/kitchen-sink`), whose outing's
 * stops carry an arrival and a departure after it, and an opening-hours group of a type, two times
 * shown for type 1 and a per-language text shown for type 2.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isWireTime } from '../../core/dates';
import { issuesByPath } from '../../core/validation';
import { isShown, withoutHidden } from '../../core/visibility';
import * as v from '../../kinds/validation';
import { offersRemove, openEntry, toggledEntry } from '../../kinds/list/accordion';
import { repeatedEntries, uniqueKey } from '../../kinds/list/zod';
import { completeTimeText, maskTimeText } from '../../kinds/time/timeText';
import { outingValidators } from '../generator/fixtures/kitchen-sink/expected/generated/entities/outing/schema';

const TIME = 'Orario non valido (HH:mm)';
const NOT_AFTER = "L'orario di fine deve essere successivo all'orario di inizio";
const NOT_ALLOWED = 'Valore non ammesso';
const REQUIRED = 'Campo richiesto';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, 'it');
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  return result.data;
}

describe('time of day', () => {
  it('reads HH:mm from 00:00 to 23:59', () => {
    for (const good of ['00:00', '09:05', '12:30', '23:59']) expect(isWireTime(good), good).toBe(true);
    for (const bad of ['24:00', '9:30', '12:60', '12:3', '1230', '12:30:00', ' 12:30', '']) {
      expect(isWireTime(bad), bad).toBe(false);
    }
  });

  it('accepts a time or none, trimmed, and refuses anything else with the time message', () => {
    const time = v.time();
    expect(parsed(time, '08:15')).toBe('08:15');
    expect(parsed(time, ' 08:15 ')).toBe('08:15');
    expect(parsed(time, '')).toBe('');
    expect(parsed(time, undefined)).toBeUndefined();
    expect(errorsOf(time, '25:00')).toEqual({ '': [TIME] });
    expect(errorsOf(time, '8:15')).toEqual({ '': [TIME] });
    expect(errorsOf(time, 815)).toEqual({ '': ['Valore non valido'] });
    expect(errorsOf(time, 'x'.repeat(101))['']).toContain('Massimo 100 caratteri');
  });

  it('requires a time when the field is required', () => {
    expect(errorsOf(v.time({ required: true }), '')).toEqual({ '': [REQUIRED] });
    expect(parsed(v.time({ required: true }), '10:00')).toBe('10:00');
  });

  it('masks typed text to HH:mm and completes a one-digit hour when left', () => {
    expect(maskTimeText('9')).toBe('9');
    expect(maskTimeText('093')).toBe('09:3');
    expect(maskTimeText('0930')).toBe('09:30');
    expect(maskTimeText('09301')).toBe('09:30');
    expect(maskTimeText('9:3')).toBe('9:3');
    expect(maskTimeText('9:305')).toBe('9:30');
    expect(maskTimeText('ab12:x4:5')).toBe('12:45');
    expect(maskTimeText('')).toBe('');
    expect(completeTimeText('9:30')).toBe('09:30');
    expect(completeTimeText('09:30')).toBe('09:30');
    expect(completeTimeText('9:3')).toBe('9:3');
  });
});

describe('sibling checks: an end after its start', () => {
  const slot = v.group({ start: v.time(), end: v.time() }, { checks: [v.after('end', 'start')] });

  it('reports an end not strictly later than the start on the end', () => {
    expect(errorsOf(slot, { start: '10:00', end: '09:00' })).toEqual({ end: [NOT_AFTER] });
    expect(errorsOf(slot, { start: '10:00', end: '10:00' })).toEqual({ end: [NOT_AFTER] });
  });

  it('accepts a later end, and either time alone', () => {
    expect(errorsOf(slot, { start: '10:00', end: '10:01' })).toEqual({});
    expect(errorsOf(slot, { start: '10:00', end: '' })).toEqual({});
    expect(errorsOf(slot, { start: '', end: '09:00' })).toEqual({});
    expect(errorsOf(slot, {})).toEqual({});
  });

  it('leaves a malformed time to its own rule, and still checks when another member is wrong', () => {
    expect(errorsOf(slot, { start: '9:00', end: '08:00' })).toEqual({ start: [TIME] });
    const withNote = v.group(
      { start: v.time(), end: v.time(), note: v.text({ max: 3 }) },
      { checks: [v.after('end', 'start')] },
    );
    expect(errorsOf(withNote, { start: '10:00', end: '09:00', note: 'too long' })).toEqual({
      end: [NOT_AFTER],
      note: ['Massimo 3 caratteri'],
    });
  });

  it('runs on each list entry, the error on the entry’s member', () => {
    const entries = v.list({ start: v.time(), end: v.time() }, { min: 1, max: 5, checks: [v.after('end', 'start')] });
    expect(
      errorsOf(entries, [
        { start: '08:00', end: '09:00' },
        { start: '18:00', end: '17:30' },
      ]),
    ).toEqual({ '1.end': [NOT_AFTER] });
    expect(errorsOf(entries, [])).toEqual({ '': ['Almeno 1 elementi'] });
  });
});

describe('members shown on a condition', () => {
  const condition = { field: 'type', values: ['timerange'] };

  it('is shown while the sibling holds one of the values', () => {
    expect(isShown(undefined, {})).toBe(true);
    expect(isShown(condition, { type: 'timerange' })).toBe(true);
    expect(isShown(condition, { type: 'freetext' })).toBe(false);
    expect(isShown(condition, {})).toBe(false);
    expect(isShown({ field: 'n', values: [1] }, { n: '1' })).toBe(false);
    expect(isShown({ field: 'toString', values: ['x'] }, {})).toBe(false);
    expect(withoutHidden({ start: condition }, { type: 'freetext', start: '10:00', other: 1 })).toEqual({
      type: 'freetext',
      other: 1,
    });
  });

  const times = v.group(
    {
      type: v.select({ values: ['timerange', 'freetext'] }),
      morning: v.group({ start: v.time(), end: v.time() }, { checks: [v.after('end', 'start')] }),
      freetext: v.perLanguage(['it', 'en'], v.text({ max: 300 })),
    },
    {
      visible: { morning: condition, freetext: { field: 'type', values: ['freetext'] } },
    },
  );

  it('drops a hidden member before validation: neither checked nor kept', () => {
    const value = { type: 'freetext', morning: { start: '25:00', end: '01:00' }, freetext: { it: 'Su prenotazione' } };
    expect(parsed(times, value)).toEqual({ type: 'freetext', freetext: { it: 'Su prenotazione' } });
    expect(parsed(times, { type: null, morning: { start: 'x' }, freetext: { it: 'y' } })).toEqual({ type: null });
  });

  it('checks a shown member as usual', () => {
    expect(errorsOf(times, { type: 'timerange', morning: { start: '10:00', end: '09:00' } })).toEqual({
      'morning.end': [NOT_AFTER],
    });
    expect(
      parsed(times, { type: 'timerange', morning: { start: '10:00', end: '12:00' }, freetext: { it: 'x' } }),
    ).toEqual({ type: 'timerange', morning: { start: '10:00', end: '12:00' } });
  });

  it('drops hidden members of each list entry on its own', () => {
    const entries = v.list(
      { kind: v.select({ values: [1, 2] }), note: v.text({ max: 5 }) },
      { min: 0, max: 5, visible: { note: { field: 'kind', values: [2] } } },
    );
    expect(
      parsed(entries, [
        { kind: 1, note: 'far too long' },
        { kind: 2, note: 'ok' },
      ]),
    ).toEqual([{ kind: 1 }, { kind: 2, note: 'ok' }]);
    expect(errorsOf(entries, [{ kind: 2, note: 'far too long' }])).toEqual({ '0.note': ['Massimo 5 caratteri'] });
  });

  it('still refuses what is no object', () => {
    expect(errorsOf(times, 'text')).toEqual({ '': ['Valore non valido'] });
  });
});

describe('the generated validators (kitchen-sink outing)', () => {
  const item = (stops: unknown[]) => ({
    code: 'ABC-1',
    owner_note: 'Interna',
    contents: { it: { title: 'Gita', status: 2 } },
    stops,
  });
  const stop = (over: Record<string, unknown> = {}) => ({ name: { it: 'Tappa' }, ...over });
  const errors = (stops: unknown[]) => errorsOf(outingValidators.item, item(stops));

  it('accepts a valid item', () => {
    expect(
      errors([stop({ arrival: '09:00', departure: '10:00', hours: { type: 1, opens: '08:00', closes: '12:00' } })]),
    ).toEqual({});
  });

  it('checks the entry’s departure after its arrival, and a shown group’s closing after its opening', () => {
    expect(
      errors([stop({ arrival: '10:00', departure: '09:00', hours: { type: 1, opens: '12:00', closes: '08:00' } })]),
    ).toEqual({ 'stops.0.departure': [NOT_AFTER], 'stops.0.hours.closes': [NOT_AFTER] });
    expect(errors([stop({ arrival: '24:00' })])).toEqual({ 'stops.0.arrival': [TIME] });
  });

  it('neither checks nor saves the members the type hides', () => {
    const hours = { type: 2, opens: 'nonsense', closes: '00:00', text: { it: 'Su prenotazione' } };
    const result = outingValidators.item.safeParse(item([stop({ hours })]));
    expect(result.success).toBe(true);
    const saved = result.data as { stops: { hours: unknown }[] };
    expect(saved.stops[0]?.hours).toEqual({ type: 2, text: { it: 'Su prenotazione' } });
  });

  it('never takes the disabled placeholder option as a value', () => {
    expect(errors([stop({ hours: { type: -1 } })])).toEqual({ 'stops.0.hours.type': [NOT_ALLOWED] });
    expect(errors([stop({ hours: { type: null } })])).toEqual({});
  });
});

describe('a list member no two entries repeat (uniqueBy)', () => {
  const REPEATED = 'Valore ripetuto';
  const versions = (options: { readonly required?: boolean } = {}) =>
    v.list({ name: v.text({ max: 50, required: true }) }, { min: 0, max: 20, uniqueBy: 'name', ...options });

  it('compares trimmed and in any case, and reports each repetition on its own entry', () => {
    expect(uniqueKey('  Versione A ')).toBe('versione a');
    expect(
      repeatedEntries([{ name: 'A' }, { name: 'b' }, { name: ' a' }, { name: 'B ' }, { name: 'c' }], 'name'),
    ).toEqual([2, 3]);
    // Empty names, values that are not text and entries that are not objects repeat nothing.
    expect(repeatedEntries([{ name: '' }, { name: ' ' }, { name: 1 }, { name: 1 }, null, 'x', {}], 'name')).toEqual([]);
    expect(errorsOf(versions(), [{ name: '4.0' }, { name: '3.0' }, { name: ' 4.0' }])).toEqual({
      '2.name': [REPEATED],
    });
    expect(errorsOf(versions(), [{ name: 'Beta' }, { name: 'BETA' }, { name: 'beta ' }])).toEqual({
      '1.name': [REPEATED],
      '2.name': [REPEATED],
    });
  });

  it('keeps distinct names, trimmed, and reports the other problems of the same save too', () => {
    expect(parsed(versions(), [{ name: ' 4.0 ' }, { name: '4.0.1' }])).toEqual([{ name: '4.0' }, { name: '4.0.1' }]);
    expect(errorsOf(versions(), [{ name: 'x'.repeat(51) }, { name: '2.0' }, { name: '2.0' }])).toEqual({
      '0.name': ['Massimo 50 caratteri'],
      '2.name': [REPEATED],
    });
  });

  it('requires an entry when the list is required (a published licence), and none otherwise', () => {
    expect(errorsOf(versions({ required: true }), [])).toEqual({ '': [REQUIRED] });
    expect(errorsOf(versions({ required: true }), undefined)).toEqual({ '': [REQUIRED] });
    expect(parsed(versions(), [])).toEqual([]);
    expect(parsed(versions(), undefined)).toBeUndefined();
  });

  it('lets entries repeat without uniqueBy', () => {
    const free = v.list({ name: v.text({ max: 50 }) }, { min: 0, max: 20 });
    expect(parsed(free, [{ name: 'a' }, { name: 'A' }])).toEqual([{ name: 'a' }, { name: 'A' }]);
  });
});

describe('the accordion of a list', () => {
  it('opens the first entry until one is chosen, a single entry always', () => {
    expect(openEntry([], undefined)).toBeNull();
    expect(openEntry(['k0', 'k1'], undefined)).toBe('k0');
    expect(openEntry(['k0', 'k1'], 'k1')).toBe('k1');
    expect(openEntry(['k0', 'k1'], null)).toBeNull();
    expect(openEntry(['k0', 'k1'], 'k7')).toBeNull();
    expect(openEntry(['k1'], null)).toBe('k1');
  });

  it('opens a clicked entry (folding the open one) and folds an open one', () => {
    expect(toggledEntry('k0', 'k1')).toBe('k1');
    expect(toggledEntry('k1', 'k1')).toBeNull();
    expect(toggledEntry(null, 'k0')).toBe('k0');
  });

  it('never offers to remove below min, nor the last entry of an accordion', () => {
    expect(offersRemove(1, 0, true)).toBe(false);
    expect(offersRemove(2, 0, true)).toBe(true);
    expect(offersRemove(2, 2, true)).toBe(false);
    expect(offersRemove(1, 0, false)).toBe(true);
    expect(offersRemove(1, 1, false)).toBe(false);
  });
});
