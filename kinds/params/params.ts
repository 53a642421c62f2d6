/**
 * Params fields (key/value pairs): rows of the input to and from the value, and per-row problems.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
export interface ParamRow {
  readonly key: string;
  readonly value: string;
}

/** Rows of a params value: JSON text (`asJsonText`) or an object of strings. */
export function paramsToRows(value: unknown): ParamRow[] {
  let object: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      object = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([key, entry]) => ({
    key,
    value: typeof entry === 'string' ? entry : JSON.stringify(entry),
  }));
}

/** The value of rows: rows without a key are left out; a repeated key keeps its first value. */
export function rowsToParams(rows: readonly ParamRow[], asJsonText: boolean): string | Record<string, string> {
  const object: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '' || Object.hasOwn(object, key)) continue;
    object[key] = row.value;
  }
  return asJsonText ? JSON.stringify(object) : object;
}

/** Per-row problems: 'required' for a value without a key, 'duplicateKey' for a repeated key. */
export function paramRowProblems(rows: readonly ParamRow[]): ('required' | 'duplicateKey' | null)[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = row.key.trim();
    if (key === '') return row.value.trim() === '' ? null : 'required';
    if (seen.has(key)) return 'duplicateKey';
    seen.add(key);
    return null;
  });
}

/** True when two params values mean the same pairs (so a re-render does not reset the rows). */
export function sameParams(a: unknown, b: unknown): boolean {
  return JSON.stringify(rowsToParams(paramsToRows(a), false)) === JSON.stringify(rowsToParams(paramsToRows(b), false));
}
