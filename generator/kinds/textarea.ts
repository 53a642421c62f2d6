import { normaliseTextLike, TEXTAREA_DEFAULT_MAX, textLikeJson, textLikeZod } from './text-like';
import type { KindDefinition } from './types';

export const textarea: KindDefinition<'textarea'> = {
  kind: 'textarea',
  normalise: (input, base) => normaliseTextLike('textarea', input, base, { max: TEXTAREA_DEFAULT_MAX, counter: true }),
  zod: (field, context) => textLikeZod('text', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
