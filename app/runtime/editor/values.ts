/**
 * The editor's form values: the whole item, every field present with a value of its kind's wire
 * shape (so inputs are always controlled), and one entry per meta language in `contents`. A
 * language with status -1 is "not present": it is kept in the form but not sent.
 */
import { toWireDateTime } from '#core/dates';
import type { LanguageCode } from '#core/languages';
import type { EntityMeta, FormMeta, FieldMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { statusFieldOf } from './fields';
import { isRecord } from '#api/errors.ts';
import { paddedSlots } from '../../../kinds/list/entries';
import { emptyValueOf } from '../../../kinds/registry.admin';

export type Values = Record<string, unknown>;

export interface EditorValues extends Values {
  contents?: Record<string, Values>;
}

/** What the item answer carries besides its field values (read by the editor, never sent). */
export interface ItemInfo {
  readonly id: number | null;
  readonly version: number | null;
  readonly canSave: boolean;
  readonly draft: number;
  /** Languages stored on the server (a stored language cannot go back to "not present"). */
  readonly storedLanguages: readonly LanguageCode[];
  readonly permalinks: Readonly<Partial<Record<LanguageCode, string>>>;
}

export interface DefaultsContext {
  /** The signed-in user's id: the author of a new item. */
  readonly userId: number | null;
  /** Wire date-time of "now" for `default: now` date-times. */
  readonly now: string;
  /** `YYYY-MM-DD` of today for `default: now` dates. */
  readonly today: string;
}

export function defaultsContext(userId: number | null, date: Date = new Date()): DefaultsContext {
  const now = toWireDateTime(date);
  return { userId, now, today: now.slice(0, 10) };
}

/** The empty value of a field of a new item (defaults of the schema applied). */
export function defaultValue(field: FieldMeta, context: DefaultsContext): unknown {
  // Each kind's own (`empty` of `kinds/<kind>/widget.tsx`); a group's members take theirs.
  return emptyValueOf(field, { ...context, member: (member) => defaultValue(member, context) });
}

/** A stored value over the field's default: missing or null values take the default. */
function mergeValue(field: FieldMeta, stored: unknown, context: DefaultsContext): unknown {
  if (field.kind === 'group') {
    const inner = isRecord(stored) ? stored : {};
    return Object.fromEntries(
      field.fields.map((member) => [member.name, mergeValue(member, inner[member.name], context)]),
    );
  }
  // A list of slots shows all of them: the stored entries, then blank ones (kinds/list `slots`).
  if (field.kind === 'list' && field.slots && Array.isArray(stored)) {
    return paddedSlots(field, stored, (member) => defaultValue(member, context));
  }
  if (stored === undefined || stored === null) {
    // An existing item keeps "no author" and "no date" rather than inventing one.
    if (field.kind === 'author') return null;
    if (field.kind === 'datetime' || field.kind === 'date') return '';
    return defaultValue(field, context);
  }
  return stored;
}

function valuesOf(fields: readonly FieldMeta[], stored: Values, context: DefaultsContext): Values {
  return Object.fromEntries(fields.map((field) => [field.name, mergeValue(field, stored[field.name], context)]));
}

/** The form values of a new item: defaults everywhere; the first language present, the others not. */
export function newItemValues(meta: FormMeta, context: DefaultsContext): EditorValues {
  const values: EditorValues = {};
  for (const field of meta.fields) values[field.name] = defaultValue(field, context);
  if (meta.contents.length > 0) {
    const status = statusFieldOf(meta);
    values.contents = Object.fromEntries(
      meta.languages.map((language, index) => {
        const content: Values = {};
        for (const field of meta.contents) content[field.name] = defaultValue(field, context);
        if (status && index > 0) content[status.name] = STATUS.absent;
        return [language, content];
      }),
    );
  }
  return values;
}

/**
 * A new item of a scoped list starts with the route's value in the scope field: a collection's
 * POI with its code, an item of a category's list with that category as its primary one.
 */
export function withScope(
  values: EditorValues,
  meta: Pick<EntityMeta, 'scope'>,
  scopeValue: string | null,
): EditorValues {
  if (!meta.scope || scopeValue === null) return values;
  if (meta.scope.match === 'equals') return { ...values, [meta.scope.field]: scopeValue };
  const id = /^\d{1,10}$/.test(scopeValue) ? Number(scopeValue) : null;
  return id === null ? values : { ...values, [meta.scope.field]: { ids: [id], primary: id } };
}

/** The form values of a stored item: its values over the defaults; missing languages not present. */
export function storedItemValues(meta: FormMeta, item: Values, context: DefaultsContext): EditorValues {
  const values: EditorValues = valuesOf(meta.fields, item, context);
  if (meta.contents.length > 0) {
    const stored = isRecord(item.contents) ? item.contents : {};
    const status = statusFieldOf(meta);
    values.contents = Object.fromEntries(
      meta.languages.map((language) => {
        const content = stored[language];
        if (isRecord(content)) return [language, valuesOf(meta.contents, content, context)];
        const absent: Values = {};
        for (const field of meta.contents) absent[field.name] = defaultValue(field, context);
        if (status) absent[status.name] = STATUS.absent;
        return [language, absent];
      }),
    );
  }
  return values;
}

/** The item answer's editor information (id, version, canSave, draft, stored languages, permalinks). */
export function itemInfo(meta: FormMeta, item: Values): ItemInfo {
  const contents = isRecord(item.contents) ? item.contents : {};
  const storedLanguages = meta.languages.filter((language) => isRecord(contents[language]));
  const permalinks: Partial<Record<LanguageCode, string>> = {};
  for (const language of storedLanguages) {
    const content = contents[language];
    const permalink = isRecord(content) ? content.permalink : null;
    if (typeof permalink === 'string' && permalink !== '') permalinks[language] = permalink;
  }
  return {
    id: typeof item.id === 'number' ? item.id : null,
    version: typeof item.version === 'number' ? item.version : null,
    canSave: item.canSave !== false,
    draft: typeof item.draft === 'number' ? item.draft : 0,
    storedLanguages,
    permalinks,
  };
}

/** The status of a language in the form values; -1 (not present) when it has none. */
export function languageStatus(meta: FormMeta, values: EditorValues, language: LanguageCode): number {
  const status = statusFieldOf(meta);
  const content = values.contents?.[language];
  if (!content) return STATUS.absent;
  if (!status) return STATUS.draft;
  const value = content[status.name];
  return typeof value === 'number' ? value : STATUS.absent;
}

/** Languages that are sent on save (status other than -1; every language without a status field). */
export function presentLanguages(meta: FormMeta, values: EditorValues): LanguageCode[] {
  if (meta.contents.length === 0) return [];
  return meta.languages.filter((language) => languageStatus(meta, values, language) !== STATUS.absent);
}

/** The value at a dotted path (`contents.it.google.title`), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** The route's `:id`: 'new', a positive item id, or null (not an item: shown as not found). */
export function parseRouteId(param: string | undefined): 'new' | number | null {
  if (param === undefined || param === 'new') return 'new';
  if (!/^[1-9][0-9]{0,14}$/.test(param)) return null;
  return Number(param);
}

/** Editor information of an item not saved yet. */
export function newItemInfo(canSave: boolean): ItemInfo {
  return { id: null, version: null, canSave, draft: 0, storedLanguages: [], permalinks: {} };
}

/**
 * Spec content.md section 4: "Save is valid when canSave is true or the current language status
 * is not 1". canSave is the item's flag, not a permission: whether the user may save at all is
 * their abilities' business (create for a new item, edit for a stored one).
 */
export function saveAllowed(canSave: boolean, currentStatus: unknown): boolean {
  return canSave || currentStatus !== STATUS.published;
}

/** A value changed in the form since a save took its values: its dotted path and the new value. */
export interface LocalEdit {
  readonly path: string;
  readonly value: unknown;
}

/** Deep equality of form values (records member by member, lists entry by entry). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * What the user changed while a save was on its way: the leaves of `current` that differ from
 * `sent` (the values the save took). Records are compared member by member; a list whose length
 * changed is one edit (its entries moved, came or went), otherwise its entries are compared one
 * by one. After the save, the stored item's values are shown with these edits on top, so typing
 * during a save is never lost.
 */
export function editsSince(sent: unknown, current: unknown, path = ''): LocalEdit[] {
  const at = (key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(sent) && Array.isArray(current) && sent.length === current.length) {
    return current.flatMap((entry, index) => editsSince(sent[index], entry, at(index)));
  }
  if (isRecord(sent) && isRecord(current)) {
    return Object.keys(current).flatMap((key) => editsSince(sent[key], current[key], at(key)));
  }
  return path === '' || sameValue(sent, current) ? [] : [{ path, value: current }];
}
