/** `reference`: the items whose reference field points at the chosen item of another entity (the POI list's destination). */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, idParam, objectInput } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('reference', { field: true }),
  check: fieldOfKinds('reference', ['reference'], true),
  normalise: asIs,
  param: (filter) => idParam(`${filter.label.en}: the id of the item referred to.`),
  readsPlace: false,
};
