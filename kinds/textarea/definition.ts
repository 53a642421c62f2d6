/** Multi-line text: at most 300 characters unless the schema says otherwise, always with a counter. */
import { TEXTAREA_DEFAULT_MAX, textLikeKind } from '../host/text-like';

export const textarea = textLikeKind('textarea', { zodHelper: 'text', max: TEXTAREA_DEFAULT_MAX, counter: 'always' });
