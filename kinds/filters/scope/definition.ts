/**
 * `scope`: the value of a list route parameter (`scope` in the schema, not written in
 * `list.filters`): only the items whose field is exactly it (a collection's POIs), or, for a
 * category field (`main` set from the field), the items with that category or one below it (an
 * interest list's theme).
 */
import type { FilterDefinition } from '../types';
import { anyField, asIs, idParam, textParam } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: null,
  check: anyField,
  normalise: asIs,
  param: (filter) =>
    filter.main === null
      ? textParam(`${filter.label.en}: only the items whose ${filter.field ?? filter.param} is exactly this.`)
      : idParam(
          `${filter.label.en}: only the items with this category (under main category ${filter.main}) or one below it.`,
        ),
  readsPlace: false,
};
