/**
 * The shared zod pieces of the generated validators (`generated/entities/<name>/schema.ts`):
 * presence (`required` turns "no value" into the `required` message), bounded strings, row ids,
 * the per-language map, the item and its envelope, and the issue messages. Each field kind's own
 * helper lives in its folder (`kinds/<kind>/zod.ts`); the generated validators reach both through
 * `kinds/validation.ts`. Messages are keys of `core/messages.ts`; `issueMessage` turns an issue
 * into text.
 */
import { z } from 'zod';
import { isEmail, isLinkUrl, isPhone, isUrl } from './formats';
import { formatMessage, isValidationMessageKey, type ValidationMessageKey } from './messages';
import { FIELD_LIMITS, MAX_INTEGER, MAX_ID, MIN_INTEGER } from './limits';

type Key = ValidationMessageKey;

/** Type errors: a missing value reads 'required', a value of the wrong type 'invalid'. */
export const typeError = (issue: { input?: unknown }): Key => (issue.input === undefined ? 'required' : 'invalid');

/** The options every kind's helper takes: whether the value is required. */
export interface Presence {
  readonly required?: boolean;
}

/**
 * A rule a member of a group or list entry puts on its siblings (a closing time later than the
 * opening), written by the member kind's definition (`siblingChecks`): the group's or entry's
 * helper runs it on the whole object and reports `message` at the member `path` when it fails.
 */
export interface SiblingCheck {
  /** The member the error is shown on. */
  readonly path: string;
  readonly message: Key;
  /** False when the rule is broken; a value it cannot read (absent, malformed) passes. */
  holds(entry: Readonly<Record<string, unknown>>): boolean;
}

/** Makes a value optional, or required with the `required` message when it is empty. */
export function presence<T extends z.ZodType>(
  schema: T,
  isEmpty: (value: z.output<T>) => boolean,
  options: Presence,
): z.ZodOptional<T> | T {
  if (!options.required) return schema.optional();
  return schema.refine((value) => !isEmpty(value), { message: 'required' satisfies Key });
}

// The formats' checks, for the kinds' helpers and parts (text formats, contacts).
export { isEmail, isLinkUrl, isPhone, isUrl };

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: 'x', lt: 'x', gt: 'x', quot: 'x', '#39': 'x' };

/**
 * Visible text of rich-text HTML, for emptiness and length checks (here, not in
 * `kinds/richtext/`: the admin's editor measures with it too): tags dropped, the entities
 * Quill writes counted as one character. One pass over the text (no regular expression that
 * could backtrack), so its cost is linear whatever the input.
 */
export function richTextToPlain(html: string): string {
  const parts: string[] = [];
  let from = 0;
  let index = 0;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (code === 0x3c /* < */) {
      const close = html.indexOf('>', index + 1);
      // An unclosed '<' is text, as it was for `/<[^>]*>/`.
      if (close === -1) break;
      parts.push(html.slice(from, index));
      index = close + 1;
      from = index;
    } else if (code === 0x26 /* & */) {
      // Entity names are short: look at the next few characters only.
      const semicolon = html.slice(index + 1, index + 6).indexOf(';');
      const name = semicolon > 0 ? html.slice(index + 1, index + 1 + semicolon) : '';
      const replacement = Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : undefined;
      if (replacement === undefined) {
        index += 1;
      } else {
        parts.push(html.slice(from, index), replacement);
        index += semicolon + 2;
        from = index;
      }
    } else {
      index += 1;
    }
  }
  parts.push(html.slice(from));
  return parts.join('').trim();
}

/** A string of at most `max` characters, refused before any other check looks at it. */
export function bounded(max: number = FIELD_LIMITS.shortText) {
  return z.string({ error: typeError }).max(max, { message: 'maxLength' satisfies Key });
}

/** An address (image, file, link): absolute http(s) or relative to the site. */
export function linkUrl() {
  return bounded(FIELD_LIMITS.url).refine((value) => value === '' || isLinkUrl(value), {
    message: 'url' satisfies Key,
  });
}

/** White space around a text that trimming removes, allowed on top of its maximum. */
export const TRIM_ALLOWANCE = 1000;

/** A row id: a positive integer in PostgreSQL's range. */
export const rowId = z
  .number({ error: typeError })
  .int()
  .positive()
  .max(MAX_ID, { message: 'invalid' satisfies Key });

/** The position of an entry in an ordered list. */
export const entryOrder = z.number().int().min(MIN_INTEGER).max(MAX_INTEGER);

/** A value held per content language inside a shared group or list entry. */
export function perLanguage<T extends z.ZodType>(
  languages: readonly [string, ...string[]],
  schema: T,
  options: Presence = {},
) {
  const record = z.partialRecord(z.enum(languages), schema, { error: typeError });
  return options.required ? record : record.optional();
}

