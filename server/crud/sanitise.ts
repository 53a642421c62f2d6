/**
 * Rich text as the admin's Quill 2 editor produces it, and nothing more: its block and inline
 * formats, links (http, https, mailto, tel; opened safely) and its class names. Anything else
 * (scripts, styles, event handlers, iframes, data: URLs) is removed on save.
 */
import sanitizeHtml from 'sanitize-html';
import type { FieldMeta } from '#core/model';
import { richTextMarkupMax } from '#core/limits';
import { isRecord } from '../db/sql';
import type { StoredField } from './entity';

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

/**
 * The value of a field with every rich text inside it sanitised: the field itself, the members of
 * a group, the entries of a list (including values held per language inside them).
 */
export function sanitiseField(field: FieldMeta, value: unknown, nestedPerLanguage = false): unknown {
  if (value === null || value === undefined) return value;
  if (nestedPerLanguage && isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([lang, inner]) => [lang, sanitiseField(field, inner)]));
  }
  switch (field.kind) {
    case 'richtext':
      // A text past its bound is left as it is for the validator to refuse, never parsed.
      return typeof value === 'string' && value.length <= richTextMarkupMax(field.max)
        ? sanitiseRichText(value)
        : value;
    case 'group':
      return isRecord(value) ? sanitiseMembers(field.fields, value) : value;
    case 'list':
      return Array.isArray(value)
        ? value.map((entry: unknown) => (isRecord(entry) ? sanitiseMembers(field.fields, entry) : entry))
        : value;
    default:
      return value;
  }
}

function sanitiseMembers(fields: readonly FieldMeta[], value: Record<string, unknown>): Record<string, unknown> {
  const result = { ...value };
  for (const member of fields) {
    if (member.name in result) result[member.name] = sanitiseField(member, result[member.name], member.perLanguage);
  }
  return result;
}

/**
 * A save body with every rich text sanitised in place, before it is validated: a required rich
 * text that sanitising empties (`<script>…</script>`) is then refused as empty, not stored as ''.
 */
export function sanitiseBody(
  fields: readonly StoredField[],
  contents: readonly StoredField[],
  body: Record<string, unknown>,
): void {
  const sanitiseIn = (values: Record<string, unknown>, stored: readonly StoredField[]): void => {
    for (const { field } of stored) {
      if (Object.hasOwn(values, field.name)) values[field.name] = sanitiseField(field, values[field.name]);
    }
  };
  sanitiseIn(body, fields);
  if (isRecord(body.contents)) {
    for (const content of Object.values(body.contents)) {
      if (isRecord(content)) sanitiseIn(content, contents);
    }
  }
}
