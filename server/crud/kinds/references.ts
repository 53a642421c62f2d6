/**
 * Kinds whose values name rows of other tables: categories (under their field's main category),
 * municipalities, tags and authors. Categories, tags and several municipalities are stored as
 * rows of their relation (`core/relations.ts`).
 */
import { sql } from 'drizzle-orm';
import { RELATIONS } from '#core/relations';
import { isRecord } from '../../db/sql';
import { categoriesUnder, COLUMN_PLACE, distinct, existingIds, plainKind } from './shared';
import type { ServerKind } from './types';

export const category: ServerKind<'category'> = {
  ...plainKind<'category'>(),
  references: async (field, value, { db, path, errors }) => {
    if (!isRecord(value) || !Array.isArray(value.ids)) return;
    const ids = value.ids.map(Number);
    const valid = await categoriesUnder(db, field.main, ids);
    if (ids.some((id) => !valid.has(id))) errors.add(`${path}.ids`, 'unknownCategory');
  },
  relation: {
    toRows: (_field, value) => {
      const choice = isRecord(value) ? value : { ids: [], primary: null };
      const ids = Array.isArray(choice.ids) ? distinct(choice.ids.map(Number)) : [];
      return ids.map((id) => ({ id, primary: choice.primary === id, label: null }));
    },
    fromRows: (_field, rows) => ({
      ids: rows.map((row) => row.id),
      primary: rows.reduce<number | null>((primary, row) => (row.primary ? row.id : primary), null),
    }),
  },
};

export const municipalities: ServerKind<'municipalities'> = {
  ...plainKind<'municipalities'>(),
  references: async (_field, value, { db, path, errors }) => {
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    const valid = await existingIds(db, RELATIONS.municipalities.target, ids);
    if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownMunicipality');
  },
  relation: {
    toRows: (_field, value) =>
      distinct((Array.isArray(value) ? value : value == null ? [] : [value]).map(Number)).map((id) => ({
        id,
        primary: false,
        label: null,
      })),
    fromRows: (_field, rows) => rows.map((row) => row.id),
  },
  place: {
    rank: 0,
    condition: (at, match) => {
      const { relation } = at;
      if (!relation) return COLUMN_PLACE.condition(at, match);
      return sql`exists (select 1 from ${relation.sqlName} r where r.item_id = m.id and r.field = ${at.stored.field.name}
      and ${match(sql`r.${sql.identifier(relation.meta.column)}`)})`;
    },
    names: (at, which) => {
      const { relation } = at;
      if (!relation) return COLUMN_PLACE.names(at, which);
      const value = which === 'municipality' ? sql`mu.name` : sql`p.nome`;
      return sql`(select json_agg(${value} order by mu.name) from ${relation.sqlName} r
        join municipalities mu on mu.id = r.${sql.identifier(relation.meta.column)} join provinces p on p.id = mu.province_id
        where r.item_id = m.id and r.field = ${at.stored.field.name})`;
    },
  },
};

export const tags: ServerKind<'tags'> = {
  ...plainKind<'tags'>(),
  references: async (_field, value, { db, path, errors }) => {
    if (!Array.isArray(value)) return;
    const ids = value.map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN));
    const valid = await existingIds(db, RELATIONS.tags.target, ids);
    if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownTag');
  },
  relation: {
    toRows: (_field, value) =>
      distinct((Array.isArray(value) ? value : []).map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN))).map(
        (id) => ({ id, primary: false, label: null }),
      ),
    fromRows: (_field, rows) => rows.map((row) => ({ id: row.id, name: row.label ?? '' })),
  },
};

export const author: ServerKind<'author'> = {
  ...plainKind<'author'>(),
  // The author defaults to the user saving.
  fill: (_field, value, { userId }) => (value === undefined || value === null ? userId : value),
  references: async (_field, value, { db, path, errors }) => {
    if (typeof value !== 'number') return;
    const valid = await existingIds(db, 'users', [value]);
    if (!valid.has(value)) errors.add(path, 'unknownUser');
  },
};
