/**
 * Restoring a version brings back its empty fields too. The stored versions leave empty fields
 * out (`apiValues`), and a save leaves out fields the body does not name, so a field empty in the
 * restored version and filled now would keep today's value. `withClearedFields` names each such
 * field in the body with an empty value of the current value's shape ('' for text, [] for lists,
 * null otherwise). The body is the whole item, so a field the version had not and the item's
 * current status needs (the restore keeps the statuses) would fail the save: a clear the
 * schema's validation refuses is given the field's current value instead. Languages the item has now and the version had not are left as they are: a restore
 * brings back content, it removes no translation.
 */
import { isRecord } from '../db/sql';
import type { Row } from '../crud/save/context';

/** What an emptied field is sent as, by the shape of its current value. */
function emptyLike(current: unknown): unknown {
  if (typeof current === 'string') return '';
  if (Array.isArray(current)) return [];
  return null;
}

/** The keys a version leaves out and the item has now, at one level, into `into` (paths collected). */
function clearLevel(into: Row, current: Row, skip: ReadonlySet<string>, prefix: string, paths: string[]): void {
  for (const [key, value] of Object.entries(current)) {
    if (skip.has(key) || value === null || value === undefined) continue;
    if (!(key in into)) {
      into[key] = emptyLike(value);
      paths.push(`${prefix}${key}`);
    } else if (isRecord(value) && isRecord(into[key]) && !Array.isArray(value)) {
      // A group (SEO, social...): its members one by one.
      clearLevel(into[key], value, new Set(), `${prefix}${key}.`, paths);
    }
  }
}

/** The value at a dotted path of `values`. */
function valueAt(values: Row, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) node = isRecord(node) ? node[part] : undefined;
  return node;
}

/** Puts `value` at a dotted path of `values` (its parents exist: the path was cleared there). */
function putAt(values: Row, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: unknown = values;
  for (const part of parts.slice(0, -1)) node = isRecord(node) ? node[part] : undefined;
  const last = parts.at(-1);
  if (isRecord(node) && last !== undefined) node[last] = structuredClone(value);
}

/**
 * `version` (a copy, changed in place and returned) with the fields `current` has and it has not
 * named as emptied, but for those `validate` refuses empty. `validate` answers the dotted paths of
 * its issues.
 */
export function withClearedFields(version: Row, current: Row, validate: (values: Row) => readonly string[]): Row {
  const cleared: string[] = [];
  clearLevel(version, current, new Set(['contents']), '', cleared);
  if (isRecord(version.contents) && isRecord(current.contents)) {
    for (const [lang, content] of Object.entries(version.contents)) {
      const now = current.contents[lang];
      if (isRecord(content) && isRecord(now))
        clearLevel(content, now, new Set(['status']), `contents.${lang}.`, cleared);
    }
  }
  if (cleared.length === 0) return version;
  const refused = new Set(validate(version));
  for (const path of cleared) {
    if ([...refused].some((issue) => issue === path || issue.startsWith(`${path}.`))) {
      putAt(version, path, valueAt(current, path));
    }
  }
  return version;
}
