/**
 * Category fields: the options of a category tree and the chosen ids with their primary one.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import type { CategoryNode } from '../host/admin';

export type { CategoryNode } from '../host/admin';

export interface CategoryOption {
  readonly value: number;
  readonly label: string;
  readonly depth: number;
}

/** A node's title in the content language, falling back to Italian, then to any title, then `#id`. */
export function categoryTitle(node: CategoryNode, language: string): string {
  const own = node.contents[language]?.title?.trim();
  if (own) return own;
  const italian = node.contents.it?.title?.trim();
  if (italian) return italian;
  const any = Object.values(node.contents)
    .find((content) => content?.title?.trim())
    ?.title?.trim();
  return any ?? `#${node.id}`;
}

/** The subtree under a main category as options, depth first, labelled 'Parent › Child'. The root is left out. */
export function categoryOptions(root: CategoryNode | null | undefined, language: string): CategoryOption[] {
  if (!root) return [];
  const out: CategoryOption[] = [];
  const walk = (nodes: readonly CategoryNode[], trail: readonly string[], depth: number): void => {
    for (const node of nodes) {
      const title = categoryTitle(node, language);
      out.push({ value: node.id, label: [...trail, title].join(' › '), depth });
      walk(node.children, [...trail, title], depth + 1);
    }
  };
  walk(root.children, [], 0);
  return out;
}

export interface CategoryChoice {
  readonly ids: number[];
  readonly primary: number | null;
}

/** Reads a category value from the form (tolerates missing or malformed values). */
export function readCategoryChoice(value: unknown): CategoryChoice {
  if (typeof value !== 'object' || value === null) return { ids: [], primary: null };
  const record = value as { ids?: unknown; primary?: unknown };
  const ids = Array.isArray(record.ids) ? record.ids.filter((id): id is number => typeof id === 'number') : [];
  const primary = typeof record.primary === 'number' ? record.primary : null;
  return { ids, primary };
}

/**
 * The value after the chosen ids change: at most `max` (0 = no limit) ids; with `withPrimary`
 * the primary stays when still chosen, else becomes the first chosen; without it, null.
 */
export function chooseCategories(
  ids: readonly number[],
  previousPrimary: number | null,
  options: { readonly max: number; readonly withPrimary: boolean },
): CategoryChoice {
  const unique = [...new Set(ids)];
  const kept = options.max > 0 ? unique.slice(0, options.max) : unique;
  if (!options.withPrimary) return { ids: kept, primary: null };
  const primary = previousPrimary !== null && kept.includes(previousPrimary) ? previousPrimary : (kept[0] ?? null);
  return { ids: kept, primary };
}
