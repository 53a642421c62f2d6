/** `municipality`: the items whose place (a municipalities field or an address's city) is the chosen municipality. */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, idParam, objectInput } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('municipality', { field: true }),
  check: fieldOfKinds('municipality', ['municipalities', 'address']),
  normalise: asIs,
  param: (filter) => idParam(`${filter.label.en}: a municipality id.`),
  readsPlace: true,
};
