import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('portal'),
  ...common,
  restricted: z.array(z.strictObject({ id: z.number().int(), roles: z.array(z.string().min(1)).min(1) })).optional(),
});

export const portal: KindDefinition<'portal', typeof schema> = {
  kind: 'portal',
  input: schema,
  normalise: (input, base) => ({ ...base, kind: 'portal', restricted: input.restricted ?? [] }),
  zod: (_field, context) => `v.portal(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: 'array',
    maxItems: 3,
    items: { enum: [1, 2, 3] },
    description: 'Active portals: 1 Emilia-Romagna, 2 Emilia, 3 Romagna.',
  }),
  storage: () => ({ kind: 'json' }),
};
