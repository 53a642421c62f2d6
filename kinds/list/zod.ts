/** The list kind's zod helper: ordered entries of its members' shape, with its members' rules. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { entryOrder, presence, rowId, typeError, type Presence } from '#core/validation';
import { withMemberRules, type MemberRules } from '../group/zod';
import { isBlankEntry } from './entries';

/** What makes two entries' values of a `uniqueBy` member the same: trimmed, case-insensitive. */
export function uniqueKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The positions of the entries whose `member` repeats an earlier entry's (by `uniqueKey`); entries
 * that are not objects, or whose member is not a text or is empty, repeat nothing.
 */
export function repeatedEntries(entries: readonly unknown[], member: string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  entries.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null || !Object.hasOwn(entry, member)) return;
    const value: unknown = (entry as Readonly<Record<string, unknown>>)[member];
    if (typeof value !== 'string') return;
    const key = uniqueKey(value);
    if (key === '') return;
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}

/** A repeatable, ordered list of entries (stops, stages, paragraphs...). */
export function list<S extends z.ZodRawShape>(
  shape: S,
  options: Presence &
    MemberRules & {
      readonly min: number;
      readonly max: number;
      /** A member no two entries may repeat: 'Valore ripetuto' on each repeating entry's member. */
      readonly uniqueBy?: string;
      /** Slots: a blank entry passes, unchecked, and is left out of the value (`isBlankEntry`). */
      readonly slots?: boolean;
    },
) {
  const checked = withMemberRules(
    z.strictObject({ id: rowId.optional(), order: entryOrder.optional(), ...shape }),
    options,
  );
  // A blank slot is checked by nothing and read as null, then dropped: the entries' positions (and
  // so the paths of their errors) are those of the slots.
  const entry = options.slots
    ? z.unknown().transform((value, ctx): z.output<typeof checked> | null => {
        if (isBlankEntry(value)) return null;
        const parsed = checked.safeParse(value);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
        return z.NEVER;
      })
    : checked;
  let schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  if (options.min > 0) schema = schema.min(options.min, { message: 'tooFewItems' satisfies Key });
  const { uniqueBy } = options;
  if (uniqueBy !== undefined) {
    schema = schema.superRefine(
      (entries, ctx) => {
        for (const index of repeatedEntries(entries, uniqueBy)) {
          ctx.addIssue({ code: 'custom', path: [index, uniqueBy], message: 'repeatedValue' satisfies Key });
        }
      },
      // Also when an entry is wrong otherwise, so that one save reports every problem.
      { when: (payload) => Array.isArray(payload.value) },
    );
  }
  if (!options.slots) return presence(schema, (value) => value.length === 0, options);
  const kept = schema.transform((entries) =>
    entries.filter((value): value is z.output<typeof checked> => value !== null),
  );
  return presence(kept, (value) => value.length === 0, options);
}
