/**
 * `category`: the items in the chosen category or below it, in a category field; offered under its
 * main category, or under the category a list route parameter names (`mainParam`).
 */
import type { FilterDefinition } from '../types';
import { fieldOfKinds, idParam, objectInput } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('category', { field: true, main: true, mainParam: true }),
  check: fieldOfKinds('category', ['category']),
  // The main category the control offers: the filter's own, else its field's.
  normalise: (base, field) => ({ ...base, main: base.main ?? (field?.kind === 'category' ? field.main : null) }),
  param: (filter) =>
    idParam(`${filter.label.en}: a category id${filter.main === null ? '' : ` under main category ${filter.main}`}.`),
  readsPlace: false,
};
