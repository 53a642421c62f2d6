import { normaliseTextLike, TEXT_DEFAULT_MAX, textLikeJson, textLikeZod } from './text-like';
import type { KindDefinition } from './types';

export const richtext: KindDefinition<'richtext'> = {
  kind: 'richtext',
  normalise: (input, base) =>
    normaliseTextLike('richtext', input, base, { max: TEXT_DEFAULT_MAX, counter: input.max !== undefined }),
  zod: (field, context) => textLikeZod('richText', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
