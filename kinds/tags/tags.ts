/**
 * Tag fields: the chosen tags and when a typed name can be offered as a new tag.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
export interface TagValue {
  readonly id: number;
  readonly name: string;
}

export function readTags(value: unknown): TagValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name } = entry as { id?: unknown; name?: unknown };
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/** True when `typed` can be offered as a new tag: not blank and not the name of a known tag. */
export function canOfferNewTag(typed: string, known: readonly TagValue[]): boolean {
  const text = typed.trim().toLowerCase();
  return text !== '' && !known.some((tag) => tag.name.trim().toLowerCase() === text);
}
