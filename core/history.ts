/**
 * The history of items (issue #35, docs/history.md): what one change of an item changed, as a list
 * of fields with their values before and after, computed from two snapshots of the item as the
 * editor reads it (shared fields at the top, `contents.<lang>` per language). Pure, so the server
 * records it and the admin renders it (`wordDiff`) with the same rules. Rich text is compared and
 * kept as its visible text, one line per paragraph.
 */
import { isRecord } from './json';
import { richTextToPlain } from './validation';

export const HISTORY_ACTIONS = ['create', 'update', 'status', 'delete', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The sides of an entry a restore may take: the item before the change, or after it. */
export const HISTORY_SIDES = ['before', 'after'] as const;
export type HistorySide = (typeof HISTORY_SIDES)[number];

export const HISTORY_LIMITS = {
  /** Characters kept of one value before or after (longer ones end with `HISTORY_ELLIPSIS`). */
  valueChars: 10_000,
  /** Changed fields kept per entry (a change of more fields keeps these and says how many). */
  changes: 300,
  /** Entries per page of an item's history and of the administrators' list (default). */
  pageSize: 25,
  /** Entries per page at most. */
  maxPageSize: 100,
  /** Words and spaces of each side `wordDiff` aligns; beyond, the two texts are shown whole, removed then added. */
  diffWords: 1_500,
} as const;

/** The end of a value cut at `HISTORY_LIMITS.valueChars`. */
export const HISTORY_ELLIPSIS = ' […]';

/** One changed field: its path (`title`, `contents.en.title`), its language, its values. */
export interface HistoryChange {
  readonly path: string;
  readonly lang?: string;
  readonly before: unknown;
  readonly after: unknown;
  /** The values are rich text turned into text (a change of the markup alone has equal texts). */
  readonly richText?: true;
}

/** The item's values as the editor reads them: shared fields, and `contents` by language. */
export type HistorySnapshot = Readonly<Record<string, unknown>>;

export interface DiffOptions {
  /** Names of the rich-text fields (shared or per language). */
  readonly richText: ReadonlySet<string>;
  /** Names of the status fields: a change of these alone is a change of status. */
  readonly status: ReadonlySet<string>;
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Rich-text HTML as text: one line per paragraph, heading, list entry or line break. */
export function richTextAsText(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|div|blockquote|pre)>|<br\s*\/?>/i)
    .map((part) => richTextToPlain(part))
    .filter((line) => line !== '')
    .join('\n');
}

/** A value as kept in an entry: texts (and values whose JSON is) beyond the cap are cut. */
export function boundedValue(value: unknown): unknown {
  const max = HISTORY_LIMITS.valueChars;
  if (typeof value === 'string') return value.length > max ? value.slice(0, max) + HISTORY_ELLIPSIS : value;
  if (value === null || typeof value !== 'object') return value ?? null;
  const json = JSON.stringify(value);
  return json.length > max ? json.slice(0, max) + HISTORY_ELLIPSIS : value;
}

function fieldChange(
  name: string,
  path: string,
  lang: string | undefined,
  before: unknown,
  after: unknown,
  options: DiffOptions,
): HistoryChange | null {
  const absentBefore = before === undefined || before === null;
  const absentAfter = after === undefined || after === null;
  if (absentBefore && absentAfter) return null;
  if (canonicalJson(before) === canonicalJson(after)) return null;
  const where = lang === undefined ? {} : { lang };
  if (options.richText.has(name) && (typeof before === 'string' || typeof after === 'string')) {
    const text = (value: unknown) => (typeof value === 'string' ? richTextAsText(value) : null);
    return { path, ...where, before: boundedValue(text(before)), after: boundedValue(text(after)), richText: true };
  }
  return { path, ...where, before: boundedValue(before ?? null), after: boundedValue(after ?? null) };
}

function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix: string,
  lang: string | undefined,
  options: DiffOptions,
): HistoryChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => name !== 'contents');
  const changes: HistoryChange[] = [];
  for (const name of names) {
    const change = fieldChange(name, `${prefix}${name}`, lang, before[name], after[name], options);
    if (change) changes.push(change);
  }
  return changes;
}

/**
 * The fields `after` changes from `before` (null: the item did not exist, or no longer does), the
 * shared fields first, then each language's. At most `HISTORY_LIMITS.changes`.
 */
export function diffSnapshots(
  before: HistorySnapshot | null,
  after: HistorySnapshot | null,
  options: DiffOptions,
): HistoryChange[] {
  const from = before ?? {};
  const to = after ?? {};
  const changes = changesOf(from, to, '', undefined, options);
  const fromContents = recordOf(from.contents);
  const toContents = recordOf(to.contents);
  const languages = [...new Set([...Object.keys(fromContents), ...Object.keys(toContents)])].sort();
  for (const lang of languages) {
    changes.push(
      ...changesOf(recordOf(fromContents[lang]), recordOf(toContents[lang]), `contents.${lang}.`, lang, options),
    );
  }
  return changes.slice(0, HISTORY_LIMITS.changes);
}

/** The field a change path names (`contents.en.title` → `title`). */
export function fieldOfPath(path: string): string {
  return path.startsWith('contents.') ? path.split('.').slice(2).join('.') : path;
}

/** What a save was: a creation, a change of statuses alone, or an update. */
export function saveAction(created: boolean, changes: readonly HistoryChange[], options: DiffOptions): HistoryAction {
  if (created) return 'create';
  const onlyStatus = changes.length > 0 && changes.every((change) => options.status.has(fieldOfPath(change.path)));
  return onlyStatus ? 'status' : 'update';
}

/** The one language the changes touch, or null (shared fields, several languages, none). */
export function languageOfChanges(changes: readonly HistoryChange[]): string | null {
  const languages = new Set(changes.map((change) => change.lang ?? ''));
  const [only] = [...languages];
  return languages.size === 1 && only !== undefined && only !== '' ? only : null;
}

/** A value as one text to show or compare (texts as they are, other values as JSON). */
export function historyText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface DiffPart {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

function pushPart(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last && last.kind === kind) parts[parts.length - 1] = { kind, text: last.text + text };
  else if (text !== '') parts.push({ kind, text });
}

/**
 * The words (and the spaces between them) `after` keeps, removes and adds from `before`: a
 * longest common subsequence of words, bounded (`HISTORY_LIMITS.diffWords` a side; beyond, the
 * whole texts are removed and added).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const split = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
  const a = split(before);
  const b = split(after);
  const parts: DiffPart[] = [];
  if (a.length > HISTORY_LIMITS.diffWords || b.length > HISTORY_LIMITS.diffWords) {
    pushPart(parts, 'removed', before);
    pushPart(parts, 'added', after);
    return parts;
  }
  // lengths[i][j]: the common subsequence of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pushPart(parts, 'same', a[i] ?? '');
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      pushPart(parts, 'removed', a[i] ?? '');
      i += 1;
    } else {
      pushPart(parts, 'added', b[j] ?? '');
      j += 1;
    }
  }
  for (; i < a.length; i += 1) pushPart(parts, 'removed', a[i] ?? '');
  for (; j < b.length; j += 1) pushPart(parts, 'added', b[j] ?? '');
  return parts;
}

/** The date filter's form (`2026-05-01`): a real day (not 30 February), from year 1000. */
export const HISTORY_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export function isHistoryDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1000') return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
