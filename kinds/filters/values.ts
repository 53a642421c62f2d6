/**
 * Value rules several filter kinds share, on both sides of the wire: the bounds of their query
 * parameters (as the OpenAPI declares them) and the canonical forms the admin's URL state keeps.
 * Pure (core only): the generator, the server and the admin all read it.
 */
import { LIST_LIMITS, MAX_ID } from '#core/limits';
import { STATUS, STATUS_CODES } from '#core/statuses';

/** What a select with an explicit "all" option sends and shows for "every value" (status, province). */
export const ALL_VALUE = '-1';

/** An id parameter: a positive id, or -1 / 0 for none. */
export const ID_PARAMETER = { type: 'integer', minimum: -1, maximum: MAX_ID } as const;
/** A free-text parameter. */
export const TEXT_PARAMETER = { type: 'string', maxLength: LIST_LIMITS.parameter } as const;
/** A status parameter: a status code, or -1 for every status. */
export const STATUS_PARAMETER = {
  type: 'integer',
  minimum: STATUS.absent,
  maximum: Math.max(...STATUS_CODES),
} as const;

/** A canonical positive id, or null. */
export function positiveId(raw: string): string | null {
  const value = raw.trim();
  if (!/^\+?\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? String(id) : null;
}

/** A trimmed, non-empty text within the parameter's length, or null. */
export function shortText(raw: string): string | null {
  const value = raw.trim();
  return value === '' || value.length > LIST_LIMITS.parameter ? null : value;
}
