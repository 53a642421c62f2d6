/**
 * The handlers of the shared lookups the editors need: municipalities, provinces, category
 * trees, users, tags, status options, and the dashboard (contracts: core/contracts/platform.ts,
 * which also reads and checks their parameters). Every one needs a signed-in user; status options
 * and dashboard rows also follow the entity abilities.
 */
import { sql, type SQL } from 'drizzle-orm';
import { can, canOnEntity } from '#core/abilities';
import { inDashboardOrder, PLATFORM_CARD_ENTRIES, type PlatformCardName } from '#core/dashboard';
import { rows } from '../db/client';
import { categorySubtree, likeContaining, likeStartingWith } from '../db/sql';
import { STATUS } from '#core/statuses';
import type { CategoryNode } from '#core/contracts/platform';
import { forbidden, languageOf, notFound } from '../http/errors';
import type { ServerContext } from '../http/context';
import type { PlatformHandlers } from '../http/calls';
import { loadItem, statusOptions } from '../crud/read';
import { routeId } from '../crud/routes';
import { findField, type EntityRuntime } from '../crud/entity';

/** A category's title in a language, falling back to Italian when missing or blank. */
function titleIn(contents: CategoryRow['contents'], lang: string): string {
  return contents?.[lang]?.title.trim() || contents?.it?.title.trim() || '';
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  order: number;
  cover: CategoryNode['cover'];
  contents: Record<string, { title: string; slug: string | null; subtitle: string | null }> | null;
}

const MUNICIPALITY_LIMIT = 20;
/** The most rows of a listing without a name (a province's, or all 328 of the region). */
const ALL_MUNICIPALITIES_LIMIT = 500;
const TAGS_BOX_LIMIT = 20;
const DASHBOARD_DRAFTS_LIMIT = 50;
/** Statuses waiting for a publisher: validation requested, of a new item or of a revision. */
const TO_REVIEW = [STATUS.validationRequested, STATUS.revisionValidationRequested];

export type LookupHandlers = Pick<
  PlatformHandlers,
  | 'listOperationsComuni'
  | 'listOperationsProvince'
  | 'getCategoryTree'
  | 'listOperationsCategories'
  | 'listOperationsUsers'
  | 'listOperationsTagsBox'
  | 'getOperationsRelatedStatuses'
  | 'getDashboard'
>;

