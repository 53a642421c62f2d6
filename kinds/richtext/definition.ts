import {
  normaliseTextLike,
  textLikeInput,
  TEXT_DEFAULT_MAX,
  textLikeJson,
  textLikeZod,
} from '../../generator/kinds/text-like';
import type { KindDefinition } from '../../generator/kinds/types';

/** The field as written in a schema. */
const schema = textLikeInput('richtext');

export const richtext: KindDefinition<'richtext', typeof schema> = {
  kind: 'richtext',
  input: schema,
  normalise: (input, base) =>
    normaliseTextLike('richtext', input, base, { max: TEXT_DEFAULT_MAX, counter: input.max !== undefined }),
  zod: (field, context) => textLikeZod('richText', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
