/**
 * The handlers of the menu editor's calls (contracts: core/contracts/trees.ts): one menu tree per
 * language, read, added to, edited, reordered and deleted with the rules of the category trees
 * (`server/trees/rules.ts`): an item goes at the top or under a top-level item of the same
 * language, keeps its parent and language, and only the first two levels are reordered.
 */
import { sql } from 'drizzle-orm';
import type { MenuNode } from '#core/contracts/trees';
import { apiMessage, formatMessage } from '#core/messages';
import { rows, type Executor } from '../db/client';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { invalid, languageOf, notFound } from '../http/errors';
import { applyOrder, nextOrder, placeNodes, reorderable, type TreeTable } from '../trees/rules';

const MENU_TREE: TreeTable = { table: sql`menu_items`, rootAncestors: 0 };

type MenuRow = Omit<MenuNode, 'children'>;

const COLUMNS = sql`id::int as id, parent_id::int as parent_id, "order"::int as "order", lang, title, link, target`;

async function menuItem(db: Executor, id: number): Promise<MenuRow | undefined> {
  const [row] = await rows<MenuRow>(db, sql`select ${COLUMNS} from menu_items where id = ${id}`);
  return row;
}

export type MenuHandlers = Pick<
  PlatformHandlers,
  'getMenu' | 'createMenuItem' | 'updateMenuItem' | 'deleteMenuItem' | 'orderMenu'
>;

export function menuHandlers(context: ServerContext): MenuHandlers {
  const { db } = context.database;

  return {
    getMenu: async ({ query: { lang } }) => {
      const found = await rows<MenuRow>(
        db,
        sql`select ${COLUMNS} from menu_items where lang = ${lang} order by "order", id`,
      );
      const nodes = new Map<number, MenuNode>(found.map((row) => [row.id, { ...row, children: [] }]));
      const roots: MenuNode[] = [];
      for (const row of found) {
        const node = nodes.get(row.id);
        if (!node) continue;
        const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
        (parent ? parent.children : roots).push(node);
      }
      return { data: roots };
    },

    createMenuItem: async ({ body, request }) => {
      const language = languageOf(request);
      const id = await db.transaction(async (tx) => {
        const parentId = body.parent_id ?? null;
        if (parentId !== null) {
          const parent = await menuItem(tx, parentId);
          const [placed] = await placeNodes(tx, MENU_TREE, [parentId]);
          if (!parent || !placed || parent.lang !== body.lang) {
            throw invalid({ parent_id: [formatMessage('unknownParent', language)] });
          }
          if (!reorderable(placed.level + 1)) throw invalid({ parent_id: [formatMessage('parentTooDeep', language)] });
        }
        const order = await nextOrder(tx, MENU_TREE, parentId, sql`lang = ${body.lang}`);
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into menu_items (parent_id, lang, "order", title, link, target)
              values (${parentId}, ${body.lang}, ${order}, ${body.title}, ${body.link}, ${body.target})
              returning id::int as id`,
        );
        if (!created) throw new Error('menu item insert returned no row');
        return created.id;
      });
      return { data: { id, message: apiMessage('created', language) } };
    },

    updateMenuItem: async ({ params, body, request }) => {
      const language = languageOf(request);
      const item = await menuItem(db, params.id);
      if (!item) throw notFound();
      const errors: Record<string, string[]> = {};
      if (body.parent_id !== undefined && body.parent_id !== item.parent_id) {
        errors.parent_id = [formatMessage('moveNotAllowed', language)];
      }
      if (body.lang !== undefined && body.lang !== item.lang) errors.lang = [formatMessage('moveNotAllowed', language)];
      if (Object.keys(errors).length > 0) throw invalid(errors, 'moveNotAllowed');
      await db.execute(
        sql`update menu_items set title = ${body.title}, link = ${body.link}, target = ${body.target}, updated_at = now()
             where id = ${item.id}`,
      );
      return { data: { id: item.id, message: apiMessage('saved', language) } };
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
        // The foreign key removes the subtree with the item.
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
