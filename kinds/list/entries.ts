/** A new entry of a list: what its members start with; whether an entry (a slot) was left blank. */
import type { FieldMeta, ListField } from '#core/model';

/** A value nothing was written in: empty or blank text, null, an empty list, or an object of such. */
function blank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(blank);
  return false;
}

/** A slot left blank (its id and order aside): no entry (a list's `slots`). */
export function isBlankEntry(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  return Object.entries(entry).every(([key, value]) => key === 'id' || key === 'order' || blank(value));
}

/** A slots list's entries, padded with new blank ones up to its `max` (a list without slots as it is). */
export function paddedSlots(
  field: ListField,
  entries: readonly unknown[],
  valueOf: (member: FieldMeta) => unknown,
): unknown[] {
  if (!field.slots) return [...entries];
  const missing = Math.max(0, field.max - entries.length);
  return [...entries, ...Array.from({ length: missing }, () => newEntry(field, valueOf))];
}

/**
 * A new entry: each member held once that has a default of its own (a select's default option, a
 * group of such members) starts with it; members held per language and those without a value
 * (empty text, no choice, an empty list) start absent, as an entry typed from scratch would (an
 * event stage's time type 'Intervallo').
 */
export function newEntry(field: ListField, valueOf: (member: FieldMeta) => unknown): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const member of field.fields) {
    if (member.perLanguage) continue;
    const value = valueOf(member);
    const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (!blank) entry[member.name] = value;
  }
  return entry;
}
