/**
 * The handlers of the entity picker's calls (contracts: core/contracts/entities.ts): the entity
 * types, a search across every entity the caller may view, and items by their indices. A search
 * page and a lookup are one statement each, a `union all` of one branch per entity, each reading
 * its item's title, slug and status in the language asked for (else Italian, else the first the
 * item has). Nothing here names an entity: the branches come from the registry's runtimes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { canOnEntity } from '#core/abilities';
import { entityIndex, parseEntityIndex, type EntityPick, type EntityRef } from '#core/contracts/entities';
import { DEFAULT_LANGUAGE, type UiLanguage } from '#core/languages';
import { PICKER_LIMITS } from '#core/limits';
import { STATUS } from '#core/statuses';
import type { z } from 'zod';
import type { CurrentUser } from '../auth/session';
import { rows } from '../db/client';
import { idList, likeContaining, likeStartingWith } from '../db/sql';
import type { EntityRuntime } from '../crud/entity';
import { permalinkOf } from '../crud/permalink';
import { forbidden, languageOf } from '../http/errors';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';

type PickAnswer = z.input<typeof EntityPick>;

export type PickerHandlers = Pick<PlatformHandlers, 'listEntityTypes' | 'listEntities' | 'listEntitiesFromIndices'>;

interface PickRow {
  type: string;
  id: number;
  title: string | null;
  slug: string | null;
  status: number | null;
  lang: string | null;
}

const column = (name: string): SQL => sql`${sql.identifier(name)}`;

/** What a branch keeps: every live item, or those whose shown language is published. */
interface BranchOptions {
  readonly lang: string;
  readonly publishedOnly: boolean;
  /** Only these ids (a lookup), or none of these (a search's exclusions). */
  readonly ids?: { readonly only: boolean; readonly values: readonly number[] };
}

/**
 * One entity's branch: `type, id, title, slug, status, lang` of its live items. The shown
 * language is the one asked for, else Italian, else the first (by name) whose title is not blank.
 */
function branch(runtime: EntityRuntime, options: BranchOptions): SQL {
  const { main, contents } = runtime.sqlNames;
  const slug = runtime.slugs[0];
  const conditions: SQL[] = [sql`m.draft = 0`];
  if (options.ids && options.ids.values.length > 0) {
    conditions.push(
      options.ids.only ? sql`m.id in ${idList(options.ids.values)}` : sql`m.id not in ${idList(options.ids.values)}`,
    );
  }
  const type = sql`${runtime.name}::text as type, m.id::int as id`;
  if (runtime.title.perLanguage && contents) {
    const title = sql`c.${column(runtime.title.name)}`;
    const slugColumn = slug?.perLanguage ? sql`c.${column(slug.name)}` : slug ? sql`m.${column(slug.name)}` : sql`null`;
    const status = runtime.hasStatus ? sql`c.status` : sql`null`;
    if (options.publishedOnly && runtime.hasStatus) conditions.push(sql`shown.status = ${STATUS.published}`);
    return sql`select ${type}, shown.title, shown.slug, shown.status, shown.lang
      from ${main} m cross join lateral (
        select ${title}::text as title, (${slugColumn})::text as slug, (${status})::int as status, c.lang::text as lang
          from ${contents} c
         where c.item_id = m.id and nullif(trim(${title}), '') is not null
         order by (c.lang = ${options.lang}) desc, (c.lang = ${DEFAULT_LANGUAGE}) desc, c.lang
         limit 1) shown
     where ${sql.join(conditions, sql` and `)}`;
  }
  const slugColumn = slug && !slug.perLanguage ? sql`m.${column(slug.name)}` : sql`null`;
  return sql`select ${type}, (m.${column(runtime.title.name)})::text as title, (${slugColumn})::text as slug,
      null::int as status, null::text as lang
    from ${main} m where ${sql.join(conditions, sql` and `)}`;
}

