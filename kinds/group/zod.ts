/** The group kind's zod helper: its members' shape, as one object, with its members' rules. */
import { z } from 'zod';
import type { VisibleWhen } from '#core/model';
import { typeError, type Presence, type SiblingCheck } from '#core/validation';
import { withoutHidden } from '#core/visibility';

/** The rules of a group's or list entry's members on each other (`memberOptions` of `kinds/host/generator.ts`). */
export interface MemberRules {
  /** Members shown only on a condition: hidden, their keys are dropped before validation. */
  readonly visible?: Readonly<Record<string, VisibleWhen>>;
  /** Rules members put on their siblings, run on the whole object. */
  readonly checks?: readonly SiblingCheck[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object of members with their rules: the keys of hidden members dropped before it is checked
 * (so neither the server nor the admin validates them, and the saved value holds none), then each
 * sibling check, its error on its member's path. Without rules, the object itself.
 */
export function withMemberRules<T extends z.ZodObject>(
  schema: T,
  rules: MemberRules,
): z.ZodType<z.output<T>, z.input<T>> {
  const { visible, checks = [] } = rules;
  const checked: z.ZodType =
    checks.length === 0
      ? schema
      : schema.superRefine(
          (value: Readonly<Record<string, unknown>>, ctx) => {
            for (const check of checks) {
              if (!check.holds(value)) ctx.addIssue({ code: 'custom', path: [check.path], message: check.message });
            }
          },
          // Also when another member is wrong, so that one save reports every problem.
          { when: (payload) => isRecord(payload.value) },
        );
  const ruled =
    visible === undefined || Object.keys(visible).length === 0
      ? checked
      : z.preprocess((value) => (isRecord(value) ? withoutHidden(visible, value) : value), checked);
  // Neither rule changes the object's input or output.
  return ruled as z.ZodType<z.output<T>, z.input<T>>;
}

/** A non-repeating group of sub-fields (`google`, `social`...). */
export function group<S extends z.ZodRawShape>(shape: S, options: Presence & MemberRules = {}) {
  const schema = withMemberRules(z.strictObject(shape, { error: typeError }), options);
  if (!options.required) return schema.optional();
  // A missing required group is checked as an empty one, so each member reports on its own path.
  return schema.prefault(() => ({}) as z.input<typeof schema>);
}
