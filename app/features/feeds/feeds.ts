/**
 * The feeds screens' pure rules (unit-tested): how an experience's card shows its price, places and
 * dates, which value of the interest radio is a status, and who may do what on the two lists
 * (`FEED_ABILITIES`: deleting trekking rows needs every one of its abilities).
 */
import { wireToListDate } from '#core/dates';
import { FEED_ABILITIES, XP_STATUSES, type XpStatus } from '#core/feeds';
import type { UiLanguage } from '#core/languages';

export function isXpStatus(value: string): value is XpStatus {
  return (XP_STATUSES as readonly string[]).includes(value);
}

/** '45,00 €' (the language's way); the amount and the code as given when the code is no currency; null without an amount. */
export function priceText(amount: number | null, currency: string | null, language: UiLanguage): string | null {
  if (amount === null) return null;
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const code = currency?.trim() ?? '';
  if (code !== '') {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
    } catch {
      // Not an ISO 4217 code: shown as the feed wrote it.
    }
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return code === '' ? number : `${number} ${code}`;
}

export interface PlaceParts {
  readonly address: string | null;
  readonly city_name: string | null;
  readonly province_code: string | null;
}

/** 'Via Rizzoli 1, Bologna (BO)': the parts there are; null when none is. */
export function placeText(place: PlaceParts): string | null {
  const clean = (value: string | null) => value?.trim() ?? '';
  const city = clean(place.city_name);
  const province = clean(place.province_code);
  const where = city !== '' && province !== '' ? `${city} (${province})` : city || province;
  const parts = [clean(place.address), where].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

export interface DateRange {
  readonly start_date: string | null;
  readonly end_date: string | null;
}

/** '01-12-2026 – 03-12-2026', or the one day there is (as the lists show dates); null when neither is. */
export function dateRangeText(range: DateRange): string | null {
  const start = range.start_date ? wireToListDate(range.start_date) : '';
  const end = range.end_date ? wireToListDate(range.end_date) : '';
  if (start !== '' && end !== '' && start !== end) return `${start} – ${end}`;
  return start || end || null;
}

/** Whether a user may delete trekking rows: every one of the trekking route's create and delete. */
export function canDeleteTrekking(allows: (ability: string) => boolean): boolean {
  return FEED_ABILITIES.deleteTrekking.every((ability) => allows(ability));
}

/** An activity's page for TITOLO's link: an http(s) address only, else none. */
export function activityHref(url: string | null): string | null {
  return url !== null && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
}
