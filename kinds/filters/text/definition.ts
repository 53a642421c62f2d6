/** `text`: the items whose text field contains the typed text. */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput, textParam } from '../definition-parts';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('text', { field: true }),
  check: anyField,
  normalise: asIs,
  param: (filter) => textParam(filter.label.en),
  readsPlace: false,
};
