/**
 * Incoming values before validation, each by its kind's `sanitise` (`kinds/`): rich text is
 * reduced to what the Quill editor produces, wherever it is (a field, a group's members, a list's
 * entries, values held per language inside them).
 */
import type { FieldMeta } from '#core/model';
import { isRecord } from '../db/sql';
import type { StoredField } from './entity';
import { serverKind } from './kinds';

export { sanitiseRichText } from '../../kinds/richtext/server';

/**
 * The value of a field with every rich text inside it sanitised: the field itself, the members of
 * a group, the entries of a list (including values held per language inside them).
 */
export function sanitiseField(field: FieldMeta, value: unknown, nestedPerLanguage = false): unknown {
  if (value === null || value === undefined) return value;
  if (nestedPerLanguage && isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([lang, inner]) => [lang, sanitiseField(field, inner)]));
  }
  return serverKind(field).sanitise(field, value, { nested: sanitiseField });
}

/**
 * The value of a composed field (`compose`: a guide's title from its first and last name): its
 * sources' trimmed texts joined by a space, whatever the body sent; undefined for other fields.
 */
export function composedValue(field: FieldMeta, values: Record<string, unknown>): string | undefined {
  if (field.kind !== 'text' || field.compose === null) return undefined;
  return field.compose
    .map((source) => values[source])
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .filter((value) => value !== '')
    .join(' ')
    .slice(0, field.max);
}

/**
 * A save body with every rich text sanitised in place, before it is validated: a required rich
 * text that sanitising empties (`<script>…</script>`) is then refused as empty, not stored as ''.
 */
export function sanitiseBody(
  fields: readonly StoredField[],
  contents: readonly StoredField[],
  body: Record<string, unknown>,
): void {
  const sanitiseIn = (values: Record<string, unknown>, stored: readonly StoredField[]): void => {
    for (const { field } of stored) {
      if (Object.hasOwn(values, field.name)) values[field.name] = sanitiseField(field, values[field.name]);
    }
    for (const { field } of stored) {
      const composed = composedValue(field, values);
      if (composed !== undefined) values[field.name] = composed;
    }
  };
  sanitiseIn(body, fields);
  if (isRecord(body.contents)) {
    for (const content of Object.values(body.contents)) {
      if (isRecord(content)) sanitiseIn(content, contents);
    }
  }
}
