import { describe, expect, it } from 'vitest';
import { TotalsCache } from '../../server/crud/totals';

describe('TotalsCache', () => {
  it('reuses a total until it expires', () => {
    let now = 1000;
    const cache = new TotalsCache(5000, 10, () => now);
    cache.set('news', 'k', 42, cache.generation('news'));
    expect(cache.get('news', 'k')).toBe(42);
    expect(cache.get('news', 'other')).toBeUndefined();
    expect(cache.get('dicono', 'k')).toBeUndefined();
    now += 4999;
    expect(cache.get('news', 'k')).toBe(42);
    now += 1;
    expect(cache.get('news', 'k')).toBeUndefined();
  });

  it('forgets an entity on a write, and never keeps a count started before the write', () => {
    const cache = new TotalsCache(5000);
    cache.set('news', 'k', 1, cache.generation('news'));
    cache.set('dicono', 'k', 2, cache.generation('dicono'));
    const before = cache.generation('news');
    cache.invalidate('news');
    expect(cache.get('news', 'k')).toBeUndefined();
    expect(cache.get('dicono', 'k')).toBe(2);
    cache.set('news', 'k', 1, before);
    expect(cache.get('news', 'k')).toBeUndefined();
  });

  it('is off with a zero time to live and holds at most maxEntries', () => {
    const off = new TotalsCache(0);
    off.set('news', 'k', 1, 0);
    expect(off.get('news', 'k')).toBeUndefined();
    const small = new TotalsCache(5000, 2);
    small.set('news', 'a', 1, 0);
    small.set('news', 'b', 2, 0);
    small.set('news', 'c', 3, 0);
    expect(small.get('news', 'a')).toBeUndefined();
    expect(small.get('news', 'c')).toBe(3);
  });

  it('forgets every entity at once (the change bus listening again), counts started before included', () => {
    const cache = new TotalsCache(5000);
    cache.set('news', 'k', 1, cache.generation('news'));
    const before = cache.generation('dicono');
    cache.invalidateAll();
    expect(cache.get('news', 'k')).toBeUndefined();
    cache.set('dicono', 'k', 2, before);
    expect(cache.get('dicono', 'k')).toBeUndefined();
    cache.set('dicono', 'k', 2, cache.generation('dicono'));
    expect(cache.get('dicono', 'k')).toBe(2);
  });

  it('keeps and reuses nothing while not trusted (the change bus not listening)', () => {
    let trusted = true;
    const cache = new TotalsCache(5000, 10, Date.now, () => trusted);
    cache.set('news', 'k', 1, cache.generation('news'));
    trusted = false;
    expect(cache.enabled).toBe(false);
    expect(cache.get('news', 'k')).toBeUndefined();
    cache.set('news', 'j', 2, cache.generation('news'));
    trusted = true;
    expect(cache.get('news', 'j')).toBeUndefined();
  });
});