export function lookupHandlers(context: ServerContext): LookupHandlers {
  const { db } = context.database;

  async function subtree(main: number): Promise<CategoryRow[]> {
    return rows<CategoryRow>(
      db,
      sql`select c.id, c.parent_id, c."order", c.cover,
                 (select json_object_agg(cc.lang,
                           json_build_object('title', cc.title, 'slug', cc.slug, 'subtitle', cc.subtitle))
                    from category_contents cc where cc.category_id = c.id) as contents
            from categories c where c.id in ${categorySubtree(main)}
           order by c."order", c.id`,
    );
  }

  return {
    listOperationsComuni: async ({ query: { id, name, provincia: province } }) => {
      // Every parameter is optional, as the document says: none (or a province of -1, every
      // province) lists every municipality, at most ALL_MUNICIPALITIES_LIMIT of them.
      const conditions = [sql`true`];
      if (id !== undefined) conditions.push(sql`m.id = ${id}`);
      if (name !== undefined) conditions.push(sql`m.name ilike ${likeContaining(name)} escape '\\'`);
      if (province !== undefined && province !== -1) conditions.push(sql`m.province_id = ${province}`);
      const limit = name !== undefined ? MUNICIPALITY_LIMIT : ALL_MUNICIPALITIES_LIMIT;
      const data = await rows<{ id: number; city: string; province: string; province_short: string; istat: string }>(
        db,
        sql`select m.id, m.name as city, p.nome as province, p.sigla as province_short, m.istat
            from municipalities m join provinces p on p.id = m.province_id
           where ${sql.join(conditions, sql` and `)}
           order by (m.name ilike ${likeStartingWith(name ?? '')} escape '\\') desc, m.name limit ${limit}`,
      );
      return { data };
    },

    listOperationsProvince: async () => {
      const data = await rows<{ id: number; nome: string }>(db, sql`select id, nome from provinces order by nome`);
      return { data };
    },

    getCategoryTree: async ({ query: { main, lang } }) => {
      const found = await subtree(main);
      const nodes = new Map<number, CategoryNode>();
      for (const row of found) {
        // Every stored language, and the requested one with its title falling back to Italian.
        const contents: CategoryNode['contents'] = {};
        for (const [code, content] of Object.entries(row.contents ?? {})) {
          contents[code] = { title: content.title, slug: content.slug ?? '', subtitle: content.subtitle };
        }
        contents[lang] = { ...contents[lang], title: titleIn(row.contents, lang) };
        nodes.set(row.id, {
          id: row.id,
          parent_id: row.parent_id,
          order: row.order,
          cover: row.cover ?? null,
          contents,
          children: [],
        });
      }
      for (const row of found) {
        const node = nodes.get(row.id);
        const parent = row.parent_id === null || row.id === main ? undefined : nodes.get(row.parent_id);
        if (node && parent) parent.children.push(node);
      }
      const root = nodes.get(main);
      if (!root) throw notFound();
      return { data: root };
    },

    listOperationsCategories: async ({ query: { main, lang } }) => {
      const found = await subtree(main);
      if (!found.some((row) => row.id === main)) throw notFound();
      // Depth first, each level in its order: a child follows its parent.
      const children = new Map<number, CategoryRow[]>();
      for (const row of found) {
        if (row.id === main || row.parent_id === null) continue;
        children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
      }
      const data: { id: number; name: string }[] = [];
      const walk = (parent: number): void => {
        for (const row of children.get(parent) ?? []) {
          data.push({ id: row.id, name: titleIn(row.contents, lang) });
          walk(row.id);
        }
      };
      walk(main);
      return { data };
    },

    listOperationsUsers: async () => {
      const data = await rows<{ id: number; name: string }>(
        db,
        sql`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) as name
            from users where active = 1 and deleted_at is null order by 2, id`,
      );
      return { data };
    },

    listOperationsTagsBox: async ({ query: { lang, s } }) => {
      const text = s ?? '';
      const data = await rows<{ id: number; name: string }>(
        db,
        sql`select id, name from tags
           where draft = 0 and coalesce(lang, 'it') = ${lang} and name ilike ${likeContaining(text)} escape '\\'
           order by (name ilike ${likeStartingWith(text)} escape '\\') desc, name limit ${TAGS_BOX_LIMIT}`,
      );
      return { data };
    },

    getOperationsRelatedStatuses: async ({ query: { list: entityName, id: rawId }, user, request }) => {
      const language = languageOf(request);
      // The contract admits only entities that have statuses.
      const runtime = context.entities.get(entityName);
      if (!runtime) throw notFound();
      if (!canOnEntity(user, runtime.meta, 'view')) throw forbidden();
      const item = rawId === 'new' ? null : await loadItem(db, runtime, routeId(rawId));
      if (rawId !== 'new' && !item) throw notFound();
      return { data: statusOptions(runtime, item, { user, language, permalinks: context.permalinks }) };
    },

    getDashboard: async ({ user, request }) => {
      const language = languageOf(request);
      const visible = [...context.entities.values()].filter((runtime) => canOnEntity(user, runtime.meta, 'view'));
      // The cards in the dashboard's order (core/dashboard.ts): the platform's and the entities' by
      // their places, then the entities placed nowhere in their own order.
      const cards = inDashboardOrder<DashboardCard>(
        [
          ...PLATFORM_CARD_ENTRIES.filter(([, card]) => can(user, card.link.ability)).map(([name, card]) => ({
            tipo: name,
            label: card.label[language],
            order: card.order,
            counted: PLATFORM_COUNTED[name],
            runtime: null,
          })),
          ...visible.map((runtime) => ({
            tipo: runtime.name,
            label: runtime.meta.dashboard.label[language],
            order: runtime.meta.dashboard.order,
            counted: sql`${runtime.sqlNames.main} where draft = 0`,
            runtime,
          })),
        ],
        (card) => card.order,
      );
      if (cards.length === 0) return { data: { summary: [], drafts: [] } };
      // One statement for every card's live count, each row tagged with the card's position.
      const counts = await rows<{ position: number; total: number }>(
        db,
        sql`select * from (${sql.join(
          cards.map(
            (card, position) => sql`select ${position}::int as position, count(*)::int as total from ${card.counted}`,
          ),
          sql` union all `,
        )}) counts order by position`,
      );
      const totals = new Map(counts.map((row) => [row.position, row.total]));
      const summary = cards.map((card, position) => ({
        tipo: card.tipo,
        label: card.label,
        conto: totals.get(position) ?? 0,
      }));
      // One statement for the items waiting for validation: per entity with statuses, its newest
      // items (one row each, the Italian contents first), at most DASHBOARD_DRAFTS_LIMIT; the
      // groups follow the cards' order.
      const reviewed = cards.flatMap(({ runtime }, position) => {
        if (!runtime) return [];
        const { main, contents } = runtime.sqlNames;
        if (!contents || !runtime.hasStatus) return [];
        return [
          sql`(select distinct on (m.id) ${position}::int as position, m.id::int as id, (${titleOf(runtime)})::text as title,
                    c.status::int as status
               from ${main} m join ${contents} c on c.item_id = m.id
              where c.status in (${sql.join(
                TO_REVIEW.map((status) => sql`${status}`),
                sql`, `,
              )})
              order by m.id desc, (c.lang = 'it') desc
              limit ${DASHBOARD_DRAFTS_LIMIT})`,
        ];
      });
      const waiting =
        reviewed.length === 0
          ? []
          : await rows<{ position: number; id: number; title: string | null; status: number }>(
              db,
              sql`select * from (${sql.join(reviewed, sql` union all `)}) waiting order by position, id desc`,
            );
      const drafts = cards.flatMap((card, position) => {
        const children = waiting
          .filter((row) => row.position === position)
          .map((row) => ({ id: row.id, title: row.title ?? '', status: row.status, entity_type: card.tipo }));
        return children.length > 0 ? [{ label: card.label, children }] : [];
      });
      return { data: { summary, drafts } };
    },
  };
}

/** What the platform cards count (`from` of one count): the gallery's images, the accounts. */
const PLATFORM_COUNTED: Readonly<Record<PlatformCardName, SQL>> = {
  media: sql`media where thumb_key is not null`,
  users: sql`users where deleted_at is null`,
};

/** A summary card being answered: its entity's runtime, or null for a platform card. */
interface DashboardCard {
  readonly tipo: string;
  readonly label: string;
  readonly order: number | null;
  /** The `from` of its count: a table and the condition of the rows counted. */
  readonly counted: SQL;
  readonly runtime: EntityRuntime | null;
}

/** An item's title in the dashboard's query: its contents' (`c`) when per language, else its main row's (`m`). */
function titleOf(runtime: EntityRuntime): SQL {
  const stored = findField(runtime, runtime.title.name);
  if (runtime.title.perLanguage) return sql`c.${sql.identifier(runtime.title.name)}`;
  return stored?.storage === 'main' ? sql`m.${sql.identifier(runtime.title.name)}` : sql`''`;
}
