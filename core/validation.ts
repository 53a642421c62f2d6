/**
 * Zod building blocks used by the generated validators (`generated/entities/<name>/schema.ts`).
 * Each helper is one field kind's wire value; `required` turns "no value" into the `required`
 * message. Messages are keys of `core/messages.ts`; `issueMessage` turns an issue into text.
 */
import { z } from 'zod';
import { isEmail, isLinkUrl, isPhone, isUrl } from './formats';
import { isWireDate, isWireDateTime } from './dates';
import { formatMessage, isValidationMessageKey, type ValidationMessageKey } from './messages';
import { CONTACT_TYPES, type ContactType, type TextFormat } from './model';
import { FIELD_LIMITS, MAX_INTEGER, MAX_ID, MIN_INTEGER, richTextMarkupMax } from './limits';
import { isSlug } from './slugify';

type Key = ValidationMessageKey;

/** Type errors: a missing value reads 'required', a value of the wrong type 'invalid'. */
const typeError = (issue: { input?: unknown }): Key => (issue.input === undefined ? 'required' : 'invalid');

interface Presence {
  readonly required?: boolean;
}

/** Makes a value optional, or required with the `required` message when it is empty. */
function presence<T extends z.ZodType>(
  schema: T,
  isEmpty: (value: z.output<T>) => boolean,
  options: Presence,
): z.ZodOptional<T> | T {
  if (!options.required) return schema.optional();
  return schema.refine((value) => !isEmpty(value), { message: 'required' satisfies Key });
}

export { isEmail, isLinkUrl, isPhone, isUrl };

const FORMAT_CHECKS: Readonly<Record<TextFormat, { test: (value: string) => boolean; message: Key }>> = {
  url: { test: isUrl, message: 'url' },
  email: { test: isEmail, message: 'email' },
  phone: { test: isPhone, message: 'specialCharacters' },
};

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: 'x', lt: 'x', gt: 'x', quot: 'x', '#39': 'x' };

/**
 * Visible text of rich-text HTML, for emptiness and length checks: tags dropped, the entities
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

interface TextOptions extends Presence {
  readonly max: number;
  readonly min?: number;
  readonly trim?: boolean;
  readonly format?: TextFormat | null;
  readonly pattern?: { readonly regex: string; readonly message: string } | null;
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

function textSchema(options: TextOptions, measure: (value: string) => string, rawMax: number) {
  // The raw length is bounded first (reported with the field's own maximum): trimming,
  // measuring and format checks never see more.
  const base = z.string({ error: typeError }).check((ctx) => {
    if (ctx.value.length <= rawMax) return;
    ctx.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: options.max,
      inclusive: true,
      input: ctx.value,
      message: 'maxLength' satisfies Key,
      continue: false,
    });
  });
  const trimmed = options.trim === false ? base : base.trim();
  const format = options.format ? FORMAT_CHECKS[options.format] : null;
  const pattern = options.pattern ? new RegExp(`^(?:${options.pattern.regex})$`, 'u') : null;
  const patternMessage = options.pattern?.message ?? 'pattern';
  return trimmed.superRefine((value, ctx) => {
    const length = measure(value).length;
    if (length > options.max) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: options.max,
        inclusive: true,
        input: value,
        message: 'maxLength' satisfies Key,
      });
      return;
    }
    if (length > 0 && options.min && length < options.min) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: options.min,
        inclusive: true,
        input: value,
        message: 'minLength' satisfies Key,
      });
    }
    if (value.length > 0 && format && !format.test(value)) {
      ctx.addIssue({ code: 'custom', message: format.message });
    }
    if (value.length > 0 && pattern && !pattern.test(value)) {
      ctx.addIssue({ code: 'custom', message: patternMessage });
    }
  });
}

const identity = (value: string): string => value;

/** White space around a text that trimming removes, allowed on top of its maximum. */
const TRIM_ALLOWANCE = 1000;

/** Single-line and multi-line text. */
export function text(options: TextOptions) {
  return presence(textSchema(options, identity, options.max + TRIM_ALLOWANCE), (value) => value.length === 0, options);
}

/** Rich text (HTML produced by the editor): lengths and emptiness count visible characters. */
export function richText(options: TextOptions) {
  return presence(
    textSchema(options, richTextToPlain, richTextMarkupMax(options.max)),
    (value) => richTextToPlain(value).length === 0,
    options,
  );
}

