/** A new entry of a list: what its members start with. */
import type { FieldMeta, ListField } from '#core/model';

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
