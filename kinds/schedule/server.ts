/**
 * Schedules (an event stage's dates): a JSON value stored and read as validated, and its days for
 * the occurrence index: `occurrences()` of a value the kind's own validator accepts (so the range
 * and the lists are bounded by the field's `maxDays` and `maxDates`), none for anything else.
 */
import { SCHEDULE_LIMITS } from '#core/limits';
import type { FieldOfKind } from '#core/model';
import { occurrences } from '#core/occurrences';
import { plainKind, type ServerKind } from '../host/server';
import { schedule as scheduleSchema } from './zod';

type Validator = ReturnType<typeof scheduleSchema>;
const validators = new WeakMap<FieldOfKind<'schedule'>, Validator>();

/** The field's validator (made once per field); the note's length does not change the days. */
function validatorOf(field: FieldOfKind<'schedule'>): Validator {
  let found = validators.get(field);
  if (!found) {
    found = scheduleSchema({
      maxDays: field.maxDays,
      maxDates: field.maxDates,
      moreInfoMax: SCHEDULE_LIMITS.maxMoreInfo,
    });
    validators.set(field, found);
  }
  return found;
}

export const schedule: ServerKind<'schedule'> = {
  ...plainKind<'schedule'>(),
  days: (field, value) => {
    const parsed = validatorOf(field).safeParse(value);
    return parsed.success && parsed.data !== undefined ? occurrences(parsed.data) : [];
  },
};
