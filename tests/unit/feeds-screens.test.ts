/**
 * The feeds screens' rules (`app/features/feeds/feeds.ts`): an experience card's price, places and
 * dates as shown, the interest radio's values, who may delete trekking rows (content.md section 6:
 * the trekking route's create and delete) and which addresses TITOLO links to.
 */
import { describe, expect, it } from 'vitest';
import { XP_STATUSES } from '#core/feeds';
import {
  activityHref,
  canDeleteTrekking,
  dateRangeText,
  isXpStatus,
  placeText,
  priceText,
} from '../../app/features/feeds/feeds';

describe('an experience card', () => {
  it('shows a price in the language, the code as written when it is no currency, nothing without an amount', () => {
    expect(priceText(45, 'EUR', 'it')).toBe('45,00\u00a0€');
    expect(priceText(80.5, 'EUR', 'en')).toBe('€80.50');
    expect(priceText(12.5, 'gettoni', 'it')).toBe('12,5 gettoni');
    expect(priceText(10, null, 'it')).toBe('10');
    expect(priceText(null, 'EUR', 'it')).toBeNull();
  });

  it('shows a place from the parts it has', () => {
    expect(placeText({ address: 'Via Rizzoli 1', city_name: 'Bologna', province_code: 'BO' })).toBe(
      'Via Rizzoli 1, Bologna (BO)',
    );
    expect(placeText({ address: null, city_name: 'Parma', province_code: null })).toBe('Parma');
    expect(placeText({ address: ' ', city_name: null, province_code: 'PR' })).toBe('PR');
    expect(placeText({ address: null, city_name: '', province_code: null })).toBeNull();
  });

  it('shows dates as the lists do, a range or the one day there is', () => {
    expect(dateRangeText({ start_date: '2026-12-01', end_date: '2026-12-03' })).toBe('01-12-2026 – 03-12-2026');
    expect(dateRangeText({ start_date: '2026-07-10', end_date: null })).toBe('10-07-2026');
    expect(dateRangeText({ start_date: null, end_date: '2026-07-11' })).toBe('11-07-2026');
    expect(dateRangeText({ start_date: '2026-07-10', end_date: '2026-07-10' })).toBe('10-07-2026');
    expect(dateRangeText({ start_date: null, end_date: null })).toBeNull();
  });

  it('takes only the four statuses from the radio', () => {
    for (const status of XP_STATUSES) expect(isXpStatus(status)).toBe(true);
    expect(isXpStatus('maybe')).toBe(false);
    expect(isXpStatus('')).toBe(false);
  });
});

describe('the trekking list', () => {
  it('lets delete only a user holding both event-create and event-delete', () => {
    const holding = (abilities: string[]) => (ability: string) => abilities.includes(ability);
    expect(canDeleteTrekking(holding(['event-view', 'event-create', 'event-delete']))).toBe(true);
    expect(canDeleteTrekking(holding(['event-view', 'event-delete']))).toBe(false);
    expect(canDeleteTrekking(holding(['event-view', 'event-create']))).toBe(false);
  });

  it('links TITOLO to an http(s) page only', () => {
    expect(activityHref('https://trekking.example.org/activities/1001')).toBe(
      'https://trekking.example.org/activities/1001',
    );
    expect(activityHref(' http://example.org/a ')).toBe('http://example.org/a');
    expect(activityHref('javascript:alert(1)')).toBeNull();
    expect(activityHref(null)).toBeNull();
  });
});
