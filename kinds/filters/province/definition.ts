/** `province`: the items whose place is in the chosen province (the place field: the filter's, else the entity's). */
import type { FilterDefinition } from '../types';
import { anyField, asIs, idParam, objectInput } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: { param: 'provincia', label: { it: 'Provincia', en: 'Province' } },
  input: objectInput('province', { field: true }),
  check: anyField,
  normalise: asIs,
  param: (filter) => idParam(`${filter.label.en}: a province id; -1 for every province.`, false),
  readsPlace: true,
};
