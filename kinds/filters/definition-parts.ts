/** Pieces the filter kinds' generator definitions share: the object meta-schema and the field checks. */
import { z } from 'zod';
import type { FilterKind } from '#core/model';
import type { FilterDefinition, FilterInputParts, FilterIssue, FilterInput } from './types';

/** The object form of a filter of `kind` (`param`, `kind`, `label`, and the keys the kind reads). */
export function objectInput(
  kind: FilterKind,
  keys: { readonly field?: boolean; readonly main?: boolean; readonly options?: boolean } = {},
): (parts: FilterInputParts) => z.ZodType<FilterInput> {
  return (parts) => {
    const schema = z.strictObject({
      param: parts.identifier,
      kind: z.literal(kind),
      label: parts.label.optional(),
      field: z.string().optional(),
      main: z.number().int().nonnegative().optional(),
      options: z.array(parts.selectOption).optional(),
    });
    // Only the keys the kind reads: any other is refused as the strict object refuses unknown keys.
    return schema.omit({
      ...(keys.field ? {} : { field: true }),
      ...(keys.main ? {} : { main: true }),
      ...(keys.options ? {} : { options: true }),
    });
  };
}

/**
 * A check that the filter's field, when named and found, is of one of `kinds` (`required`: it
 * must be named).
 */
export function fieldOfKinds(kind: string, kinds: readonly string[], required = false): FilterDefinition['check'] {
  return (input: FilterInput, field: Readonly<Record<string, unknown>> | undefined): FilterIssue[] => {
    if (input.field === undefined) {
      return required
        ? [
            {
              path: [],
              code: 'shape',
              message: `a ${kind} filter needs a field: the ${kinds.join(' or ')} field it reads`,
            },
          ]
        : [];
    }
    if (field === undefined || kinds.includes(String(field.kind))) return [];
    return [
      {
        path: ['field'],
        code: 'kind-mismatch',
        message: `a ${kind} filter needs a ${kinds.join(' or ')} field, '${input.field}' is ${String(field.kind)}`,
      },
    ];
  };
}

/** No check of its own. */
export const anyField: FilterDefinition['check'] = () => [];

/** The normalised filter as the common keys give it. */
export const asIs: FilterDefinition['normalise'] = (base) => base;
