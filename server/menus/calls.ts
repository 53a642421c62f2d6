/**
 * The handlers of the menu editor's calls (contracts: core/contracts/trees.ts): one menu tree whose
 * items have texts per language (title, subtitle, link), a target and an optional cover from the
 * media library; read, added to, edited, reordered and deleted with the rules of the category trees
 * (`server/trees/rules.ts`): an item goes at the top or under a top-level item, keeps its parent,
 * and only the first two levels are reordered.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TREE_LANGUAGES,
  type MenuContent,
  type MenuCover,
  type MenuItemRequest,
  type MenuNode,
  type TreeLanguage,
} from '#core/contracts/trees';
import { apiMessage, formatMessage } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import { rows, type Executor } from '../db/client';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { invalid, languageOf, notFound } from '../http/errors';
import { MEDIA_URL_PREFIX } from '../media/references';
import { applyOrder, nextOrder, placeNodes, reorderable, type TreeTable } from '../trees/rules';

const MENU_TREE: TreeTable = { table: sql`menu_items`, rootAncestors: 0 };

type CoverInput = z.output<typeof MenuItemRequest>['cover'];
type ContentInput = NonNullable<z.output<typeof MenuItemRequest>['contents']['it']>;

interface ItemRow {
  id: number;
  parent_id: number | null;
  order: number;
  target: MenuNode['target'];
  cover_id: number | null;
  storage_key: string | null;
  thumb_key: string | null;
}
interface ContentRow extends MenuContent {
  menu_item_id: number;
  lang: TreeLanguage;
}

const isTreeLanguage = (value: string): value is TreeLanguage => (TREE_LANGUAGES as readonly string[]).includes(value);

function coverOf(row: ItemRow): MenuCover | null {
  if (row.cover_id === null || row.storage_key === null) return null;
  return {
    id: row.cover_id,
    url: `${MEDIA_URL_PREFIX}${row.storage_key}`,
    url_thumb: row.thumb_key === null ? null : `${MEDIA_URL_PREFIX}${row.thumb_key}`,
  };
}

/** The whole menu as a tree, siblings by their order; with `lang`, only the items with its texts. */
async function menuTree(db: Executor, lang: TreeLanguage | undefined): Promise<MenuNode[]> {
  const items = await rows<ItemRow>(
    db,
    sql`select m.id::int as id, m.parent_id::int as parent_id, m."order"::int as "order", m.target,
               m.cover_id::int as cover_id, media.storage_key, media.thumb_key
          from menu_items m left join media on media.id = m.cover_id
         order by m."order", m.id`,
  );
  const texts = await rows<ContentRow>(
    db,
    sql`select menu_item_id::int as menu_item_id, lang, title, subtitle, link from menu_item_contents`,
  );
  const contents = new Map<number, MenuNode['contents']>();
  for (const text of texts) {
    if (!isTreeLanguage(text.lang)) continue;
    const own = contents.get(text.menu_item_id) ?? {};
    own[text.lang] = { title: text.title, subtitle: text.subtitle, link: text.link };
    contents.set(text.menu_item_id, own);
  }
  const nodes = new Map<number, MenuNode>(
    items.map((row) => [
      row.id,
      {
        id: row.id,
        parent_id: row.parent_id,
        order: row.order,
        target: row.target,
        contents: contents.get(row.id) ?? {},
        cover: coverOf(row),
        children: [],
      },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const row of items) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  if (lang === undefined) return roots;
  const inLanguage = (list: MenuNode[]): MenuNode[] =>
    list
      .filter((node) => node.contents[lang] !== undefined)
      .map((node) => ({ ...node, children: inLanguage(node.children) }));
  return inLanguage(roots);
}

async function itemOf(db: Executor, id: number): Promise<{ id: number; parent_id: number | null } | undefined> {
  const [row] = await rows<{ id: number; parent_id: number | null }>(
    db,
    sql`select id::int as id, parent_id::int as parent_id from menu_items where id = ${id} for update`,
  );
  return row;
}

/** The cover's id when it is an image of the library (null for none); 422 for another file. */
async function coverId(db: Executor, cover: CoverInput, language: UiLanguage): Promise<number | null> {
  if (!cover) return null;
  const [image] = await rows<{ id: number }>(
    db,
    sql`select id::int as id from media where id = ${cover.id} and thumb_key is not null for share`,
  );
  if (!image) throw invalid({ 'cover.id': [formatMessage('unknownMedia', language)] });
  return image.id;
}

async function writeContent(db: Executor, id: number, lang: TreeLanguage, content: ContentInput): Promise<void> {
  const subtitle =
    content.subtitle === undefined || content.subtitle === null || content.subtitle === '' ? null : content.subtitle;
  await db.execute(
    sql`insert into menu_item_contents (menu_item_id, lang, title, subtitle, link)
        values (${id}, ${lang}, ${content.title}, ${subtitle}, ${content.link})
        on conflict (menu_item_id, lang) do update
          set title = excluded.title, subtitle = excluded.subtitle, link = excluded.link`,
  );
}

export type MenuHandlers = Pick<
  PlatformHandlers,
  'getMenu' | 'createMenuItem' | 'updateMenuItem' | 'deleteMenuItem' | 'orderMenu'
>;

export function menuHandlers(context: ServerContext): MenuHandlers {
  const { db } = context.database;

  return {
    getMenu: async ({ query: { lang } }) => ({ data: await menuTree(db, lang) }),

    createMenuItem: async ({ body, request }) => {
      const language = languageOf(request);
      const id = await db.transaction(async (tx) => {
        const parentId = body.parent_id ?? null;
        if (parentId !== null) {
          const [placed] = await placeNodes(tx, MENU_TREE, [parentId]);
          if (!placed) throw invalid({ parent_id: [formatMessage('unknownParent', language)] });
          if (!reorderable(placed.level + 1)) throw invalid({ parent_id: [formatMessage('parentTooDeep', language)] });
        }
        const cover = await coverId(tx, body.cover, language);
        const order = await nextOrder(tx, MENU_TREE, parentId, sql`true`);
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into menu_items (parent_id, "order", target, cover_id)
              values (${parentId}, ${order}, ${body.target}, ${cover})
              returning id::int as id`,
        );
        if (!created) throw new Error('menu item insert returned no row');
        for (const lang of TREE_LANGUAGES) {
          const content = body.contents[lang];
          if (content) await writeContent(tx, created.id, lang, content);
        }
        return created.id;
      });
      return { data: { id, message: apiMessage('created', language) } };
    },

    updateMenuItem: async ({ params, body, request }) => {
      const language = languageOf(request);
      await db.transaction(async (tx) => {
        // Locked: two edits removing different languages cannot leave the item with none.
        const item = await itemOf(tx, params.id);
        if (!item) throw notFound();
        if (body.parent_id !== undefined && body.parent_id !== item.parent_id) {
          throw invalid({ parent_id: [formatMessage('moveNotAllowed', language)] }, 'moveNotAllowed');
        }
        if (body.cover !== undefined) {
          const cover = await coverId(tx, body.cover, language);
          await tx.execute(sql`update menu_items set cover_id = ${cover} where id = ${item.id}`);
        }
        if (body.target !== undefined) {
          await tx.execute(sql`update menu_items set target = ${body.target} where id = ${item.id}`);
        }
        for (const lang of TREE_LANGUAGES) {
          const content = body.contents?.[lang];
          if (content === null) {
            await tx.execute(sql`delete from menu_item_contents where menu_item_id = ${item.id} and lang = ${lang}`);
          } else if (content !== undefined) {
            await writeContent(tx, item.id, lang, content);
          }
        }
        const [left] = await rows<{ total: number }>(
          tx,
          sql`select count(*)::int as total from menu_item_contents where menu_item_id = ${item.id}`,
        );
        if (!left || left.total === 0) throw invalid({ contents: [formatMessage('oneLanguageRequired', language)] });
        await tx.execute(sql`update menu_items set updated_at = now() where id = ${item.id}`);
      });
      return { data: { id: params.id, message: apiMessage('saved', language) } };
    },

    deleteMenuItem: async ({ params, request }) => {
      const removed = await db.transaction(async (tx) => {
        const [subtree] = await rows<{ total: number }>(
          tx,
          sql`with recursive t(id) as (select id from menu_items where id = ${params.id}
                union all select m.id from menu_items m join t on m.parent_id = t.id)
              select count(*)::int as total from t`,
        );
        if (!subtree || subtree.total === 0) throw notFound();
        // The foreign keys remove the subtree and the texts with the item.
        await tx.execute(sql`delete from menu_items where id = ${params.id}`);
        return subtree.total;
      });
      return { data: { message: apiMessage('deletedOne', languageOf(request)), changed: removed } };
    },

    orderMenu: async ({ body, request }) => {
      const language = languageOf(request);
      await db.transaction(async (tx) => applyOrder(tx, MENU_TREE, body, { language }));
      return { data: { message: apiMessage('orderSaved', language) } };
    },
  };
}
