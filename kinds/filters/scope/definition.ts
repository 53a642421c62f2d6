/**
 * `scope`: the value of a list route parameter (`scope` in the schema, not written in
 * `list.filters`): only the items whose field is exactly it (a collection's POIs).
 */
import type { FilterDefinition } from '../types';
import { anyField, asIs, textParam } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: null,
  check: anyField,
  normalise: asIs,
  param: (filter) =>
    textParam(`${filter.label.en}: only the items whose ${filter.field ?? filter.param} is exactly this.`),
  readsPlace: false,
};
