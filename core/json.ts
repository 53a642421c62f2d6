/** Guards for JSON values read from the API, the database or a schema (pure: every layer imports them). */

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
