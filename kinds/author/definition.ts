import { z } from 'zod';
import { MAX_ID } from '../../core/limits';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({ kind: z.literal('author'), ...common });

export const author: KindDefinition<'author', typeof schema> = {
  kind: 'author',
  input: schema,
  normalise: (_input, base) => ({ ...base, kind: 'author' }),
  zod: (_field, context) => `v.author(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: MAX_ID,
    description: 'User id; defaults to the current user.',
  }),
  storage: () => ({ kind: 'column', type: 'integer', references: 'users' }),
};
