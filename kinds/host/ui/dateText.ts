/**
 * Date and date-time inputs: the typed `DD/MM/YYYY[ HH:mm:ss]` text and the wire value of the form.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { editorToWireDateTime, isWireDate, wireToEditorDateTime } from '#core/dates';
import { textValue } from './text';

/** Keeps the digits a user typed and places the separators of `DD/MM/YYYY HH:mm:ss` (or `DD/MM/YYYY`). */
export function maskDateText(typed: string, withTime: boolean): string {
  const digits = typed.replace(/\D/g, '').slice(0, withTime ? 14 : 8);
  const separators: Record<number, string> = withTime
    ? { 2: '/', 4: '/', 8: ' ', 10: ':', 12: ':' }
    : { 2: '/', 4: '/' };
  let out = '';
  for (let index = 0; index < digits.length; index += 1) {
    const separator = separators[index];
    if (separator !== undefined) out += separator;
    out += digits[index];
  }
  return out;
}

/** `2026-11-21` → `21/11/2026`; anything else unchanged. */
export function wireToEditorDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** `21/11/2026` → `2026-11-21`; null when the text is not a real date. */
export function editorToWireDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const wire = `${m[3]}-${m[2]}-${m[1]}`;
  return isWireDate(wire) ? wire : null;
}

/**
 * What a date input writes into the form for a typed text: the wire value when the text is a
 * complete real date, '' when empty, otherwise the text itself (the validator then reports it).
 */
export function typedDateToValue(typed: string, withTime: boolean): string {
  const text = typed.trim();
  if (text === '') return '';
  const wire = withTime ? editorToWireDateTime(text) : editorToWireDate(text);
  return wire ?? text;
}

/** The text a date input shows for a form value. */
export function valueToDateText(value: unknown, withTime: boolean): string {
  const text = textValue(value);
  return withTime ? wireToEditorDateTime(text) : wireToEditorDate(text);
}

/** True when a typed text is neither empty nor a complete real date. */
export function isInvalidDateText(typed: string, withTime: boolean): boolean {
  const text = typed.trim();
  if (text === '') return false;
  return (withTime ? editorToWireDateTime(text) : editorToWireDate(text)) === null;
}

/** The date part (`YYYY-MM-DD`) of a wire value, or null. */
export function wireDatePart(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m && isWireDate(m[1] ?? '') ? (m[1] ?? null) : null;
}

/** A wire value with its date replaced by a picked `YYYY-MM-DD`, keeping the time (midnight when none). */
export function withPickedDate(value: string, picked: string, withTime: boolean): string {
  if (!withTime) return picked;
  const time = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2}:\d{2})$/.exec(value)?.[1] ?? '00:00:00';
  return `${picked} ${time}`;
}
