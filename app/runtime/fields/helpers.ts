/**
 * Pure helpers of the field widgets: value conversions between the API item shape and what the
 * inputs show, option building, counters. No React and no DOM, so they are unit-tested in Node.
 */
import { editorToWireDateTime, isWireDate, wireToEditorDateTime } from '#core/dates';
import { isEmail, isPhone, isUrl, richTextToPlain } from '#core/validation';

// ---------------------------------------------------------------------------------------------
// Errors

/** The first message of a react-hook-form error entry, looking into nested entries (`ids`, `0.name`). */
export function firstErrorMessage(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 6) return null;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstErrorMessage(value, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The message set on exactly this entry (not its children). */
export function ownErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : null;
}

// ---------------------------------------------------------------------------------------------
// Text

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

// ---------------------------------------------------------------------------------------------
// Dates

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

// ---------------------------------------------------------------------------------------------
// Categories

export interface CategoryNode {
  readonly id: number;
  readonly contents: Readonly<Record<string, { readonly title?: string } | undefined>>;
  readonly children: readonly CategoryNode[];
}

export interface CategoryOption {
  readonly value: number;
  readonly label: string;
  readonly depth: number;
}

/** A node's title in the content language, falling back to Italian, then to any title, then `#id`. */
export function categoryTitle(node: CategoryNode, language: string): string {
  const own = node.contents[language]?.title?.trim();
  if (own) return own;
  const italian = node.contents.it?.title?.trim();
  if (italian) return italian;
  const any = Object.values(node.contents)
    .find((content) => content?.title?.trim())
    ?.title?.trim();
  return any ?? `#${node.id}`;
}

/** The subtree under a main category as options, depth first, labelled 'Parent › Child'. The root is left out. */
export function categoryOptions(root: CategoryNode | null | undefined, language: string): CategoryOption[] {
  if (!root) return [];
  const out: CategoryOption[] = [];
  const walk = (nodes: readonly CategoryNode[], trail: readonly string[], depth: number): void => {
    for (const node of nodes) {
      const title = categoryTitle(node, language);
      out.push({ value: node.id, label: [...trail, title].join(' › '), depth });
      walk(node.children, [...trail, title], depth + 1);
    }
  };
  walk(root.children, [], 0);
  return out;
}

export interface CategoryChoice {
  readonly ids: number[];
  readonly primary: number | null;
}

/** Reads a category value from the form (tolerates missing or malformed values). */
export function readCategoryChoice(value: unknown): CategoryChoice {
  if (typeof value !== 'object' || value === null) return { ids: [], primary: null };
  const record = value as { ids?: unknown; primary?: unknown };
  const ids = Array.isArray(record.ids) ? record.ids.filter((id): id is number => typeof id === 'number') : [];
  const primary = typeof record.primary === 'number' ? record.primary : null;
  return { ids, primary };
}

/**
 * The value after the chosen ids change: at most `max` (0 = no limit) ids; with `withPrimary`
 * the primary stays when still chosen, else becomes the first chosen; without it, null.
 */
export function chooseCategories(
  ids: readonly number[],
  previousPrimary: number | null,
  options: { readonly max: number; readonly withPrimary: boolean },
): CategoryChoice {
  const unique = [...new Set(ids)];
  const kept = options.max > 0 ? unique.slice(0, options.max) : unique;
  if (!options.withPrimary) return { ids: kept, primary: null };
  const primary = previousPrimary !== null && kept.includes(previousPrimary) ? previousPrimary : (kept[0] ?? null);
  return { ids: kept, primary };
}

// ---------------------------------------------------------------------------------------------
// Id lists (municipalities, portal)

export function readIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => typeof id === 'number');
}

/** Pills shown for a multiselect: the first `shown`, and how many more hide behind '+N'. */
export function visiblePills<T>(values: readonly T[], shown: number): { visible: T[]; hidden: number } {
  if (shown <= 0 || values.length <= shown) return { visible: [...values], hidden: 0 };
  return { visible: values.slice(0, shown), hidden: values.length - shown };
}

/** Portal ids toggled on or off, kept sorted. */
export function togglePortal(value: readonly number[], id: number, checked: boolean): number[] {
  const set = new Set(value);
  if (checked) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b);
}

/** Whether a portal id can be ticked by a user with these roles. */
export function portalAllowed(
  id: number,
  restricted: readonly { readonly id: number; readonly roles: readonly string[] }[],
  roles: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  const rule = restricted.find((entry) => entry.id === id);
  if (!rule) return true;
  if (!roles) return false;
  return rule.roles.some((role) => Object.hasOwn(roles, role));
}

