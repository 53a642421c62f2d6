/**
 * An item's occurrence days (`#core/occurrence-days`), the save's part: gathered on every save
 * from the values of the fields whose kind has days (its server part's `days`, `kinds/host/server.ts`),
 * wherever they are (a field, a group's member, a list's entry, a value held per language inside
 * them), bounded (`OCCURRENCE_LIMITS.days`, else a 422), and written with the item's main row
 * (`../write.ts`). The lists read them with `../list/scope.ts`. Nothing here names a kind: groups
 * and lists are walked by their shape (a field with `fields`, a value that is an object or a list
 * of objects).
 */
import { OCCURRENCE_LIMITS } from '#core/limits';
import type { FieldMeta } from '#core/model';
import { dayRanges } from '#core/occurrence-days';
import { isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import { serverKind } from '../kinds';

type Row = Record<string, unknown>;

/** Whether a field's kind has days, or the field holds one that has at any depth (a group's or list's members). */
export function hasDays(field: FieldMeta): boolean {
  if (serverKind(field).days !== undefined) return true;
  return 'fields' in field && field.fields.some(hasDays);
}

/**
 * Adds the days of a field's value to `into`: its kind's own, and those of its members (a group's
 * object, each entry of a list). `languageMapped`: a member held per language inside a shared
 * group or list, whose value is `{lang: value}`.
 */
export function collectDays(field: FieldMeta, value: unknown, languageMapped: boolean, into: Set<string>): void {
  if (value === null || value === undefined) return;
  if (languageMapped) {
    if (isRecord(value)) for (const inner of Object.values(value)) collectDays(field, inner, false, into);
    return;
  }
  const days = serverKind(field).days;
  if (days) for (const day of days(field, value)) into.add(day);
  if (!('fields' in field)) return;
  const members = field.fields.filter(hasDays);
  if (members.length === 0) return;
  for (const entry of Array.isArray(value) ? value : [value]) {
    if (!isRecord(entry)) continue;
    for (const member of members) collectDays(member, entry[member.name], member.perLanguage, into);
  }
}

/** The days of an item, and the fields (their error paths) that hold some. */
export interface ItemDays {
  readonly days: ReadonlySet<string>;
  readonly paths: readonly string[];
}

/**
 * The days of an item as a save leaves it: each field with days from the save's values, or, when
 * the body leaves it out (a partial save keeps the stored value), from `stored()` (the item's
 * stored values, as the API reads them; null for a new item), in every language of either.
 */
export function itemDays(runtime: EntityRuntime, values: Row, stored: () => Row | null): ItemDays {
  const days = new Set<string>();
  const paths: string[] = [];
  let base: Row | null | undefined;
  const storedValues = (): Row | null => (base === undefined ? (base = stored()) : base);
  const visit = (fields: readonly StoredField[], current: Row, previous: () => Row | null, prefix: string): void => {
    for (const { field } of fields) {
      if (!hasDays(field)) continue;
      const value = Object.hasOwn(current, field.name) ? current[field.name] : previous()?.[field.name];
      const before = days.size;
      collectDays(field, value, false, days);
      if (days.size > before) paths.push(`${prefix}${field.name}`);
    }
  };
  visit(runtime.fields, values, storedValues, '');
  if (runtime.contents.some((stored) => hasDays(stored.field))) {
    const contents = isRecord(values.contents) ? values.contents : {};
    const storedContents = (): Row => {
      const found = storedValues()?.contents;
      return isRecord(found) ? found : {};
    };
    const languages = new Set([...Object.keys(contents), ...Object.keys(storedContents())]);
    for (const lang of languages) {
      const content = contents[lang];
      const storedContent = (): Row | null => {
        const found = storedContents()[lang];
        return isRecord(found) ? found : null;
      };
      visit(runtime.contents, isRecord(content) ? content : {}, storedContent, `contents.${lang}.`);
    }
  }
  return { days, paths };
}

/** The occurrence column's value of an item's days (a `datemultirange` literal; null: none), or the paths to refuse when too many. */
export function occurrenceValue(found: ItemDays): { value: string | null } | { tooMany: readonly string[] } {
  if (found.days.size > OCCURRENCE_LIMITS.days) return { tooMany: found.paths.length > 0 ? found.paths : [''] };
  return { value: dayRanges(found.days) };
}
