/**
 * `municipality`: the items whose place is the chosen municipality: a municipalities field, an
 * address's city, or any entry's address of a list (an event's stages).
 */
import type { FilterDefinition } from '../types';
import { asIs, fieldOfKinds, idParam, objectInput } from '../definition-parts';

const ofPlaceKind = fieldOfKinds('municipality', ['municipalities', 'address', 'list']);

/** Whether a list as written has a single address among its entries' members. */
function holdsAddress(field: Readonly<Record<string, unknown>>): boolean {
  const members = field.fields;
  if (typeof members !== 'object' || members === null) return false;
  return Object.values(members).some(
    (member: unknown) =>
      typeof member === 'object' &&
      member !== null &&
      'kind' in member &&
      member.kind === 'address' &&
      !('multiple' in member && member.multiple === true),
  );
}

export const definition: FilterDefinition = {
  shorthand: null,
  input: objectInput('municipality', { field: true }),
  check: (input, field) => {
    const issues = ofPlaceKind(input, field);
    if (issues.length > 0 || field?.kind !== 'list' || holdsAddress(field)) return issues;
    return [
      {
        path: ['field'],
        code: 'kind-mismatch',
        message: `a municipality filter on a list needs an address among its entries' fields, '${input.field ?? ''}' has none`,
      },
    ];
  },
  normalise: asIs,
  param: (filter) => idParam(`${filter.label.en}: a municipality id.`),
  readsPlace: true,
};
