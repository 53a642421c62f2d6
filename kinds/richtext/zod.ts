/** The rich-text kind's zod helper: lengths and emptiness count the HTML's visible characters. */
import { richTextMarkupMax } from '#core/limits';
import { presence, richTextToPlain } from '#core/validation';
import { textSchema, type TextOptions } from '../text/zod';

/** Rich text (HTML produced by the editor): lengths and emptiness count visible characters. */
export function richText(options: TextOptions) {
  return presence(
    textSchema(options, richTextToPlain, richTextMarkupMax(options.max)),
    (value) => richTextToPlain(value).length === 0,
    options,
  );
}
