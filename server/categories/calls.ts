/**
 * The handlers of the category editor's calls (contracts: core/contracts/trees.ts): add, edit,
 * reorder and delete categories under a main category. The tree itself is read with
 * `GET categories?main=` (server/lookups/routes.ts).
 *
 * - The fixed categories the seed creates (the main categories and the fixed destinations) are
 *   never deleted nor moved; main categories are the roots and are never reordered.
 * - A category is added under its main category or under a top-level category (so a tree has two
 *   editable levels), and keeps its parent; only those two levels are reordered.
 * - Titles and slugs are per language (it, en, de); a blank slug is made from the title, and a slug
 *   is unique among the siblings in its language (a made one gets `-2`, a typed one is refused).
 * - Deleting a category removes its subtree and, in the same transaction, the links of content
 *   items to any of them (every relation table whose target is `categories`); the answer and
 *   `GET categories/{id}/usage` say how many items change.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CategoryCreateRequest, CategoryUpdateRequest, TreeLanguage } from '#core/contracts/trees';
import { TREE_LANGUAGES } from '#core/contracts/trees';
import { apiMessage, formatMessage } from '#core/messages';
import { slugify } from '#core/slugify';
import type { UiLanguage } from '#core/languages';
import { rows, type Executor } from '../db/client';
import { categorySubtree } from '../db/sql';
import { DESTINATIONS, MAIN_CATEGORIES } from '../db/seed/categories';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { invalid, languageOf, notFound } from '../http/errors';
import { MEDIA_URL_PREFIX } from '../media/references';
import type { EntityRuntime } from '../crud/entity';
import { applyOrder, nextOrder, placeNodes, reorderable, type PlacedNode, type TreeTable } from '../trees/rules';

const CATEGORY_TREE: TreeTable = { table: sql`categories`, rootAncestors: 1 };

/** The categories the seed creates with fixed ids: never deleted nor moved. */
const FIXED_IDS: ReadonlySet<number> = new Set([...MAIN_CATEGORIES, ...DESTINATIONS].map((category) => category.id));

const isFixed = (node: PlacedNode): boolean => node.level < 0 || FIXED_IDS.has(node.id);

type ContentInput = NonNullable<z.output<typeof CategoryCreateRequest>['contents']['en']>;
type CoverInput = z.output<typeof CategoryUpdateRequest>['cover'];

/** Where content items link to categories: each relation table whose target is `categories`. */
function categoryLinks(entities: Iterable<EntityRuntime>) {
  return [...entities].flatMap((runtime) =>
    [...runtime.relations.values()]
      .filter((relation) => relation.description.target === 'categories')
      .map((relation) => ({ runtime, table: relation.sqlName, column: sql.identifier(relation.description.column) })),
  );
}

export type CategoryHandlers = Pick<
  PlatformHandlers,
  'createCategory' | 'updateCategory' | 'getCategoryUsage' | 'deleteCategory' | 'orderCategories'
>;

