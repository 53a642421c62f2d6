/** `municipality`: the items whose place (a municipalities field or an address's city) is the chosen municipality. */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, objectInput } from '../definition-parts';
import { ID_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('municipality', { field: true }),
  check: fieldOfKinds('municipality', ['municipalities', 'address']),
  normalise: asIs,
  parameter: (filter) => ({
    name: filter.param,
    in: 'query',
    description: `${filter.label.en}: a municipality id.`,
    schema: ID_PARAMETER,
  }),
  readsPlace: true,
};
