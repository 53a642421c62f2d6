/** `select`: the items whose field holds the chosen option. */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput } from '../definition-parts';
import { TEXT_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('select', { field: true, options: true }),
  check: anyField,
  normalise: asIs,
  parameter: (filter) => {
    const values = filter.options.filter((option) => !option.disabled).map((option) => option.value);
    return {
      name: filter.param,
      in: 'query',
      description: filter.label.en,
      schema: values.length > 0 ? { enum: values } : TEXT_PARAMETER,
    };
  },
  readsPlace: false,
};
