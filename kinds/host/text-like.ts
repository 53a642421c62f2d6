/** Shared parts of the three text kinds (text, textarea, rich text). */
import { z } from 'zod';
import type { RichTextField, TextareaField, TextField } from '../../core/model';
import { richTextMarkupMax } from '../../core/limits';
import { textLike } from './input';
import {
  callOptions,
  presence,
  type BaseField,
  type JsonSchema,
  type KindDefinition,
  type ZodContext,
} from './generator';

/** The spec's default maximum lengths: text 524288, textarea 300. */
export const TEXT_DEFAULT_MAX = 524288;
export const TEXTAREA_DEFAULT_MAX = 300;

type TextLikeKind = 'text' | 'textarea' | 'richtext';

/** The meta-schema of a text kind's fields as written. */
export function textLikeInput<K extends TextLikeKind>(kind: K) {
  return z.strictObject({ kind: z.literal(kind), ...textLike });
}

type TextLikeInput = z.infer<ReturnType<typeof textLikeInput<TextLikeKind>>>;

export function normaliseTextLike<K extends TextLikeKind>(
  kind: K,
  input: TextLikeInput,
  base: BaseField,
  defaults: { max: number; counter: boolean },
): Extract<TextField | TextareaField | RichTextField, { kind: K }> {
  const field = {
    ...base,
    kind,
    max: input.max ?? defaults.max,
    min: input.min ?? 0,
    trim: input.trim ?? true,
    format: input.format ?? null,
    pattern: input.pattern ?? null,
    counter: input.counter ?? defaults.counter,
    compose: input.compose ?? null,
    // A composed value is the server's to write.
    readOnly: base.readOnly || input.compose !== undefined,
  };
  return field as Extract<TextField | TextareaField | RichTextField, { kind: K }>;
}

export function textLikeZod(
  helper: 'text' | 'richText',
  field: TextField | TextareaField | RichTextField,
  context: ZodContext,
): string {
  return `v.${helper}(${callOptions({
    max: field.max,
    min: field.min > 0 ? field.min : undefined,
    trim: field.trim ? undefined : false,
    format: field.format ?? undefined,
    pattern: field.pattern ?? undefined,
    ...presence(context),
  })})`;
}

export function textLikeJson(field: TextField | TextareaField | RichTextField): JsonSchema {
  const schema: Record<string, unknown> = { type: 'string' };
  // Rich text counts visible characters; its HTML has a bound of its own (core/limits.ts).
  schema.maxLength = field.kind === 'richtext' ? richTextMarkupMax(field.max) : field.max;
  if (field.format === 'url') schema.format = 'uri';
  if (field.format === 'email') schema.format = 'email';
  if (field.kind === 'richtext') schema.description = 'HTML as produced by the rich-text editor; sanitised on save.';
  return schema;
}

/**
 * The definition of a text kind: its meta-schema, defaults (maximum length; whether a character
 * counter shows without `counter` in the schema), zod helper and JSON Schema, in a text column.
 */
export function textLikeKind<K extends TextLikeKind>(
  kind: K,
  options: { readonly zodHelper: 'text' | 'richText'; readonly max: number; readonly counter: 'always' | 'withMax' },
): KindDefinition<K, ReturnType<typeof textLikeInput<K>>> {
  const schema = textLikeInput(kind);
  return {
    kind,
    input: schema,
    normalise: (input, base) =>
      normaliseTextLike(kind, input, base, {
        max: options.max,
        counter: options.counter === 'always' || input.max !== undefined,
      }),
    zod: (field, context) => textLikeZod(options.zodHelper, field, context),
    jsonSchema: (field) => textLikeJson(field),
    storage: () => ({ kind: 'column', type: 'text' }),
  };
}
