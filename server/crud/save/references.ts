/**
 * Reference checks of a save: every row the body names exists (each kind's `references` in
 * `kinds/`: categories under their field's main category, municipalities, tags, authors).
 */
import type { FieldMeta } from '#core/model';
import type { Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import { referenceContext, serverKind } from '../kinds';
import type { FieldErrors, Row } from './context';

/** Every reference in the body points at a row that exists (and categories under their main). */
export async function checkReferences(
  db: Executor,
  runtime: EntityRuntime,
  body: Row,
  errors: FieldErrors,
): Promise<void> {
  const contents = isRecord(body.contents) ? body.contents : {};
  const scopes: { prefix: string; values: Row; fields: readonly StoredField[] }[] = [
    { prefix: '', values: body, fields: runtime.fields },
    ...Object.entries(contents)
      .filter((entry): entry is [string, Row] => isRecord(entry[1]))
      .map(([lang, values]) => ({ prefix: `contents.${lang}.`, values, fields: runtime.contents })),
  ];
  for (const { prefix, values, fields } of scopes) {
    for (const { field } of fields) await checkValue(db, field, values[field.name], `${prefix}${field.name}`, errors);
  }
}

/** Checks a field's value, and the members of groups and list entries (images inside stages); the settings store uses it too. */
export async function checkValue(
  db: Executor,
  field: FieldMeta,
  value: unknown,
  path: string,
  errors: FieldErrors,
): Promise<void> {
  if (value === undefined || value === null) return;
  const check = serverKind(field).references;
  if (check) await check(field, value, referenceContext(db, path, errors));
  if (field.kind === 'group' && isRecord(value)) {
    for (const member of field.fields)
      await checkMember(db, member, value[member.name], `${path}.${member.name}`, errors);
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      if (!isRecord(entry)) continue;
      for (const member of field.fields) {
        await checkMember(db, member, entry[member.name], `${path}.${index}.${member.name}`, errors);
      }
    }
  }
}

/** A member of a group or list entry: a per-language one (`{it: ..., en: ...}`) is checked in each language. */
async function checkMember(
  db: Executor,
  member: FieldMeta,
  value: unknown,
  path: string,
  errors: FieldErrors,
): Promise<void> {
  if (!member.perLanguage || !isRecord(value)) return checkValue(db, member, value, path, errors);
  for (const [lang, inner] of Object.entries(value)) await checkValue(db, member, inner, `${path}.${lang}`, errors);
}
