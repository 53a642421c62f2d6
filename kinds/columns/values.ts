/**
 * Value rules several column kinds share, on both sides of the wire: a computed value's first text
 * (the server's row values, the search answer's municipality) and a cell's text. Pure (core only).
 */
import { DEFAULT_LANGUAGE } from '#core/languages';

/**
 * The first text of a computed value: a string, the first of a list (`+ altri` after it when
 * there are more), or the first of a list of titles per language (in `lang`, else the default).
 */
export function firstText(value: unknown, lang: string): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 0) {
    const first: unknown = value[0];
    if (typeof first === 'string') return value.length > 1 ? `${first} + altri` : first;
    if (typeof first === 'object' && first !== null) {
      const titles = first as Record<string, string | null>;
      return titles[lang] || titles[DEFAULT_LANGUAGE] || Object.values(titles).find((title) => title) || null;
    }
  }
  return null;
}

/**
 * Every text of a computed value, in order: a string alone, the strings of a list, or each of a
 * list of titles per language (in `lang`, else the default); a column with `more` shows the first
 * and its `more` text after it when there are others.
 */
export function textsOf(value: unknown, lang: string): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    const text = typeof entry === 'object' && entry !== null ? firstText([entry], lang) : null;
    return text === null ? [] : [text];
  });
}

/** A row value as a cell's text; null when empty. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join(', ');
  }
  return null;
}

/** A row's status per language (`statuses`), as pairs; none when the row has no statuses. */
export function languageStatuses(row: Readonly<Record<string, unknown>>): [string, number][] {
  const { statuses } = row;
  if (typeof statuses !== 'object' || statuses === null) return [];
  return Object.entries(statuses).flatMap(([lang, status]) => (typeof status === 'number' ? [[lang, status]] : []));
}
