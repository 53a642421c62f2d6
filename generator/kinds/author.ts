import { MAX_ID } from '../../core/limits';
import { callOptions, presence, type KindDefinition } from './types';

export const author: KindDefinition<'author'> = {
  kind: 'author',
  normalise: (_input, base) => ({ ...base, kind: 'author' }),
  zod: (_field, context) => `v.author(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: MAX_ID,
    description: 'User id; defaults to the current user.',
  }),
  storage: () => ({ kind: 'column', type: 'integer' }),
};
