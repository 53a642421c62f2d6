import { sql } from 'drizzle-orm';
import { fromField } from '../server-parts';
import type { ServerColumnKind } from '../types';

/** The street and number of an address kept in the main row; else the field's value. */
export const server: ServerColumnKind = {
  ...fromField,
  select: (column, entity) => {
    const field = entity.field(column.source);
    if (field?.kind !== 'address' || field.main === null) return null;
    return sql`nullif(trim(concat_ws(' ', ${field.main}->>'address', ${field.main}->>'number')), '')`;
  },
};
