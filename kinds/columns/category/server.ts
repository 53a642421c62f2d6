import { sql } from 'drizzle-orm';
import { fromField } from '../server-parts';
import type { ServerColumnKind } from '../types';

/** The field's categories (primary first), each its titles per language. */
export const server: ServerColumnKind = {
  ...fromField,
  select: (column, entity) => {
    const field = entity.field(column.source);
    const categories = entity.categories();
    if (!field?.categories || !categories) return null;
    const id = sql`r.${categories.column}`;
    return sql`(select json_agg((select json_object_agg(cc.lang, cc.title) from category_contents cc
        where cc.category_id = ${id}) order by r.is_primary desc, ${id})
      from ${categories.table} r where r.item_id = m.id and r.field = ${field.name})`;
  },
};