/** A slug: lowercase letters, digits and dashes (filled from the title when left empty). */
export function slug(options: Presence & { readonly max: number }) {
  const schema = bounded(options.max + TRIM_ALLOWANCE)
    .trim()
    .max(options.max, { message: 'maxLength' satisfies Key })
    .refine((value) => value.length === 0 || isSlug(value), { message: 'slug' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

export function number(
  options: Presence & { readonly integer: boolean; readonly min?: number | null; readonly max?: number | null },
) {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
  if (options.integer) schema = schema.int({ message: 'integer' satisfies Key });
  // Integers are stored as PostgreSQL integers: their range is the bound a schema leaves open.
  const min = options.min ?? (options.integer ? MIN_INTEGER : null);
  const max = options.max ?? (options.integer ? MAX_INTEGER : null);
  if (min !== null) schema = schema.min(min, { message: 'minNumber' satisfies Key });
  if (max !== null) schema = schema.max(max, { message: 'maxNumber' satisfies Key });
  return options.required ? schema : schema.nullable().optional();
}

export function boolean(options: Presence = {}) {
  const schema = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'boolean') });
  return options.required ? schema : schema.optional();
}

/** A date `YYYY-MM-DD`; an empty string is no date. */
export function date(options: Presence = {}) {
  const schema = bounded(100)
    .trim()
    .refine((value) => value === '' || isWireDate(value), { message: 'date' satisfies Key });
  return presence(schema, (value) => value === '', options);
}

/** A date-time `YYYY-MM-DD HH:mm:ss`; an empty string is no date. */
export function dateTime(options: Presence = {}) {
  const schema = bounded(100)
    .trim()
    .refine((value) => value === '' || isWireDateTime(value), { message: 'datetime' satisfies Key });
  return presence(schema, (value) => value === '', options);
}

/** One value (or several, with `multiple`) out of a fixed list of options. */
export function select<const V extends readonly [string | number, ...(string | number)[]]>(
  options: Presence & { readonly values: V; readonly multiple?: false },
) {
  // A missing value reads 'required' (not 'option'): no union, whose issue would hide the reason.
  const schema = z
    .literal(options.values, { error: (issue) => (issue.input === undefined ? 'required' : 'option') satisfies Key })
    .nullable();
  return presence(schema, (value) => value === null, options);
}

