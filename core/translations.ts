/**
 * The translation overview (issue #35, `/traduzioni`): the live items of every entity that has
 * statuses per language, one row per item and one cell per content language. What the server's
 * call (`server/translations/`) and the admin's matrix share: the page bounds and how a page over
 * the entities, in name order, falls on each entity's items. docs/translations.md.
 */

/** The bounds of the overview's call. */
export const TRANSLATION_LIMITS = {
  /** Rows per page by default. */
  defaultLimit: 50,
  /** Rows per page at most. */
  maxLimit: 100,
  /** Characters of the title search at most. */
  maxKeywords: 100,
  /**
   * Characters (trimmed) of the title search over every type at least: the titles' trigram index
   * (pg_trgm) answers words of three characters or more; shorter ones read every title, so they
   * need one type.
   */
  minKeywordsAllTypes: 3,
} as const;

/**
 * Whether title words may be asked over every type (no `entity`): none, or at least
 * `minKeywordsAllTypes` characters once trimmed. With a type, any words may.
 */
export function keywordsAllTypes(keywords: string | null | undefined): boolean {
  const words = keywords?.trim() ?? '';
  return words === '' || Array.from(words).length >= TRANSLATION_LIMITS.minKeywordsAllTypes;
}

/** The part of one entity's items a page shows: `limit` of them from the `offset`-th, by id. */
export interface PageSlice {
  readonly entity: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * The slices of the page from `offset` (`limit` rows) over entities listed in order, each with its
 * number of matching items: the rows are the first entity's items by id, then the next entity's...
 * A page past the end has no slice.
 */
export function pageSlices(
  totals: readonly { readonly entity: string; readonly total: number }[],
  offset: number,
  limit: number,
): PageSlice[] {
  const slices: PageSlice[] = [];
  let skip = offset;
  let left = limit;
  for (const { entity, total } of totals) {
    if (left <= 0) break;
    if (skip >= total) {
      skip -= total;
      continue;
    }
    const taken = Math.min(total - skip, left);
    slices.push({ entity, offset: skip, limit: taken });
    left -= taken;
    skip = 0;
  }
  return slices;
}
