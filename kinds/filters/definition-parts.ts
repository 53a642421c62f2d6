/** Pieces the filter kinds' generator definitions share: the object meta-schema and the field checks. */
import { z } from 'zod';
import type { Param, ParamSchema } from '#core/contracts/define';
import type { FilterKind } from '#core/model';
import type { QueryReader } from '#core/query';
import type { FilterDefinition, FilterInputParts, FilterIssue, FilterInput, FilterValue } from './types';
import { ID_PARAMETER, TEXT_PARAMETER } from './values';

/** The object form of a filter of `kind` (`param`, `kind`, `label`, and the keys the kind reads). */
export function objectInput(
  kind: FilterKind,
  keys: {
    readonly field?: boolean;
    readonly main?: boolean;
    readonly mainParam?: boolean;
    readonly options?: boolean;
  } = {},
): (parts: FilterInputParts) => z.ZodType<FilterInput> {
  return (parts) => {
    const schema = z.strictObject({
      param: parts.identifier,
      kind: z.literal(kind),
      label: parts.label.optional(),
      field: z.string().optional(),
      main: z.number().int().nonnegative().optional(),
      mainParam: z
        .string()
        .regex(/^[a-z][a-z_]*$/)
        .optional(),
      options: z.array(parts.selectOption).optional(),
    });
    // Only the keys the kind reads: any other is refused as the strict object refuses unknown keys.
    return schema.omit({
      ...(keys.field ? {} : { field: true }),
      ...(keys.main ? {} : { main: true }),
      ...(keys.mainParam ? {} : { mainParam: true }),
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

/**
 * A filter's query parameter: its documented schema and the reader that applies the same bounds
 * (never required: an absent filter narrows nothing).
 */
export function queryParam(
  description: string,
  schema: ParamSchema,
  read: (reader: QueryReader, name: string) => FilterValue | undefined,
): Param<FilterValue | undefined> {
  return { description, required: false, schema: () => schema, read: (reader, name) => read(reader, name) };
}

/** An id parameter: a positive id; -1 (and, with `zeroIsNone`, 0) for none. */
export function idParam(description: string, zeroIsNone = true): Param<FilterValue | undefined> {
  return queryParam(description, ID_PARAMETER, (reader, name) => {
    const value = reader.integer(name, { min: ID_PARAMETER.minimum, max: ID_PARAMETER.maximum });
    return value === -1 || (zeroIsNone && value === 0) ? undefined : value;
  });
}

/** A free-text parameter within the list's parameter length. */
export function textParam(description: string): Param<FilterValue | undefined> {
  return queryParam(description, TEXT_PARAMETER, (reader, name) =>
    reader.string(name, { max: TEXT_PARAMETER.maxLength }),
  );
}
