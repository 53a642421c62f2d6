/**
 * The column the database keeps beside a place field stored as JSON (an address) when the lists
 * filter on it: the municipality id its kind's `placeExpression` reads from the value, a stored
 * generated column, indexed with the item id (`generator/emit/db/columns.ts`); list filters and
 * columns read it instead of the JSON (`server/crud/list.ts`).
 */
export function placeMunicipalityColumn(column: string): string {
  return `${column}_municipality`;
}
