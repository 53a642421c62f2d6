/** `status`: the items whose status in the list's language (`lang`) is the chosen one. */
import { STATUS, STATUS_CODES, STATUS_NAMES } from '#core/statuses';
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput, queryParam } from '../definition-parts';
import { STATUS_PARAMETER } from '../values';

const SUMMARY = STATUS_CODES.map((code) => `${code} ${STATUS_NAMES[code].en}`).join(', ');

export const definition: FilterDefinition = {
  shorthand: { param: 'stato', label: { it: 'Stato', en: 'Status' } },
  input: objectInput('status'),
  check: anyField,
  normalise: asIs,
  param: (filter) =>
    queryParam(`${filter.label.en}: ${SUMMARY}; -1 for every status.`, STATUS_PARAMETER, (reader, name) => {
      const value = reader.integer(name, { min: STATUS_PARAMETER.minimum, max: STATUS_PARAMETER.maximum });
      return value === STATUS.absent ? undefined : value;
    }),
  readsPlace: false,
};
