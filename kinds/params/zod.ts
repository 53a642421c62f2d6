/** The params kind's zod helper, and the parser of params sent as JSON text. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, typeError, type Presence } from '#core/validation';

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
