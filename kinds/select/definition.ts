import { z } from 'zod';
import type { SelectField } from '../../core/model';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common, selectOption } from '../host/input';

/**
 * The field as written in a schema. A disabled option is never a value (a placeholder such as
 * 'Seleziona un valore', or an option no longer offered): the default must be one a value can hold.
 */
const schema = z
  .strictObject({
    kind: z.literal('select'),
    ...common,
    options: z.array(selectOption).min(1),
    default: z.union([z.string(), z.number()]).optional(),
    multiple: z.boolean().optional(),
  })
  .refine(
    (input) =>
      input.default === undefined ||
      input.options.some((option) => option.value === input.default && option.disabled !== true),
    { path: ['default'], message: 'must be the value of an option that is not disabled' },
  )
  .refine((input) => input.options.some((option) => option.disabled !== true), {
    path: ['options'],
    message: 'needs an option that is not disabled',
  });

/** The values a field may hold: its options' but the disabled ones'. */
const heldValues = (field: SelectField) =>
  field.options.filter((option) => !option.disabled).map((option) => option.value);

export const select: KindDefinition<'select', typeof schema> = {
  kind: 'select',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'select',
    options: input.options.map((option) => ({
      value: option.value,
      label: option.label,
      disabled: option.disabled ?? false,
    })),
    default: input.default ?? null,
    multiple: input.multiple ?? false,
  }),
  zod: (field, context) => {
    const values = heldValues(field);
    return `v.${field.multiple ? 'selectMany' : 'select'}(${callOptions({ values, ...presence(context) })})`;
  },
  jsonSchema: (field) => {
    const values = heldValues(field);
    return field.multiple
      ? { type: 'array', maxItems: values.length, items: { enum: values } }
      : { enum: [...values, null] };
  },
  storage: (field) =>
    field.multiple
      ? { kind: 'json' }
      : {
          kind: 'column',
          type: field.options.every((option) => typeof option.value === 'number') ? 'integer' : 'text',
        },
};
