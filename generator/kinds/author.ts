import { callOptions, presence, type KindDefinition } from './types';

export const author: KindDefinition<'author'> = {
  kind: 'author',
  normalise: (_input, base) => ({ ...base, kind: 'author' }),
  zod: (_field, context) => `v.author(${callOptions(presence(context))})`,
  jsonSchema: () => ({ type: ['integer', 'null'], description: 'User id; defaults to the current user.' }),
  storage: () => ({ kind: 'column', type: 'integer' }),
};