export function categoryHandlers(context: ServerContext): CategoryHandlers {
  const { db } = context.database;
  const links = categoryLinks(context.entities.values());

  /** Distinct content items linked to `main`'s subtree (the category and every one below it). */
  async function linkedItems(executor: Executor, id: number): Promise<number> {
    if (links.length === 0) return 0;
    const [row] = await rows<{ total: number }>(
      executor,
      sql`select coalesce(sum(n), 0)::int as total from (${sql.join(
        links.map(
          (link) =>
            sql`select count(distinct item_id)::int as n from ${link.table} where ${link.column} in ${categorySubtree(id)}`,
        ),
        sql` union all `,
      )}) counts`,
    );
    return row?.total ?? 0;
  }

  async function placed(executor: Executor, id: number): Promise<PlacedNode> {
    const [node] = await placeNodes(executor, CATEGORY_TREE, [id]);
    if (!node) throw notFound();
    return node;
  }

  /** The cover as stored: the library's image `id` with its addresses, or null; 422 for another file. */
  async function coverOf(executor: Executor, cover: CoverInput, language: UiLanguage) {
    if (!cover) return null;
    const [image] = await rows<{ storage_key: string; thumb_key: string }>(
      executor,
      sql`select storage_key, thumb_key from media where id = ${cover.id} and thumb_key is not null`,
    );
    if (!image) throw invalid({ 'cover.id': [formatMessage('unknownMedia', language)] });
    return {
      id: cover.id,
      url: `${MEDIA_URL_PREFIX}${image.storage_key}`,
      url_thumb: `${MEDIA_URL_PREFIX}${image.thumb_key}`,
    };
  }

  /**
   * Writes the texts of `id` in each given language: a blank (or omitted, with no stored one) slug
   * is made from the title and numbered past the siblings' slugs; a typed slug a sibling holds is
   * refused. Errors name `contents.{lang}.slug`.
   */
  async function writeContents(
    executor: Executor,
    node: { id: number; parent_id: number | null },
    contents: Partial<Record<TreeLanguage, ContentInput>>,
    language: UiLanguage,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const lang of TREE_LANGUAGES) {
      const content = contents[lang];
      if (!content) continue;
      const siblings = await rows<{ slug: string }>(
        executor,
        sql`select cc.slug from category_contents cc join categories c on c.id = cc.category_id
             where cc.lang = ${lang} and cc.slug is not null and c.id <> ${node.id}
               and ${node.parent_id === null ? sql`c.parent_id is null` : sql`c.parent_id = ${node.parent_id}`}`,
      );
      const taken = new Set(siblings.map((row) => row.slug));
      const [stored] = await rows<{ slug: string | null }>(
        executor,
        sql`select slug from category_contents where category_id = ${node.id} and lang = ${lang}`,
      );
      const own = slugify(content.title) || String(node.id);
      const typed = content.slug === undefined ? (stored?.slug ?? '') : content.slug;
      let slug = typed;
      if (typed === '' || typed === own) {
        // Made from the title (a slug typed exactly as the title's own counts as made).
        slug = own;
        for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${own}-${suffix}`;
      } else if (taken.has(typed)) {
        errors[`contents.${lang}.slug`] = [formatMessage('slugTaken', language)];
        continue;
      }
      await executor.execute(
        sql`insert into category_contents (category_id, lang, title, slug, subtitle)
            values (${node.id}, ${lang}, ${content.title}, ${slug}, ${content.subtitle ?? null})
            on conflict (category_id, lang) do update
              set title = excluded.title, slug = excluded.slug,
                  subtitle = ${content.subtitle === undefined ? sql`category_contents.subtitle` : sql`excluded.subtitle`}`,
      );
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  return {
    createCategory: async ({ body, request }) => {
      const language = languageOf(request);
      const id = await db.transaction(async (tx) => {
        const [parent] = await placeNodes(tx, CATEGORY_TREE, [body.parent_id]);
        if (!parent) throw invalid({ parent_id: [formatMessage('unknownParent', language)] });
        // The child lands one level below its parent: the root or a top-level category only.
        if (!reorderable(parent.level + 1)) throw invalid({ parent_id: [formatMessage('parentTooDeep', language)] });
        const cover = await coverOf(tx, body.cover, language);
        const order = await nextOrder(tx, CATEGORY_TREE, parent.id, sql`true`);
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into categories (parent_id, "order", cover)
              values (${parent.id}, ${order}, ${cover === null ? null : JSON.stringify(cover)}::jsonb)
              returning id::int as id`,
        );
        if (!created) throw new Error('category insert returned no row');
        await writeContents(tx, { id: created.id, parent_id: parent.id }, body.contents, language);
        return created.id;
      });
      return { data: { id, message: apiMessage('created', language) } };
    },

    updateCategory: async ({ params, body, request }) => {
      const language = languageOf(request);
      await db.transaction(async (tx) => {
        const node = await placed(tx, params.id);
        if (body.parent_id !== undefined && body.parent_id !== node.parent_id) {
          throw invalid(
            { parent_id: [formatMessage(isFixed(node) ? 'fixedCategory' : 'moveNotAllowed', language)] },
            isFixed(node) ? 'fixedCategory' : 'moveNotAllowed',
          );
        }
        if (body.cover !== undefined) {
          const cover = await coverOf(tx, body.cover, language);
          await tx.execute(
            sql`update categories set cover = ${cover === null ? null : JSON.stringify(cover)}::jsonb, updated_at = now()
                 where id = ${node.id}`,
          );
        }
        if (body.contents) await writeContents(tx, node, body.contents, language);
        await tx.execute(sql`update categories set updated_at = now() where id = ${node.id}`);
      });
      return { data: { id: params.id, message: apiMessage('saved', language) } };
    },

    getCategoryUsage: async ({ params }) => {
      await placed(db, params.id);
      const [subtree] = await rows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${categorySubtree(params.id)} s`,
      );
      return { data: { items: await linkedItems(db, params.id), categories: subtree?.total ?? 1 } };
    },

    deleteCategory: async ({ params, request }) => {
      const language = languageOf(request);
      const changed = await db.transaction(async (tx) => {
        const node = await placed(tx, params.id);
        const [fixedBelow] = await rows<{ id: number }>(
          tx,
          sql`select id::int as id from ${categorySubtree(node.id)} s where s.id in (${sql.join(
            [...FIXED_IDS].map((id) => sql`${id}`),
            sql`, `,
          )}) limit 1`,
        );
        if (isFixed(node) || fixedBelow) {
          throw invalid({ id: [formatMessage('fixedCategory', language)] }, 'fixedCategory');
        }
        const count = await linkedItems(tx, node.id);
        for (const link of links) {
          await tx.execute(sql`delete from ${link.table} where ${link.column} in ${categorySubtree(node.id)}`);
        }
        // The foreign keys remove the subtree and the texts.
        await tx.execute(sql`delete from categories where id = ${node.id}`);
        return count;
      });
      return { data: { message: apiMessage('treeNodeDeleted', language, { count: changed }), changed } };
    },

    orderCategories: async ({ body, request }) => {
      const language = languageOf(request);
      await db.transaction(async (tx) =>
        applyOrder(tx, CATEGORY_TREE, body, {
          language,
          // The roots; the fixed destinations keep their parent but may change places.
          fixed: (node) => node.level < 0,
        }),
      );
      return { data: { message: apiMessage('orderSaved', language) } };
    },
  };
}