export function selectMany<const V extends readonly [string | number, ...(string | number)[]]>(
  options: Presence & { readonly values: V },
) {
  const schema = z
    .array(z.literal(options.values, { error: 'option' satisfies Key }), { error: typeError })
    .max(options.values.length, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** The item's status in one language: the literal codes the variant (draft or publish) allows. */
export function status<const V extends readonly [number, ...number[]]>(values: V) {
  return z.literal(values, { error: (issue) => (issue.input === undefined ? 'required' : 'option') });
}

/** A row id: a positive integer in PostgreSQL's range. */
const id = z
  .number({ error: typeError })
  .int()
  .positive()
  .max(MAX_ID, { message: 'invalid' satisfies Key });

/** The position of an entry in an ordered list. */
const order = z.number().int().min(MIN_INTEGER).max(MAX_INTEGER);

/** Chosen categories of one main category: ids, and the primary one among them. */
export function categories(options: Presence & { readonly max: number; readonly primary: boolean }) {
  const schema = z
    .strictObject(
      {
        ids: z
          .array(id, { error: typeError })
          .max(options.max > 0 ? options.max : FIELD_LIMITS.categories, { message: 'tooManyItems' satisfies Key }),
        primary: id.nullable().optional(),
      },
      { error: typeError },
    )
    .superRefine((value, ctx) => {
      const primary = value.primary ?? null;
      if (primary !== null && !value.ids.includes(primary)) {
        ctx.addIssue({ code: 'custom', path: ['primary'], message: 'onePrimary' satisfies Key });
      }
    });
  return presence(schema, (value) => value.ids.length === 0, options);
}

/** Municipalities by id (several, or one when `multiple` is false). */
export function municipalities(options: Presence & { readonly multiple: boolean; readonly max?: number }) {
  if (!options.multiple) {
    return presence(id.nullable(), (value) => value === null, options);
  }
  const schema = z
    .array(id, { error: typeError })
    .max(options.max ?? FIELD_LIMITS.municipalities, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** Items picked from other entities (`kind: entity`): at most `limit`, of the field's types. */
export function entityPicks(options: Presence & { readonly types: readonly string[]; readonly limit: number }) {
  const entry = z.strictObject({
    type: bounded().refine((type) => options.types.includes(type), { message: 'option' satisfies Key }),
    id,
    title: bounded().optional(),
  });
  const schema = z.array(entry, { error: typeError }).max(options.limit, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** One item of another entity: `{id, name}` (a reference field), or null. */
export function reference(options: Presence = {}) {
  const schema = z.strictObject(
    {
      id,
      name: bounded(FIELD_LIMITS.shortText)
        .max(FIELD_LIMITS.shortText, { message: 'maxLength' satisfies Key })
        .optional(),
    },
    { error: typeError },
  );
  return presence(schema.nullable(), (value) => value === null, options);
}

/** Images attached from the media library: at most `max`, one of them the cover. */
export function images(options: Presence & { readonly max: number; readonly cover: boolean }) {
  const entry = z.strictObject({
    id,
    title: bounded(FIELD_LIMITS.paramValue).optional(),
    url: linkUrl().optional(),
    url_thumb: linkUrl().optional(),
    is_primary: z.boolean().optional(),
    order: order.optional(),
  });
  const schema = z
    .array(entry, { error: typeError })
    .max(options.max, { message: 'tooMany' satisfies Key })
    .superRefine((value, ctx) => {
      if (!options.cover || value.length === 0) return;
      const covers = value.filter((image) => image.is_primary === true).length;
      if (covers > 1) ctx.addIssue({ code: 'custom', message: 'oneCover' satisfies Key });
    });
  return presence(schema, (value) => value.length === 0, options);
}

/** Files attached to the item. */
export function files(
  options: Presence & { readonly max: number; readonly accept: readonly string[]; readonly acceptMessage: string },
) {
  const entry = z.strictObject({
    id,
    name: bounded(),
    url: linkUrl().optional(),
  });
  const schema = z
    .array(entry, { error: typeError })
    .max(options.max, { message: 'tooMany' satisfies Key })
    .superRefine((value, ctx) => {
      if (options.accept.length === 0) return;
      value.forEach((file, index) => {
        const name = file.name.toLowerCase();
        if (!options.accept.some((accepted) => name.endsWith(accepted.toLowerCase()))) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: options.acceptMessage });
        }
      });
    });
  return presence(schema, (value) => value.length === 0, options);
}

const CONTACT_CHECKS: Readonly<Record<ContactType, { test: (value: string) => boolean; message: Key }>> = {
  email: { test: isEmail, message: 'email' },
  website: { test: isUrl, message: 'url' },
  telephone: { test: isPhone, message: 'specialCharacters' },
  fax: { test: isPhone, message: 'specialCharacters' },
  whatsapp: { test: isPhone, message: 'specialCharacters' },
};

/** A contact list: typed values (email, website, telephone, fax, whatsapp), each required. */
export function contacts(options: Presence & { readonly max: number; readonly types: readonly ContactType[] }) {
  const entry = z
    .strictObject({
      id: id.optional(),
      order: order.optional(),
      label: bounded(FIELD_LIMITS.shortText + TRIM_ALLOWANCE)
        .trim()
        .max(255, { message: 'maxLength' satisfies Key })
        .optional(),
      type: z.enum(CONTACT_TYPES, { error: 'option' satisfies Key }),
      value: bounded(FIELD_LIMITS.url).trim(),
    })
    .superRefine((contact, ctx) => {
      if (!options.types.includes(contact.type)) {
        ctx.addIssue({ code: 'custom', path: ['type'], message: 'option' satisfies Key });
        return;
      }
      const check = CONTACT_CHECKS[contact.type];
      if (contact.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' satisfies Key });
      else if (!check.test(contact.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: check.message });
    });
  const schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

const city = z.strictObject({
  id,
  city: bounded(),
  province: bounded().optional(),
  province_short: bounded().optional(),
  region: bounded().optional(),
  zip_code: bounded().optional(),
  country: bounded().optional(),
});

const coordinate = z.number({ error: (issue) => (issue.input === undefined ? 'coordinates' : 'number') }).nullable();

const addressShape = {
  venue: bounded(255 + TRIM_ALLOWANCE)
    .trim()
    .max(255, { message: 'maxLength' satisfies Key })
    .optional(),
  address: bounded(255 + TRIM_ALLOWANCE)
    .trim()
    .max(255, { message: 'maxLength' satisfies Key })
    .optional(),
  number: bounded(20 + TRIM_ALLOWANCE)
    .trim()
    .max(20, { message: 'maxLength' satisfies Key })
    .optional(),
  city: city.nullable().optional(),
  lat: coordinate.optional(),
  lng: coordinate.optional(),
};

type AddressValue = z.output<z.ZodObject<typeof addressShape>>;

function addressIsEmpty(value: AddressValue): boolean {
  return !value.venue && !value.address && !value.number && !value.city;
}

function addressSchema(options: { readonly requireCoordinates: boolean }) {
  return z.strictObject(addressShape, { error: typeError }).superRefine((value, ctx) => {
    if (!options.requireCoordinates || addressIsEmpty(value)) return;
    if (typeof value.lat !== 'number' || value.lat < -90 || value.lat > 90) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'coordinates' satisfies Key });
    }
    if (typeof value.lng !== 'number' || value.lng < -180 || value.lng > 180) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'coordinates' satisfies Key });
    }
  });
}

