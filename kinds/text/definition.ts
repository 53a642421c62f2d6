import {
  normaliseTextLike,
  textLikeInput,
  TEXT_DEFAULT_MAX,
  textLikeJson,
  textLikeZod,
} from '../../generator/kinds/text-like';
import type { KindDefinition } from '../../generator/kinds/types';

/** The field as written in a schema. */
const schema = textLikeInput('text');

export const text: KindDefinition<'text', typeof schema> = {
  kind: 'text',
  input: schema,
  normalise: (input, base) =>
    normaliseTextLike('text', input, base, { max: TEXT_DEFAULT_MAX, counter: input.max !== undefined }),
  zod: (field, context) => textLikeZod('text', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
