/**
 * The entity picker's rules (spec platform.md sections 5 and 9): a query is searched when empty or
 * of at least 3 characters, after a 700 ms pause that each keystroke restarts; nothing is added
 * past the limit (default 5), nor twice; picked items move and go.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityIndex, parseEntityIndex } from '#core/contracts/entities';
import { PICKER_LIMITS } from '#core/limits';
import { entityPicks } from '#kinds/entity/zod';
import {
  addPick,
  canAdd,
  createSearchScheduler,
  movePick,
  readPicks,
  removePick,
  searchTerm,
  type EntityPickValue,
} from '../../app/runtime/picker/search';

describe('the search rule', () => {
  it.each([
    // given a typed query, want the searched term (null: no search)
    { query: '', term: '' },
    { query: '   ', term: '' },
    { query: 'a', term: null },
    { query: ' ab ', term: null },
    { query: 'abc', term: 'abc' },
    { query: '  Notte Rosa ', term: 'Notte Rosa' },
  ])('searches $query as $term', ({ query, term }) => {
    expect(searchTerm(query)).toBe(term);
  });

  describe('after a pause', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('searches 700 ms after the last keystroke, and only queries that may be searched', () => {
      const searched: string[] = [];
      const scheduler = createSearchScheduler({ onSearch: (term) => searched.push(term) });
      expect(PICKER_LIMITS.debounceMs).toBe(700);
      scheduler.type('pi');
      vi.advanceTimersByTime(1000);
      expect(searched).toEqual([]);
      scheduler.type('pia');
      vi.advanceTimersByTime(699);
      expect(searched).toEqual([]);
      scheduler.type('piad');
      vi.advanceTimersByTime(699);
      expect(searched).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(searched).toEqual(['piad']);
      // Back to two characters: the pending search (none here) is dropped and none runs.
      scheduler.type('pia');
      vi.advanceTimersByTime(300);
      scheduler.type('pi');
      vi.advanceTimersByTime(2000);
      expect(searched).toEqual(['piad']);
      // Emptied: everything is searched again.
      scheduler.type('');
      vi.advanceTimersByTime(700);
      expect(searched).toEqual(['piad', '']);
      scheduler.type('rosa');
      scheduler.cancel();
      vi.advanceTimersByTime(5000);
      expect(searched).toEqual(['piad', '']);
    });
  });
});

describe('the limit and the picked list', () => {
  const item = (id: number, type = 'news') => ({ type, id, title: `Titolo ${id}` });

  it('disables adding at the limit (default 5)', () => {
    expect(PICKER_LIMITS.defaultLimit).toBe(5);
    expect(canAdd(4, 5)).toBe(true);
    expect(canAdd(5, 5)).toBe(false);
    expect(canAdd(0, 0)).toBe(false);
    let value: EntityPickValue[] = [item(1), item(2), item(3), item(4)];
    value = addPick(value, item(5), 5);
    expect(value.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(addPick(value, item(6), 5).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds an item once, whatever its title; the same id of another type is another item', () => {
    const value = [item(1)];
    expect(addPick(value, { type: 'news', id: 1, title: 'Altro' }, 5)).toEqual([item(1)]);
    expect(addPick(value, item(1, 'tags'), 5)).toEqual([item(1), item(1, 'tags')]);
  });

  it('moves and removes items', () => {
    const value = [item(1), item(2), item(3)];
    expect(movePick(value, 0, 2).map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(movePick(value, 2, 0).map((entry) => entry.id)).toEqual([3, 1, 2]);
    expect(removePick(value, 1).map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('reads only {type, id} entries of a stored value', () => {
    expect(readPicks(null)).toEqual([]);
    expect(readPicks([item(1), { id: 'x', type: 'news' }, { id: 2 }, 'news-3'])).toEqual([item(1)]);
  });

  it('names an item by its index, and reads indices back', () => {
    expect(entityIndex({ type: 'news', id: 12 })).toBe('news-12');
    expect(parseEntityIndex('news-12')).toEqual({ type: 'news', id: 12 });
    expect(parseEntityIndex('rent_a_car-7')).toEqual({ type: 'rent_a_car', id: 7 });
    for (const bad of ['news', 'news-0', 'news-2147483648', 'News-1', '-1', 'news--1', 'news-1 ']) {
      expect(parseEntityIndex(bad), bad).toBeNull();
    }
  });
});

describe('the validator of an entity field', () => {
  const schema = entityPicks({ types: ['news', 'tags'], limit: 2 });
  it.each([
    // given a value, want it accepted or refused
    { value: [], ok: true },
    {
      value: [
        { type: 'news', id: 1, title: 'Notte Rosa' },
        { type: 'tags', id: 2 },
      ],
      ok: true,
    },
    {
      value: [
        { type: 'news', id: 1 },
        { type: 'news', id: 2 },
        { type: 'news', id: 3 },
      ],
      ok: false,
    },
    { value: [{ type: 'webcam', id: 1 }], ok: false },
    { value: [{ type: 'news', id: 0 }], ok: false },
    { value: [{ type: 'news', id: 2_147_483_648 }], ok: false },
    { value: [{ type: 'news', id: 1, title: 'x'.repeat(256) }], ok: false },
    { value: [{ type: 'news', id: 1, extra: true }], ok: false },
    { value: 'news-1', ok: false },
  ])('$value: $ok', ({ value, ok }) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});
