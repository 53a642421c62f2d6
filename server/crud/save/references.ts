/**
 * Reference checks of a save: every category, municipality, tag and author the body names is a
 * row that exists, and categories lie under their field's main category.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { categorySubtree, idList, isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import type { FieldErrors, Row } from './context';

/** Category ids under a main category (the main itself excluded). */
async function categoriesUnder(db: Executor, main: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number }>(
    db,
    sql`select id from categories where id in ${idList(ids)} and id <> ${main} and id in ${categorySubtree(main)}`,
  );
  return new Set(found.map((row) => row.id));
}

async function idsIn(db: Executor, table: 'municipalities' | 'tags' | 'users', ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id in ${idList(ids)}`);
  return new Set(found.map((row) => row.id));
}

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
    for (const { field } of fields) {
      const value = values[field.name];
      if (value === undefined || value === null) continue;
      const path = `${prefix}${field.name}`;
      if (field.kind === 'category' && isRecord(value) && Array.isArray(value.ids)) {
        const ids = value.ids.map(Number);
        const valid = await categoriesUnder(db, field.main, ids);
        if (ids.some((id) => !valid.has(id))) errors.add(`${path}.ids`, 'unknownCategory');
      } else if (field.kind === 'municipalities') {
        const ids = (Array.isArray(value) ? value : [value]).map(Number);
        const valid = await idsIn(db, 'municipalities', ids);
        if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownMunicipality');
      } else if (field.kind === 'tags' && Array.isArray(value)) {
        const ids = value.map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN));
        const valid = await idsIn(db, 'tags', ids);
        if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownTag');
      } else if (field.kind === 'author' && typeof value === 'number') {
        const valid = await idsIn(db, 'users', [value]);
        if (!valid.has(value)) errors.add(path, 'unknownUser');
      }
    }
  }
}
