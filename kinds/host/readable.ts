/**
 * How a reader sees a stored value, the one reading of each kind that every host shares: the
 * server's preview page shows it, the admin's history names a change's values by it. A kind's
 * reading (`kinds/<kind>/readable.ts`, gathered in `../registry.readable.ts`) is pure: it imports
 * this module, `core/` and the kind's own pure helpers, never the database, the server or React,
 * so the admin's bundle may hold it.
 */
import type { UiLanguage } from '#core/languages';
import type { FieldKind, FieldOfKind } from '#core/model';

/**
 * A value as a reader sees it: plain text, whose line breaks the reader keeps (and whose characters
 * a page escapes), or rich text's HTML (which a page sanitises again).
 */
export type Readable = string | { readonly html: string };

/**
 * A kind's reading: an API value (never null, undefined or '') as a reader sees it, in the reader's
 * UI language, from the value alone (no database read); null: nothing to show.
 */
export type KindReading<K extends FieldKind> = (
  field: FieldOfKind<K>,
  value: unknown,
  language: UiLanguage,
) => Readable | null;

/** A text value as a reader sees it: itself, unless it is blank (or not text). */
export function readableText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
