import { normaliseTextLike, TEXT_DEFAULT_MAX, textLikeJson, textLikeZod } from './text-like';
import type { KindDefinition } from './types';

export const text: KindDefinition<'text'> = {
  kind: 'text',
  normalise: (input, base) =>
    normaliseTextLike('text', input, base, { max: TEXT_DEFAULT_MAX, counter: input.max !== undefined }),
  zod: (field, context) => textLikeZod('text', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
