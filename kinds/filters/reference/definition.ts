/** `reference`: the items whose reference field points at the chosen item of another entity (the POI list's destination). */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, idParam, objectInput } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('reference', { field: true }),
  check: (input, field) => {
    const issues = fieldOfKinds('reference', ['reference'], true)(input, field);
    // The filter compares one chosen item found by title (`POST {path}/search`).
    if (issues.length === 0 && field && (field.multiple === true || field.source === 'combo'))
      return [
        { path: ['field'], code: 'kind-mismatch', message: 'a reference filter reads a single searched reference' },
      ];
    return issues;
  },
  normalise: asIs,
  param: (filter) => idParam(`${filter.label.en}: the id of the item referred to.`),
  readsPlace: false,
};
