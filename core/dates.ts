/**
 * Date formats of the spec. Stored and sent: `YYYY-MM-DD HH:mm:ss` (date-time) and
 * `YYYY-MM-DD` (date). Shown: `DD/MM/YYYY HH:mm:ss` in editors, `DD-MM-YYYY` in lists,
 * `DD/MM/YYYY` for dates such as a guide's birth date.
 */
import type { UiLanguage } from './languages';
import { MAX_YEAR, MIN_YEAR } from './limits';

export const WIRE_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
export const EDITOR_DATETIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const EDITOR_DATE_FORMAT = 'DD/MM/YYYY';
export const LIST_DATE_FORMAT = 'DD-MM-YYYY';

const WIRE_DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validCalendarDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** True for a real calendar date-time written `YYYY-MM-DD HH:mm:ss`. */
export function isWireDateTime(value: string): boolean {
  const m = WIRE_DATETIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return validCalendarDate(y, mo, d) && h < 24 && mi < 60 && s < 60;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isWireDate(value: string): boolean {
  const m = WIRE_DATE.exec(value);
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  return validCalendarDate(y, mo, d);
}

/** A time of day `HH:mm`, 00:00 to 23:59. */
const WIRE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a time of day written `HH:mm` (00:00 to 23:59). */
export function isWireTime(value: string): boolean {
  return WIRE_TIME.test(value);
}

/** `2026-11-21 09:05:00` → `21/11/2026 09:05:00`; anything else is returned unchanged. */
export function wireToEditorDateTime(value: string): string {
  const m = WIRE_DATETIME.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}:${m[6]}` : value;
}

/** `21/11/2026 09:05:00` → `2026-11-21 09:05:00`; null when the text is not such a date-time. */
export function editorToWireDateTime(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const wire = `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}:${m[6]}`;
  return isWireDateTime(wire) ? wire : null;
}

/** `2026-11-21 09:05:00` or `2026-11-21` → `21-11-2026` for list cells. */
export function wireToListDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

/** Formats a JavaScript date as a wire date-time in local time. */
export function toWireDateTime(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The locale a reader's language writes dates in (the preview page). */
const READER_LOCALES: Readonly<Record<UiLanguage, string>> = { it: 'it-IT', en: 'en-GB' };

/**
 * A wire date or date-time as a reader reads it, in the reader's language: `2026-03-14` →
 * `14 marzo 2026` (`14 March 2026`), `2026-03-14 18:30:00` → `14 marzo 2026 alle ore 18:30` (`14 March
 * 2026 at 18:30`; the seconds shown only when not zero). A wall-clock value: no time zone moves it. Null for anything else.
 */
export function readerDate(value: string, language: UiLanguage): string | null {
  const dateOnly = isWireDate(value);
  if (!dateOnly && !isWireDateTime(value)) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = value.split(/[- :]/).map(Number) as number[];
  const instant = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h, mi, s));
  // Date.UTC reads years 0-99 as 1900-1999; the calendar's years start at 1 (MIN_YEAR).
  instant.setUTCFullYear(y ?? 0);
  return new Intl.DateTimeFormat(READER_LOCALES[language], {
    timeZone: 'UTC',
    dateStyle: 'long',
    ...(dateOnly ? {} : { timeStyle: s === 0 ? 'short' : 'medium' }),
  }).format(instant);
}
