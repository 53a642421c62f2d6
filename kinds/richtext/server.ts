/**
 * Rich text: sanitised before it is validated to what the admin's Quill 2 editor produces, and
 * nothing more: its block and inline formats, links (http, https, mailto, tel; opened safely) and
 * its class names. Anything else (scripts, styles, event handlers, iframes, data: URLs) is removed.
 */
import { richTextMarkupMax } from '#core/limits';
import { plainKind, type ServerKind } from '../host/server';

export { RichTextTooDeep, sanitiseRichText } from './sanitiser';

export const richtext: ServerKind<'richtext'> = {
  ...plainKind<'richtext'>(),
  // A text past its bound is left as it is for the validator to refuse, never parsed.
  sanitise: (field, value, context) =>
    typeof value === 'string' && value.length <= richTextMarkupMax(field.max) ? context.richText(value) : value,
};
