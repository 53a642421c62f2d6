import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../core/languages';
/**
 * The pieces of the schema language's meta-schema that every kind's own `input` schema shares:
 * identifiers, labels, the common field keys and those of the text kinds.
 */

export const identifier = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'must be lowercase letters, digits and underscores, starting with a letter');
/**
 * A field's name: an identifier, or lower camel case where the spec's wire name is one
 * (`descrizioneFile`). Names are quoted wherever they become SQL identifiers.
 */
export const fieldName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9_]*$/, 'must be letters, digits and underscores, starting with a lowercase letter');
export const label = z.strictObject({ it: z.string().min(1), en: z.string().min(1) });

const requiredWhen = z.union([z.boolean(), z.enum(['never', 'always', 'publish', 'unpublished'])]);

/** The keys every field may have besides `kind`. */
export const common = {
  label: label.optional(),
  required: requiredWhen.optional(),
  readOnly: z.boolean().optional(),
  help: label.optional(),
  /** Inside a group or list entry: the value is held per content language. */
  perLanguage: z.boolean().optional(),
  /** A field held once, edited only on these content languages' pages of the editor (spec: 'Fonte', Italian only). */
  languages: z.array(z.enum(CONTENT_LANGUAGES)).min(1).optional(),
  /**
   * Inside a group or list entry: shown only while the sibling `field` holds one of `values`;
   * hidden, the value is neither validated nor saved.
   */
  visibleWhen: z
    .strictObject({
      field: z.string().min(1),
      values: z
        .array(z.union([z.string(), z.number(), z.boolean()]))
        .min(1)
        .max(100),
    })
    .optional(),
};

/** The keys of the three text kinds (text, textarea, rich text). */
export const textLike = {
  ...common,
  max: z.number().int().positive().optional(),
  min: z.number().int().nonnegative().optional(),
  trim: z.boolean().optional(),
  format: z.enum(['url', 'email', 'phone']).optional(),
  pattern: z.strictObject({ regex: z.string().min(1), message: z.string().min(1) }).optional(),
  counter: z.boolean().optional(),
  /** Sibling fields whose values, joined by a space, make this one (read-only: the server writes it). */
  compose: z.array(z.string().min(1)).min(1).optional(),
};

export const selectOption = z.strictObject({
  value: z.union([z.string(), z.number()]),
  label,
  disabled: z.boolean().optional(),
});
