/**
 * Rich text: sanitised before it is validated to what the admin's Quill 2 editor produces, and
 * nothing more: its block and inline formats, links (http, https, mailto, tel; opened safely) and
 * its class names. Anything else (scripts, styles, event handlers, iframes, data: URLs) is removed.
 */
import sanitizeHtml from 'sanitize-html';
import { richTextMarkupMax } from '#core/limits';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

const QUILL_CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-indent-1',
  'ql-indent-2',
  'ql-indent-3',
  'ql-indent-4',
  'ql-indent-5',
  'ql-indent-6',
  'ql-indent-7',
  'ql-indent-8',
  'ql-size-small',
  'ql-size-large',
  'ql-size-huge',
  'ql-syntax',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list'],
    pre: ['data-language', 'spellcheck'],
    '*': ['class'],
  },
  allowedClasses: { '*': QUILL_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export const richtext: ServerKind<'richtext'> = {
  ...plainKind<'richtext'>(),
  // A text past its bound is left as it is for the validator to refuse, never parsed.
  sanitise: (field, value) =>
    typeof value === 'string' && value.length <= richTextMarkupMax(field.max) ? sanitiseRichText(value) : value,
};
