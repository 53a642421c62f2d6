/** `category`: the items in the chosen category or below it, in a category field; offered under its main category. */
import type { FilterDefinition } from '../types';
import { fieldOfKinds, objectInput } from '../definition-parts';
import { ID_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('category', { field: true, main: true }),
  check: fieldOfKinds('category', ['category']),
  // The main category the control offers: the filter's own, else its field's.
  normalise: (base, field) => ({ ...base, main: base.main ?? (field?.kind === 'category' ? field.main : null) }),
  parameter: (filter) => ({
    name: filter.param,
    in: 'query',
    description: `${filter.label.en}: a category id${filter.main === null ? '' : ` under main category ${filter.main}`}.`,
    schema: ID_PARAMETER,
  }),
  readsPlace: false,
};
