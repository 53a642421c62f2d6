/**
 * The covers of the category and menu trees (`categories.cover`, a JSON copy of the image's
 * addresses; `menu_items.cover_id`, a foreign key): what the media usage call names, and what
 * deleting a file detaches, in the delete's transaction, besides the items and the settings.
 */
import { sql } from 'drizzle-orm';
import type { UiLanguage } from '#core/languages';
import { rows, type Executor } from '../db/client';
import { idList } from '../db/sql';

export interface TreeCoverUse {
  readonly tree: 'categories' | 'menu';
  readonly id: number;
  /** The node's Italian title (else any). */
  readonly title: string;
}

/** The names of the trees for people, as the usage call answers them. */
const TREE_LABELS: Record<TreeCoverUse['tree'], Record<UiLanguage, string>> = {
  categories: { it: 'Categoria', en: 'Category' },
  menu: { it: 'Voce di menu', en: 'Menu item' },
};

export function treeLabel(tree: TreeCoverUse['tree'], language: UiLanguage): string {
  return TREE_LABELS[tree][language];
}

const categoryCover = (ids: readonly number[]) =>
  sql`c.cover is not null and jsonb_typeof(c.cover->'id') = 'number' and (c.cover->>'id')::numeric in ${idList(ids)}`;

/** The categories and menu items whose cover is one of `ids`, categories first, by id. */
export async function treeCoverUses(db: Executor, ids: readonly number[]): Promise<TreeCoverUse[]> {
  if (ids.length === 0) return [];
  const found = await rows<TreeCoverUse>(
    db,
    sql`select 'categories' as tree, c.id::int as id,
               coalesce((select t.title from category_contents t where t.category_id = c.id
                          order by (t.lang = 'it') desc, t.lang limit 1), '') as title
          from categories c where ${categoryCover(ids)}
        union all
        select 'menu' as tree, m.id::int as id,
               coalesce((select t.title from menu_item_contents t where t.menu_item_id = m.id
                          order by (t.lang = 'it') desc, t.lang limit 1), '') as title
          from menu_items m where m.cover_id in ${idList(ids)}
        order by 1, 2`,
  );
  return found;
}

/** Removes `ids` from the trees' covers; answers how many nodes changed. */
export async function detachTreeCovers(tx: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const categories = await rows<{ id: number }>(
    tx,
    sql`update categories c set cover = null, updated_at = now() where ${categoryCover(ids)} returning c.id`,
  );
  const menus = await rows<{ id: number }>(
    tx,
    sql`update menu_items set cover_id = null, updated_at = now() where cover_id in ${idList(ids)} returning id`,
  );
  return categories.length + menus.length;
}
