/** `text`: the items whose text field contains the typed text. */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput } from '../definition-parts';
import { TEXT_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('text', { field: true }),
  check: anyField,
  normalise: asIs,
  parameter: (filter) => ({ name: filter.param, in: 'query', description: filter.label.en, schema: TEXT_PARAMETER }),
  readsPlace: false,
};
