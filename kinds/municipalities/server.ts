/**
 * Municipalities: one id in a column, or several as rows of the municipalities relation; the
 * place that list filters and columns read first.
 */
import { sql } from 'drizzle-orm';
import { RELATIONS } from '#core/relations';
import { COLUMN_PLACE, distinct, existingIds, placeNameSql, plainKind, type ServerKind } from '../host/server';

export const municipalities: ServerKind<'municipalities'> = {
  ...plainKind<'municipalities'>(),
  references: async (_field, value, { rows, path, errors }) => {
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    const valid = await existingIds(rows, RELATIONS.municipalities.target, ids);
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
      return sql`exists (select 1 from ${relation.sqlName} r where r.item_id = ${at.item} and r.field = ${at.stored.field.name}
      and ${match(sql`r.${sql.identifier(relation.meta.column)}`)})`;
    },
    names: (at, which) => {
      const { relation } = at;
      if (!relation) return COLUMN_PLACE.names(at, which);
      const value = placeNameSql(which);
      return sql`(select json_agg(${value} order by mu.name) from ${relation.sqlName} r
        join municipalities mu on mu.id = r.${sql.identifier(relation.meta.column)} join provinces p on p.id = mu.province_id
        where r.item_id = ${at.item} and r.field = ${at.stored.field.name})`;
    },
  },
};
