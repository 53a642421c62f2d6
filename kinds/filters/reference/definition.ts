/** `reference`: the items whose reference field points at the chosen item of another entity (the POI list's destination). */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, objectInput } from '../definition-parts';
import { ID_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('reference', { field: true }),
  check: fieldOfKinds('reference', ['reference'], true),
  normalise: asIs,
  parameter: (filter) => ({
    name: filter.param,
    in: 'query',
    description: `${filter.label.en}: the id of the item referred to.`,
    schema: ID_PARAMETER,
  }),
  readsPlace: false,
};
