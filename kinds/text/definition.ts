/** Single-line text: at most 524,288 characters unless the schema says less; a counter with `max`. */
import { TEXT_DEFAULT_MAX, textLikeKind } from '../host/text-like';

export const text = textLikeKind('text', { zodHelper: 'text', max: TEXT_DEFAULT_MAX, counter: 'withMax' });
