import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common, selectOption } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('select'),
  ...common,
  options: z.array(selectOption).min(1),
  default: z.union([z.string(), z.number()]).optional(),
  multiple: z.boolean().optional(),
});

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
    const values = field.options.filter((option) => !option.disabled).map((option) => option.value);
    return `v.${field.multiple ? 'selectMany' : 'select'}(${callOptions({ values, ...presence(context) })})`;
  },
  jsonSchema: (field) => {
    const values = field.options.filter((option) => !option.disabled).map((option) => option.value);
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
