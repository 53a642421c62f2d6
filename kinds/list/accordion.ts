/**
 * The open panel of a list shown as an accordion (`accordion: true`): at most one entry open,
 * a single entry always open. Entries are named by their React keys (which follow them when they
 * move). Pure (no React, no DOM), so unit-tested in Node.
 */

/**
 * The key of the open entry: with one entry, that one; `chosen` is the user's last choice
 * (undefined: none yet, the first entry is open; null: every entry folded), dropped when its
 * entry is gone.
 */
export function openEntry(keys: readonly string[], chosen: string | null | undefined): string | null {
  if (keys.length === 1) return keys[0] ?? null;
  if (chosen === undefined) return keys[0] ?? null;
  return chosen !== null && keys.includes(chosen) ? chosen : null;
}

/** The choice after a click on an entry's header: it opens (folding the open one), or folds when open. */
export function toggledEntry(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/**
 * Whether an entry's remove button is offered: never below `min`, and in an accordion never for
 * the last entry (it is shown without a panel, spec: the last stage cannot be removed).
 */
export function offersRemove(count: number, min: number, accordion: boolean): boolean {
  return count > (accordion ? Math.max(min, 1) : min);
}
