/**
 * Members of a group or list entry shown only on a condition (`visibleWhen` of the schema): shown
 * while their sibling holds one of the condition's values. Hidden, a member's value is neither
 * validated nor saved: the group's or entry's validator drops it first (`kinds/group/zod.ts`), and
 * the admin's group and list widgets do not render it. One rule for both.
 */
import type { VisibleWhen } from './model';

type Entry = Readonly<Record<string, unknown>>;

/** Whether a member with this condition is shown in `entry` (its group or list entry's value). */
export function isShown(condition: VisibleWhen | undefined, entry: Entry): boolean {
  if (condition === undefined) return true;
  const value = Object.hasOwn(entry, condition.field) ? entry[condition.field] : undefined;
  return condition.values.some((shown) => shown === value);
}

/** `entry` without the keys of its hidden members (`visible`: each conditional member's condition). */
export function withoutHidden(visible: Readonly<Record<string, VisibleWhen>>, entry: Entry): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entry).filter(([key]) => !Object.hasOwn(visible, key) || isShown(visible[key], entry)),
  );
}