export function pickerHandlers(context: ServerContext): PickerHandlers {
  const { db } = context.database;

  /** The entities the user may pick from: those they may view (every registry entity has a title). */
  const visible = (user: CurrentUser): EntityRuntime[] =>
    [...context.entities.values()].filter((runtime) => canOnEntity(user, runtime.meta, 'view'));

  const answer = (row: PickRow, language: UiLanguage): PickAnswer | null => {
    const runtime = context.entities.get(row.type);
    if (!runtime) return null;
    const shownLang = row.lang ?? DEFAULT_LANGUAGE;
    return {
      id: row.id,
      type: row.type,
      index: entityIndex(row),
      title: row.title ?? '',
      permalink: permalinkOf(context.permalinks, runtime, shownLang, row.slug, row.status),
      slug: row.slug,
      name: runtime.meta.label.singular[language],
      lang: row.lang,
    };
  };

  /** The refs grouped by entity, keeping only entities in `allowed`. */
  const byType = (refs: readonly EntityRef[], allowed: readonly EntityRuntime[]) => {
    const grouped = new Map<string, number[]>();
    const names = new Set(allowed.map((runtime) => runtime.name));
    for (const ref of refs) {
      if (!names.has(ref.type)) continue;
      grouped.set(ref.type, [...(grouped.get(ref.type) ?? []), ref.id]);
    }
    return grouped;
  };

  const refsOf = (indices: readonly string[]): EntityRef[] =>
    indices.map(parseEntityIndex).filter((ref): ref is EntityRef => ref !== null);

  return {
    listEntityTypes: async ({ user, request }) => {
      const language = languageOf(request);
      const data = visible(user)
        .map((runtime) => ({ name: runtime.name, label: runtime.meta.label.plural[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language));
      return { data };
    },

    listEntities: async ({ query, user, request }) => {
      const language = languageOf(request);
      let runtimes = visible(user);
      if (query.entity_type !== undefined) {
        if (!runtimes.some((runtime) => runtime.name === query.entity_type)) throw forbidden();
        runtimes = runtimes.filter((runtime) => runtime.name === query.entity_type);
      }
      const size = PICKER_LIMITS.pageSize + (query.limit ?? PICKER_LIMITS.defaultLimit);
      const page = query.page ?? 1;
      const excluded = byType(refsOf(query['excludes[]']), runtimes);
      const branches = runtimes.map((runtime) =>
        branch(runtime, {
          lang: query.lang,
          publishedOnly: query.preview !== '1',
          ids: { only: false, values: excluded.get(runtime.name) ?? [] },
        }),
      );
      if (branches.length === 0) return { results: [], pagination: { more: false } };
      const q = query.q;
      const conditions: SQL[] = [sql`nullif(trim(p.title), '') is not null`];
      if (q !== undefined) {
        const byId = /^\d{1,9}$/.test(q) ? sql` or p.id = ${Number(q)}` : sql``;
        conditions.push(sql`(p.title ilike ${likeContaining(q)} escape '\\'${byId})`);
      }
      const first = q === undefined ? sql`` : sql`(p.title ilike ${likeStartingWith(q)} escape '\\') desc, `;
      // One row more than the page tells whether another page follows.
      const found = await rows<PickRow>(
        db,
        sql`select p.type, p.id, p.title, p.slug, p.status, p.lang
              from (${sql.join(branches, sql` union all `)}) p
             where ${sql.join(conditions, sql` and `)}
             order by ${first}lower(p.title), p.type, p.id
             limit ${size + 1} offset ${(page - 1) * size}`,
      );
      const results = found
        .slice(0, size)
        .map((row) => answer(row, language))
        .filter((pick): pick is PickAnswer => pick !== null);
      return { results, pagination: { more: found.length > size } };
    },

    listEntitiesFromIndices: async ({ query, user, request }) => {
      const language = languageOf(request);
      const refs = refsOf(query['indices[]']);
      const runtimes = visible(user);
      const wanted = byType(refs, runtimes);
      const branches = runtimes
        .filter((runtime) => wanted.has(runtime.name))
        .map((runtime) =>
          branch(runtime, {
            lang: query.lang,
            publishedOnly: false,
            ids: { only: true, values: wanted.get(runtime.name) ?? [] },
          }),
        );
      if (branches.length === 0) return { results: [] };
      const found = await rows<PickRow>(db, sql`${sql.join(branches, sql` union all `)}`);
      const byIndex = new Map(found.map((row) => [entityIndex(row), row]));
      const seen = new Set<string>();
      const results: PickAnswer[] = [];
      for (const ref of refs) {
        const index = entityIndex(ref);
        const row = byIndex.get(index);
        if (!row || seen.has(index)) continue;
        seen.add(index);
        const pick = answer(row, language);
        if (pick) results.push(pick);
      }
      return { results };
    },
  };
}