// ---------------------------------------------------------------------------------------------
// Tags

export interface TagValue {
  readonly id: number;
  readonly name: string;
}

export function readTags(value: unknown): TagValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name } = entry as { id?: unknown; name?: unknown };
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/** True when `typed` can be offered as a new tag: not blank and not the name of a known tag. */
export function canOfferNewTag(typed: string, known: readonly TagValue[]): boolean {
  const text = typed.trim().toLowerCase();
  return text !== '' && !known.some((tag) => tag.name.trim().toLowerCase() === text);
}

// ---------------------------------------------------------------------------------------------
// Params (key/value pairs)

export interface ParamRow {
  readonly key: string;
  readonly value: string;
}

/** Rows of a params value: JSON text (`asJsonText`) or an object of strings. */
export function paramsToRows(value: unknown): ParamRow[] {
  let object: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      object = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([key, entry]) => ({
    key,
    value: typeof entry === 'string' ? entry : JSON.stringify(entry),
  }));
}

/** The value of rows: rows without a key are left out; a repeated key keeps its first value. */
export function rowsToParams(rows: readonly ParamRow[], asJsonText: boolean): string | Record<string, string> {
  const object: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '' || Object.hasOwn(object, key)) continue;
    object[key] = row.value;
  }
  return asJsonText ? JSON.stringify(object) : object;
}

/** Per-row problems: 'required' for a value without a key, 'duplicateKey' for a repeated key. */
export function paramRowProblems(rows: readonly ParamRow[]): ('required' | 'duplicateKey' | null)[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = row.key.trim();
    if (key === '') return row.value.trim() === '' ? null : 'required';
    if (seen.has(key)) return 'duplicateKey';
    seen.add(key);
    return null;
  });
}

/** True when two params values mean the same pairs (so a re-render does not reset the rows). */
export function sameParams(a: unknown, b: unknown): boolean {
  return JSON.stringify(rowsToParams(paramsToRows(a), false)) === JSON.stringify(rowsToParams(paramsToRows(b), false));
}

// ---------------------------------------------------------------------------------------------
// Ordered entries (images, contacts, list entries)

/** Moves an entry and renumbers `order` from 1. */
export function moveEntry<T extends object>(entries: readonly T[], from: number, to: number, force = false): T[] {
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return renumber(next, force);
}

/** Sets `order` to 1, 2, 3... on entries that carry an order (or all with `force`). */
export function renumber<T extends object>(entries: readonly T[], force = false): T[] {
  return entries.map((entry, index) => (force || 'order' in entry ? ({ ...entry, order: index + 1 } as T) : entry));
}

export interface ImageValue {
  readonly id: number;
  readonly title?: string;
  readonly url?: string;
  readonly url_thumb?: string;
  readonly is_primary?: boolean;
  readonly order?: number;
}

export function readImages(value: unknown): ImageValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is ImageValue =>
      typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'number',
  );
}

/** Exactly one cover: the chosen one, or the first image when none is chosen. */
export function withCover(images: readonly ImageValue[], coverId?: number): ImageValue[] {
  if (images.length === 0) return [];
  const chosen = coverId ?? images.find((image) => image.is_primary === true)?.id ?? images[0]?.id;
  return images.map((image) => ({ ...image, is_primary: image.id === chosen }));
}

/** Removes an image; when it was the cover, the first remaining image becomes the cover. */
export function removeImage(images: readonly ImageValue[], id: number, cover: boolean): ImageValue[] {
  const rest = renumber(
    images.filter((image) => image.id !== id),
    true,
  );
  return cover ? withCover(rest) : rest;
}

// ---------------------------------------------------------------------------------------------
// Contacts

/** The validation message key of a contact value (spec: all required; email, URL, phone digits). */
export function contactProblem(type: string, value: string): 'required' | 'email' | 'url' | 'specialCharacters' | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (type === 'email') return isEmail(text) ? null : 'email';
  if (type === 'website') return isUrl(text) ? null : 'url';
  return isPhone(text) ? null : 'specialCharacters';
}

export interface ContactValue {
  readonly id?: number;
  readonly order?: number;
  readonly label?: string;
  readonly type: string;
  readonly value: string;
}

export function readContacts(value: unknown): ContactValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    return typeof record.type === 'string' ? [{ ...record, type: record.type, value: textValue(record.value) }] : [];
  });
}
