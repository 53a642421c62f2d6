/**
 * Text values of the field widgets: what an input shows, characters left under it, empty rich text.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { richTextToPlain } from '#core/validation';

/** Characters still available under a text input (negative when over the limit). */
export function remainingCharacters(value: unknown, max: number, rich = false): number {
  const text = typeof value === 'string' ? value : '';
  const measured = rich ? richTextToPlain(text) : text.trim();
  return max - measured.length;
}

/** A text value as the input shows it (null and non-strings read as empty). */
export function textValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** HTML of an empty Quill editor is no text at all. */
export function normaliseRichText(html: string): string {
  const compact = html.replace(/\s+/g, '');
  if (compact === '' || /^(<p><br\/?><\/p>)+$/i.test(compact) || /^(<p><\/p>)+$/i.test(compact)) return '';
  return html;
}
