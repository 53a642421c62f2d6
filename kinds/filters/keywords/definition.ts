/** `keywords`: the list's keyword box (the list call's `keywords`, read by the list engine itself). */
import type { FilterDefinition } from '../types';
import { anyField, asIs, objectInput } from '../definition-parts';

export const definition = {
  shorthand: { param: 'keywords', label: { it: 'Cerca', en: 'Search' } },
  input: objectInput('keywords'),
  check: anyField,
  normalise: asIs,
  // The list call's own `keywords` parameter (declared with page, limit and orderBy).
  param: () => null,
  readsPlace: false,
} satisfies FilterDefinition;
