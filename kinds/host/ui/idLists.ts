/**
 * Id-list fields (municipalities, portal): reading the ids, the pills shown, ticking portals.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
export function readIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => typeof id === 'number');
}

/** Pills shown for a multiselect: the first `shown`, and how many more hide behind '+N'. */
export function visiblePills<T>(values: readonly T[], shown: number): { visible: T[]; hidden: number } {
  if (shown <= 0 || values.length <= shown) return { visible: [...values], hidden: 0 };
  return { visible: values.slice(0, shown), hidden: values.length - shown };
}

/** Portal ids toggled on or off, kept sorted. */
export function togglePortal(value: readonly number[], id: number, checked: boolean): number[] {
  const set = new Set(value);
  if (checked) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b);
}

/** Whether a portal id can be ticked by a user with these roles. */
export function portalAllowed(
  id: number,
  restricted: readonly { readonly id: number; readonly roles: readonly string[] }[],
  roles: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  const rule = restricted.find((entry) => entry.id === id);
  if (!rule) return true;
  if (!roles) return false;
  return rule.roles.some((role) => Object.hasOwn(roles, role));
}
