/** Rich text (Quill HTML): its length counts visible characters; a counter with `max`. */
import { TEXT_DEFAULT_MAX, textLikeKind } from '../host/text-like';

export const richtext = textLikeKind('richtext', { zodHelper: 'richText', max: TEXT_DEFAULT_MAX, counter: 'withMax' });
