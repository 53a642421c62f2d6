import { callOptions, presence, type KindDefinition } from './types';

export const portal: KindDefinition<'portal'> = {
  kind: 'portal',
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