/** A postal address with coordinates (the map box), or several with `multiple`. */
export function address(options: Presence & { readonly requireCoordinates: boolean; readonly multiple?: false }) {
  return presence(addressSchema(options), addressIsEmpty, options);
}

export function addresses(options: Presence & { readonly requireCoordinates: boolean; readonly max: number }) {
  const schema = z
    .array(addressSchema(options), { error: typeError })
    .max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** A non-repeating group of sub-fields (`google`, `social`...). */
export function group<S extends z.ZodRawShape>(shape: S, options: Presence = {}) {
  const schema = z.strictObject(shape, { error: typeError });
  if (!options.required) return schema.optional();
  // A missing required group is checked as an empty one, so each member reports on its own path.
  return schema.prefault(() => ({}) as z.input<typeof schema>);
}

/** A value held per content language inside a shared group or list entry. */
export function perLanguage<T extends z.ZodType>(
  languages: readonly [string, ...string[]],
  schema: T,
  options: Presence = {},
) {
  const record = z.partialRecord(z.enum(languages), schema, { error: typeError });
  return options.required ? record : record.optional();
}

/** A repeatable, ordered list of entries (stops, stages, paragraphs...). */
export function list<S extends z.ZodRawShape>(
  shape: S,
  options: Presence & { readonly min: number; readonly max: number },
) {
  const entry = z.strictObject({ id: id.optional(), order: order.optional(), ...shape });
  let schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  if (options.min > 0) schema = schema.min(options.min, { message: 'tooFewItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** Parses key/value params sent as JSON text; null when the text is not such an object. */
export function parseParams(textValue: string): Record<string, string> | null {
  if (textValue.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(textValue);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    if (!entries.every(([key, value]) => key.trim() !== '' && typeof value === 'string')) return null;
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return null;
  }
}

/** Key/value parameters, sent as JSON text of an object of strings (templates). */
export function params(options: Presence & { readonly asJsonText: boolean; readonly max: number }) {
  if (options.asJsonText) {
    const schema = bounded(FIELD_LIMITS.paramsText).superRefine((value, ctx) => {
      const parsed = parseParams(value);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: 'invalid' satisfies Key });
      else if (Object.keys(parsed).length > options.max)
        ctx.addIssue({ code: 'custom', message: 'tooManyItems' satisfies Key });
    });
    return presence(schema, (value) => Object.keys(parseParams(value) ?? {}).length === 0, options);
  }
  const schema = z
    .record(
      bounded()
        .trim()
        .min(1, { message: 'required' satisfies Key }),
      bounded(FIELD_LIMITS.paramValue),
      { error: typeError },
    )
    .refine((value) => Object.keys(value).length <= options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => Object.keys(value).length === 0, options);
}

const PORTALS = [1, 2, 3] as const;

/** Portal flags: the ids of the portals the item is shown on (1 Emilia-Romagna, 2 Emilia, 3 Romagna). */
export function portal(options: Presence = {}) {
  const schema = z
    .array(z.literal(PORTALS, { error: 'option' satisfies Key }), { error: typeError })
    .max(PORTALS.length, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/** The author: a user id (the server defaults it to the current user). */
export function author(options: Presence = {}) {
  return presence(id.nullable(), (value) => value === null, options);
}

/** Tags of one language: existing tags by id and name. */
export function tags(options: Presence & { readonly max: number }) {
  const entry = z.strictObject({
    id,
    name: bounded(FIELD_LIMITS.shortText + TRIM_ALLOWANCE)
      .trim()
      .min(1, { message: 'required' satisfies Key }),
  });
  const schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}

/**
 * A write-only secret (`kind: secret`): a new value as text, or `{set}` as the answers give it
 * (true keeps the stored value, false clears it). Present when set or typed.
 */
export function secret(options: Presence & { readonly max: number }) {
  const schema = z.union([bounded(options.max).trim(), z.strictObject({ set: z.boolean({ error: typeError }) })], {
    error: typeError,
  });
  return presence(schema, (value) => (typeof value === 'string' ? value.length === 0 : !value.set), options);
}

/** Properties every item carries besides its fields; read-only, accepted on save and ignored. */
export const itemEnvelope = {
  id: z.union([id, z.literal('new')]).optional(),
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
  return base.superRefine((value, ctx) => {
    const shape = isPublishing(value) ? whenPublished : whenUnpublished;
    if (!shape) return;
    const result = z.object(shape).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: issue.path } as z.core.$ZodRawIssue);
    }
  });
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
