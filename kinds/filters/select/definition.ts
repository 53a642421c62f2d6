/** `select`: the items whose field holds the chosen option. */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput, queryParam } from '../definition-parts';
import { TEXT_PARAMETER } from '../values';

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('select', { field: true, options: true }),
  check: anyField,
  normalise: asIs,
  param: (filter) => {
    const values = filter.options.filter((option) => !option.disabled).map((option) => option.value);
    const allowed = filter.options.map((option) => String(option.value));
    // A disabled option is not offered (nor documented), but a bookmarked list with it still reads.
    return queryParam(filter.label.en, values.length > 0 ? { enum: values } : TEXT_PARAMETER, (reader, name) => {
      const value = reader.oneOf(name, allowed);
      return value === undefined ? undefined : filter.options.find((option) => String(option.value) === value)?.value;
    });
  },
  readsPlace: false,
};
