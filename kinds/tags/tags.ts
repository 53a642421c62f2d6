/**
 * Tag fields: the chosen tags and when a typed name can be offered as a new tag.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { slugify } from '../../core/slugify';

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

/**
 * The name a typed new tag is created with: slugified (spec content.md section 5: "new tags are
 * slugified"; `Città d'Arte` → `citta-d-arte`).
 */
export function newTagName(typed: string): string {
  return slugify(typed);
}

/**
 * True when `typed` can be offered as a new tag: its slug is not blank and names no known tag
 * (whether the known tag is written as the slug or as typed).
 */
export function canOfferNewTag(typed: string, known: readonly TagValue[]): boolean {
  const name = newTagName(typed);
  const text = typed.trim().toLowerCase();
  return (
    name !== '' &&
    !known.some((tag) => {
      const other = tag.name.trim().toLowerCase();
      return other === text || other === name;
    })
  );
}
