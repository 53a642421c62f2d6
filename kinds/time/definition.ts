import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common, fieldName } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('time'),
  ...common,
  /** A sibling time (same group or list entry) this one must be strictly later than, when both are set. */
  after: fieldName.optional(),
});

export const time: KindDefinition<'time', typeof schema> = {
  kind: 'time',
  input: schema,
  normalise: (input, base) => ({ ...base, kind: 'time', after: input.after ?? null }),
  zod: (_field, context) => `v.time(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: 'string',
    maxLength: 5,
    pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$',
    description: 'HH:mm (00:00-23:59); empty for no time.',
  }),
  storage: () => ({ kind: 'column', type: 'text' }),
  siblingNames: (input) => (input.after === undefined ? [] : [{ key: 'after', name: input.after, kinds: ['time'] }]),
  siblingChecks: (field) =>
    field.after === null ? null : `v.after(${JSON.stringify(field.name)}, ${JSON.stringify(field.after)})`,
};