/** Properties every item carries besides its fields; read-only, accepted on save and ignored. */
export const itemEnvelope = {
  id: z.union([rowId, z.literal('new')]).optional(),
  version: z.number().int().nonnegative().max(MAX_INTEGER).optional(),
  lang: bounded(10).optional(),
  created_at: bounded(100).nullable().optional(),
  updated_at: bounded(100).nullable().optional(),
  canSave: z.boolean().optional(),
  draft: z.number().int().min(MIN_INTEGER).max(MAX_INTEGER).optional(),
  original_id: z.number().int().min(MIN_INTEGER).max(MAX_INTEGER).nullable().optional(),
  /** Usage count computed by the server for some lists (tags). */
  count: z.number().int().nonnegative().max(MAX_INTEGER).optional(),
  revision: z.unknown().optional(),
  revision_statuses: z.unknown().optional(),
  nextStatuses: z.unknown().optional(),
  permalink: z.unknown().optional(),
} as const;

/** Per-language read-only properties accepted inside `contents[lang]` and ignored. */
export const contentEnvelope = {
  permalink: bounded(FIELD_LIMITS.url).nullable().optional(),
  statuses: z.unknown().optional(),
} as const;

/** True when any language of the item is being saved with status 1 (Pubblico). */
export function isPublishing(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('contents' in value)) return false;
  const contents = (value as { contents: unknown }).contents;
  if (typeof contents !== 'object' || contents === null) return false;
  return Object.values(contents).some(
    (content) => typeof content === 'object' && content !== null && (content as { status?: unknown }).status === 1,
  );
}

/**
 * The whole item: shared fields, and contents per language (each validated as draft or publish
 * by its own status). At least one language must be present. Shared fields whose requiredness
 * depends on publication are checked again with `whenPublished` (some language at status 1) or
 * `whenUnpublished` (none).
 */
export function item<S extends z.ZodRawShape, C extends z.ZodType>(options: {
  readonly fields: S;
  readonly languages: readonly [string, ...string[]];
  readonly contents: C | null;
  readonly whenPublished?: z.ZodRawShape;
  readonly whenUnpublished?: z.ZodRawShape;
}) {
  const contents = options.contents;
  const base =
    contents === null
      ? z.strictObject({ ...itemEnvelope, ...options.fields })
      : z.strictObject({
          ...itemEnvelope,
          ...options.fields,
          contents: z
            .partialRecord(z.enum(options.languages), contents, { error: typeError })
            .refine((value) => Object.keys(value).length > 0, { message: 'required' satisfies Key }),
        });
  const { whenPublished, whenUnpublished } = options;
  if (!whenPublished && !whenUnpublished) return base;
  return base.superRefine(
    (value, ctx) => {
      const shape = isPublishing(value) ? whenPublished : whenUnpublished;
      if (!shape) return;
      const result = z.object(shape).safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: issue.path } as z.core.$ZodRawIssue);
      }
    },
    // Also when other fields are wrong, so that one save reports every problem (an office with
    // neither title nor address hears of both), on any object; its shape is the check's business.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** What a generated `schema.ts` exports for an entity, as the runtime and the server use it. */
export interface EntityValidators {
  /** The whole item as saved (POST/PUT body). */
  readonly item: z.ZodType;
  /** One language's contents (draft or publish by its status), or null without contents. */
  readonly content: z.ZodType | null;
  readonly contentDraft: z.ZodType | null;
  readonly contentPublish: z.ZodType | null;
}

/** A zod issue as the API and the admin show it: its dotted path and a message in the UI language. */
export function issueMessage(issue: z.core.$ZodIssue, language: 'it' | 'en'): { path: string; message: string } {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return { path: [path, issue.keys[0]].filter(Boolean).join('.'), message: formatMessage('unknownField', language) };
  }
  if (issue.code === 'invalid_union') {
    return { path, message: formatMessage('option', language) };
  }
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  // Field rules carry message keys; anything else (a library default) reads as 'invalid'.
  const key = isValidationMessageKey(issue.message) ? issue.message : 'invalid';
  return { path, message: formatMessage(key, language, params) };
}

/** All issues grouped by field path, as the 422 answer's `errors` object. */
export function issuesByPath(error: z.ZodError, language: 'it' | 'en'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // One entry per unknown key (zod groups them in one issue), and no message twice on a path
  // (a shared field is checked again by `whenPublished`/`whenUnpublished`).
  const issues = error.issues.flatMap((issue): z.core.$ZodIssue[] =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue],
  );
  for (const issue of issues) {
    const { path, message } = issueMessage(issue, language);
    // Own properties only: a field named `toString` must not meet Object.prototype.
    const messages = Object.hasOwn(errors, path) ? (errors[path] ?? []) : (errors[path] = []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
