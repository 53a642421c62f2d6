/**
 * The column type of an item's occurrence days (`core/occurrence-days.ts`): a PostgreSQL
 * `datemultirange`, read and written as its text (`{[2026-12-01,2026-12-04)}`). The generated
 * tables of entities with a field of a kind that occurs use it (`generator/emit/db/columns.ts`).
 */
import { customType } from 'drizzle-orm/pg-core';

export const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});
