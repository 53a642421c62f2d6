/** `status`: the items whose status in the list's language (`lang`) is the chosen one. */
import { STATUS_CODES, STATUS_NAMES } from '#core/statuses';
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput } from '../definition-parts';
import { STATUS_PARAMETER } from '../values';

const SUMMARY = STATUS_CODES.map((code) => `${code} ${STATUS_NAMES[code].en}`).join(', ');

export const definition: FilterDefinition = {
  shorthand: { param: 'stato', label: { it: 'Stato', en: 'Status' } },
  input: objectInput('status'),
  check: anyField,
  normalise: asIs,
  parameter: (filter) => ({
    name: filter.param,
    in: 'query',
    description: `${filter.label.en}: ${SUMMARY}; -1 for every status.`,
    schema: STATUS_PARAMETER,
  }),
  readsPlace: false,
};
