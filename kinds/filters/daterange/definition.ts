/**
 * `daterange`: the items that happen on at least one day of a range, read from the occurrence days
 * the database keeps for entities with a field of a kind that occurs (`core/occurrence-days.ts`);
 * no field of its own. One parameter, `from..to` (`./range.ts`): a wrong date or range is a 422
 * naming the parameter, as every list parameter's.
 */
import { OCCURRENCE_LIMITS } from '#core/limits';
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput, queryParam } from '../definition-parts';
import { formatDateRange, isOpen, isReversed, readDateRange } from './range';

const DATE = '\\d{4}-\\d{2}-\\d{2}';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('daterange'),
  check: anyField,
  normalise: asIs,
  param: (filter) =>
    queryParam(
      `${filter.label.en}: the items happening on at least one day from the first date to the second, both ` +
        'included (YYYY-MM-DD..YYYY-MM-DD); either may be left out (2026-12-01.. from a day on, ..2026-12-31 up ' +
        'to a day), and one date alone is that day.',
      {
        type: 'string',
        maxLength: OCCURRENCE_LIMITS.rangeParameter,
        pattern: `^(${DATE})?(\\.\\.(${DATE})?)?$`,
      },
      (reader, name) => {
        const raw = reader.string(name, { max: OCCURRENCE_LIMITS.rangeParameter });
        if (raw === undefined) return undefined;
        const range = readDateRange(raw);
        if (range === null || isReversed(range)) {
          reader.fail(name, range === null ? 'dateRange' : 'dateRangeOrder');
          return undefined;
        }
        return isOpen(range) ? undefined : formatDateRange(range);
      },
    ),
  readsPlace: false,
  readsDays: true,
};
