/**
 * The history of items in the admin (issue #35, docs/history.md): which entities the history calls
 * take, and how an entry's changes are shown (pure, unit-tested): each value as text (a value of
 * some kinds by its name: a status as the entity's list names it; a structured value, a yes/no, a
 * date or a choice as a reader sees it, by its kind's reading, `kinds/registry.readable.ts`, which
 * the server's preview page shows too), and a change's parts (kept, removed, added words) from
 * `#core/history`'s `wordDiff`.
 */
import { fieldOfPath, historyText, wordDiff, type DiffPart } from '#core/history';
import type { UiLanguage } from '#core/languages';
import type { EntityMeta, FieldKind, FieldMeta } from '#core/model';
import { isStatusCode, statusName } from '#core/statuses';
import { hasReading, readableOf } from '../../../kinds/registry.readable';
import { entityRoutes } from '../../../generated/routes';
import type { listItemHistory } from '../../../generated/api/platform';
import type { HistoryChange } from '../../../generated/api/schemas';
import type { EntityRouteHandle } from '../../runtime/types';

/** The entity names the history calls take. */
export type HistoryEntity = Parameters<typeof listItemHistory>[0]['entity'];

/** The entities of the generated routes, each once, with the list's title. */
export const HISTORY_ENTITIES: readonly EntityRouteHandle[] = [
  ...new Map(
    entityRoutes
      .map((route) => route.handle as EntityRouteHandle | undefined)
      .filter((handle): handle is EntityRouteHandle => handle?.screen === 'list')
      .map((handle) => [handle.entity, handle] as const),
  ).values(),
];

export function isHistoryEntity(name: string): name is HistoryEntity {
  return HISTORY_ENTITIES.some((handle) => handle.entity === name);
}

/** The field a change names, as shown: `title`, `title (en)`. */
export function changeLabel(change: Pick<HistoryChange, 'path' | 'lang'>): string {
  const field = fieldOfPath(change.path);
  return change.lang === undefined ? field : `${field} (${change.lang})`;
}

/** What showing a change's values needs of its entity: its fields (their kinds) and its list (status names). */
export type ChangeEntity = Pick<EntityMeta, 'fields' | 'contents' | 'list'>;

/** The entity of the changes shown and the UI language their values are named in. */
export interface ChangeContext {
  /** Null: not known (yet); the values are shown as they are stored. */
  readonly meta: ChangeEntity | null;
  readonly language: UiLanguage;
}

/** The field a change names in its entity (a language's fields for `contents.<lang>.<field>`). */
export function changeField(change: Pick<HistoryChange, 'path'>, meta: ChangeEntity): FieldMeta | undefined {
  const fields = change.path.startsWith('contents.') ? meta.contents : meta.fields;
  const name = fieldOfPath(change.path);
  return fields.find((field) => field.name === name);
}

/** A stored value's name, or null when the value has none (it is then shown as stored). */
type ValueName = (value: unknown, meta: ChangeEntity, language: UiLanguage) => string | null;

/** The kinds whose values read by a name rather than as stored; every other kind reads as `historyText`. */
const VALUE_NAMES: Partial<Record<FieldKind, ValueName>> = {
  // The name the entity's list gives the status (as its list, editor and preview show it).
  status: (value, meta, language) => {
    if (!isStatusCode(value)) return null;
    const name = statusName(value, meta.list.statusLabels);
    return name[language] || name.it;
  },
};

/** A change's two values as named by its field's kind (null: the kind names no value, or the entity is not known). */
function namedValues(
  change: Pick<HistoryChange, 'path' | 'before' | 'after'>,
  context: ChangeContext,
): { readonly before: string; readonly after: string } | null {
  const { meta, language } = context;
  const field = meta === null ? undefined : changeField(change, meta);
  const name = field === undefined ? undefined : VALUE_NAMES[field.kind];
  if (meta === null || name === undefined) return null;
  const text = (value: unknown) => name(value, meta, language) ?? historyText(value);
  const before = text(change.before);
  const after = text(change.after);
  // Two values of one name (a list naming two statuses alike) read with what is stored beside it.
  if (before !== after || historyText(change.before) === historyText(change.after)) return { before, after };
  return { before: `${before} (${historyText(change.before)})`, after: `${after} (${historyText(change.after)})` };
}

/**
 * A change's two values as its field's kind reads them for a reader (`readableOf`: an address's
 * lines, contacts a line each, 'Sì'/'No', a date in the UI language, the options' labels, the names
 * a reference or tags hold), to be diffed word by word; null: the kind has no reading, or the entity
 * is not known (the values are then shown as stored). A structured value the reading finds empty
 * reads as empty, but a text or number it cannot read (a structured value cut to the history's
 * bound, an option the schema no longer has) as stored; rich text as its recorded text (not its
 * reading's HTML). Two different values of one reading (an address whose coordinates alone
 * changed) read as stored.
 */
function readValues(
  change: Pick<HistoryChange, 'path' | 'before' | 'after'>,
  context: ChangeContext,
): { readonly before: string; readonly after: string } | null {
  const { meta, language } = context;
  const field = meta === null ? undefined : changeField(change, meta);
  if (field === undefined || !hasReading(field)) return null;
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const read = readableOf(field, value, language);
    if (read === null) return typeof value === 'object' ? '' : historyText(value);
    return typeof read === 'string' ? read : historyText(value);
  };
  const before = text(change.before);
  const after = text(change.after);
  if (before === after && historyText(change.before) !== historyText(change.after)) return null;
  return { before, after };
}

/**
 * A change as parts to show: words kept, removed and added; null when both sides are equal texts.
 * A value named by its field's kind (a status) is one whole: the name before removed, the name
 * after added; one its kind reads (`readValues`) is diffed word by word like a text.
 */
export function changeParts(
  change: Pick<HistoryChange, 'path' | 'before' | 'after'>,
  context: ChangeContext | null = null,
): DiffPart[] | null {
  const named = context === null ? null : namedValues(change, context);
  if (named !== null) {
    if (named.before === named.after) return null;
    const parts: DiffPart[] = [];
    if (named.before !== '') parts.push({ kind: 'removed', text: named.before });
    if (named.after !== '') parts.push({ kind: 'added', text: named.after });
    return parts;
  }
  const read = context === null ? null : readValues(change, context);
  const before = read?.before ?? historyText(change.before);
  const after = read?.after ?? historyText(change.after);
  if (before === after) return null;
  return wordDiff(before, after);
}
