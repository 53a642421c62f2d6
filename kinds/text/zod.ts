/**
 * The text kinds' zod helper (`kind: text` and `kind: textarea`): a string bounded before any
 * other check, trimmed, measured, and checked against its format and pattern. `textSchema` is
 * shared with rich text, which measures the visible text of its HTML.
 */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import type { TextFormat } from '#core/model';
import { isEmail, isPhone, isUrl, presence, TRIM_ALLOWANCE, typeError, type Presence } from '#core/validation';

export interface TextOptions extends Presence {
  readonly max: number;
  readonly min?: number;
  readonly trim?: boolean;
  readonly format?: TextFormat | null;
  readonly pattern?: { readonly regex: string; readonly message: string } | null;
}

const FORMAT_CHECKS: Readonly<Record<TextFormat, { test: (value: string) => boolean; message: Key }>> = {
  url: { test: isUrl, message: 'url' },
  email: { test: isEmail, message: 'email' },
  phone: { test: isPhone, message: 'specialCharacters' },
};

/** A text measured by `measure` (the visible text), whose raw length is at most `rawMax`. */
export function textSchema(options: TextOptions, measure: (value: string) => string, rawMax: number) {
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

/** Single-line and multi-line text. */
export function text(options: TextOptions) {
  return presence(textSchema(options, identity, options.max + TRIM_ALLOWANCE), (value) => value.length === 0, options);
}
