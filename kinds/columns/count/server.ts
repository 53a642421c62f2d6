import { sql } from 'drizzle-orm';
import type { ServerColumnKind } from '../types';
import { ownText } from '../server-parts';

/** The item's rows in every usage table, summed. */
export const server: ServerColumnKind = {
  select: (_column, entity) => {
    const usages = entity.usageTables.map(
      (usage) => sql`(select count(*) from ${usage.table} u where u.${usage.column} = m.id)`,
    );
    return usages.length === 0 ? sql`0` : sql`(${sql.join(usages, sql` + `)})::int`;
  },
  inRow: true,
  rowValue: (computed) => Number(computed ?? 0),
  csv: ownText,
};
