/** `province`: the items whose place is in the chosen province (the place field: the filter's, else the entity's). */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput } from '../definition-parts';
import { ID_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: { param: 'provincia', label: { it: 'Provincia', en: 'Province' } },
  input: objectInput('province', { field: true }),
  check: anyField,
  normalise: asIs,
  parameter: (filter) => ({
    name: filter.param,
    in: 'query',
    description: `${filter.label.en}: a province id; -1 for every province.`,
    schema: ID_PARAMETER,
  }),
  readsPlace: true,
};
