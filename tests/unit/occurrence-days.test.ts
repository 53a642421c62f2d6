/**
 * An item's occurrence days (core/occurrence-days.ts, server/crud/save/occurrences.ts): consecutive
 * days joined into ranges, and the walk that gathers the days of every value with days wherever it
 * is (a list's entries, a list inside a group, values held per language inside them) by the kinds'
 * `days` hook, from the save's values or, for a field the save leaves out, from the stored item.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityMeta, FieldMeta } from '../../core/model';
import { OCCURRENCE_LIMITS } from '../../core/limits';
import { dayRanges } from '../../core/occurrence-days';
import { collectDays, hasDays, itemDays, occurrenceValue } from '../../server/crud/save/occurrences';
import type { EntityRuntime } from '../../server/crud/entity';
import { fixtureMeta } from '../fixtures/occurrences/fixture';

const EVERY_DAY = { lun: 1, mar: 1, mer: 1, gio: 1, ven: 1, sab: 1, dom: 1 };
const schedule = (start: string, end: string, includes: string[] = []) => ({
  start,
  end,
  includes,
  excludes: [],
  weekdays: EVERY_DAY,
});

describe('dayRanges', () => {
  it('joins consecutive days, whatever their order and repeats, with the upper bound excluded', () => {
    expect(dayRanges(['2026-12-03', '2026-12-01', '2026-12-02', '2026-12-02', '2026-12-10'])).toBe(
      '{[2026-12-01,2026-12-04),[2026-12-10,2026-12-11)}',
    );
    expect(dayRanges(['2026-12-31', '2027-01-01'])).toBe('{[2026-12-31,2027-01-02)}');
    expect(dayRanges(['2028-02-28', '2028-02-29', '2028-03-01'])).toBe('{[2028-02-28,2028-03-02)}');
  });

  it('is null for no day, and skips what is not a date', () => {
    expect(dayRanges([])).toBeNull();
    expect(dayRanges(['', '2026-02-30', 'x'])).toBeNull();
    expect(dayRanges(['x', '2026-12-01'])).toBe('{[2026-12-01,2026-12-02)}');
  });
});

describe('the walk over the values with days', () => {
  let meta: EntityMeta;
  let stages: FieldMeta;
  let extra: FieldMeta;
  let runtime: EntityRuntime;
  beforeAll(async () => {
    meta = await fixtureMeta();
    const field = (name: string): FieldMeta => {
      const found = meta.fields.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no ${name}`);
      return found;
    };
    stages = field('stages');
    extra = field('extra');
    // What the walk reads of the runtime: where the fields are.
    runtime = {
      fields: meta.fields.map((stored) => ({ field: stored, storage: 'main' as const })),
      contents: meta.contents.map((stored) => ({ field: stored, storage: 'contents' as const })),
    } as unknown as EntityRuntime;
  });

  it('knows which fields hold days, at any depth', () => {
    expect(hasDays(stages)).toBe(true);
    expect(hasDays(extra)).toBe(true);
    const title = meta.contents.find((field) => field.name === 'title');
    expect(title && hasDays(title)).toBe(false);
  });

  it("gathers a list's entries and a list inside a group, skipping what is not a value", () => {
    const days = new Set<string>();
    collectDays(
      stages,
      [{ dates: schedule('2026-12-01', '2026-12-02') }, { dates: null }, 'x', { title: { it: 'senza date' } }],
      false,
      days,
    );
    collectDays(
      extra,
      { sessions: [{ when: schedule('2027-01-06', '') }, { when: schedule('2026-12-02', '') }] },
      false,
      days,
    );
    expect([...days].sort()).toEqual(['2026-12-01', '2026-12-02', '2027-01-06']);
  });

  it('reads a value held per language inside a shared list, in every language', () => {
    // The same walk on a member held per language (its value `{lang: value}`).
    const perLanguage: FieldMeta = {
      ...stages,
      fields: stages.kind === 'list' ? stages.fields.map((member) => ({ ...member, perLanguage: true })) : [],
    } as FieldMeta;
    const days = new Set<string>();
    collectDays(
      perLanguage,
      [{ dates: { it: schedule('2026-12-01', ''), en: schedule('2026-12-05', '') } }],
      false,
      days,
    );
    expect([...days].sort()).toEqual(['2026-12-01', '2026-12-05']);
  });

  it('takes a field the save leaves out from the stored item, and names the fields holding days', () => {
    const stored = {
      stages: [{ dates: schedule('2026-12-01', '') }],
      extra: { sessions: [{ when: schedule('2027-01-01', '') }] },
    };
    let reads = 0;
    const found = itemDays(runtime, { extra: { sessions: [] } }, () => {
      reads += 1;
      return stored;
    });
    expect([...found.days]).toEqual(['2026-12-01']);
    expect(found.paths).toEqual(['stages']);
    expect(reads).toBe(1);
    // A save with every such field reads nothing stored.
    itemDays(runtime, { stages: [], extra: {} }, () => {
      reads += 1;
      return stored;
    });
    expect(reads).toBe(1);
  });

  it('is refused past the bound, on the fields holding the days', () => {
    const many = new Set(Array.from({ length: OCCURRENCE_LIMITS.days + 1 }, (_, index) => `d${index}`));
    expect(occurrenceValue({ days: many, paths: ['stages'] })).toEqual({ tooMany: ['stages'] });
    expect(occurrenceValue({ days: new Set(['2026-12-01']), paths: ['stages'] })).toEqual({
      value: '{[2026-12-01,2026-12-02)}',
    });
  });
});
