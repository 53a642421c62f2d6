/**
 * The rich-text sanitiser: HTML reduced to what the admin's Quill 2 editor produces, and nothing
 * more: its block and inline formats, links (http, https, mailto, tel; opened safely) and its
 * class names. Anything else (scripts, styles, event handlers, iframes, data: URLs) is removed.
 *
 * It depends on nothing of the server, so the rich-text worker (`server/crud/richtext-worker.ts`)
 * runs it off the event loop.
 */
import sanitizeHtml from 'sanitize-html';
import { FIELD_LIMITS } from '#core/limits';

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

/** A rich text whose elements nest deeper than `FIELD_LIMITS.richTextDepth`: refused, never stored. */
export class RichTextTooDeep extends Error {
  constructor() {
    super(`rich text nested deeper than ${FIELD_LIMITS.richTextDepth} elements`);
  }
}

/**
 * The HTML reduced to what Quill produces. Throws `RichTextTooDeep` as soon as the parser holds
 * more than `FIELD_LIMITS.richTextDepth` open elements: the parser's own count (its open and
 * close events, implied closes included), so the bound is exact whatever the markup, and the
 * work done before it is linear in the text.
 */
export function sanitiseRichText(html: string): string {
  let depth = 0;
  return sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: () => {
      depth += 1;
      if (depth > FIELD_LIMITS.richTextDepth) throw new RichTextTooDeep();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  });
}
