import {
  normaliseTextLike,
  textLikeInput,
  TEXTAREA_DEFAULT_MAX,
  textLikeJson,
  textLikeZod,
} from '../../generator/kinds/text-like';
import type { KindDefinition } from '../../generator/kinds/types';

/** The field as written in a schema. */
const schema = textLikeInput('textarea');

export const textarea: KindDefinition<'textarea', typeof schema> = {
  kind: 'textarea',
  input: schema,
  normalise: (input, base) => normaliseTextLike('textarea', input, base, { max: TEXTAREA_DEFAULT_MAX, counter: true }),
  zod: (field, context) => textLikeZod('text', field, context),
  jsonSchema: (field) => textLikeJson(field),
  storage: () => ({ kind: 'column', type: 'text' }),
};
