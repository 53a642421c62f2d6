/**
 * The municipality id of a stored address: its `city.id` when that is a whole number, else null
 * (never a failing cast). SQL with `{column}` standing for the address column: list filters by
 * municipality or province compare it (`./server.ts`), and the generator indexes it for them
 * (`placeExpression` in `./definition.ts`), so both must read the same expression.
 */
export const CITY_ID_SQL =
  "(case when ({column}->'city'->>'id') ~ '^[0-9]{1,9}$' then ({column}->'city'->>'id')::int end)";

/** `CITY_ID_SQL` split around its column, to be joined with the column's SQL. */
export const CITY_ID_PARTS: readonly string[] = CITY_ID_SQL.split('{column}');
