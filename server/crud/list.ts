/**
 * `GET {path}`: one list engine for every entity. The query is read strictly against the schema's
 * list (filters, sortable fields, page limits; 422 naming each bad parameter), then answered with
 * two statements: the page, with each row's languages, revision statuses and listed relations
 * gathered as JSON in the same statement, and the total.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, type UiLanguage } from '#core/languages';
import type { ParamValues } from '#core/contracts/define';
import { entityContracts, type EntityContracts } from '../../kinds/contracts/entity';
import { STATUS } from '#core/statuses';
import { SEARCH_CALL_LIMITS } from '#core/limits';
import { rows, type Executor } from '../db/client';
import { likeContaining, likeStartingWith } from '../db/sql';
import { invalid } from '../http/errors';
import { findField, type EntityRuntime } from './entity';
import { serverKind } from './kinds';
import { listPlan, planList, type FilterPlan } from './list/plan';
import { column, fieldCondition, ItemScope, mainScope, placeSql } from './list/scope';
import type { UsageTable } from './list/select';
import type { FilterValue } from '../../kinds/filters/types';
import { firstText } from '../../kinds/columns/values';
import { QueryReader, type Query } from '#core/query';
import { permalinkOf, type Permalinks } from './permalink';
import type { TotalsCache } from './totals';
import { maintainedTotal, type CountKey } from './counts';

/** Renders statements to text and parameters: the key of a cached total. */
const dialect = new PgDialect();

interface AppliedFilter {
  readonly plan: FilterPlan;
  readonly value: FilterValue;
}

export interface ListRequest {
  readonly keywords: string | null;
  readonly page: number;
  readonly limit: number;
  readonly orderBy: { readonly field: string; readonly direction: 'asc' | 'desc' };
  readonly filters: readonly AppliedFilter[];
  /** Content language of titles and of the status filter (default it). */
  readonly lang: string;
}

/**
 * The list call's values as its contract reads them (`entityContracts(meta).list`: keywords,
 * paging, language, sort and one parameter per filter, each within its bounds).
 */
export type ListQueryValues = ParamValues<EntityContracts['list']['query']>;

/** The request of a list call from its contract's values. */
export function listRequest(runtime: EntityRuntime, values: ListQueryValues): ListRequest {
  const read = values as Readonly<Record<string, unknown>>;
  const filters: AppliedFilter[] = [];
  for (const plan of listPlan(runtime).filters) {
    if (!plan.hasParam) continue;
    const value = read[plan.filter.param];
    if (typeof value === 'number' || typeof value === 'string') filters.push({ plan, value });
  }
  return {
    keywords: values.keywords ?? null,
    page: values.page,
    limit: values.limit,
    orderBy: values.orderBy,
    filters,
    lang: values.lang,
  };
}

/**
 * A list call's raw query read by its contract, as the route reads it (422 naming each bad
 * parameter): for callers outside a request (the benchmark).
 */
export function parseListQuery(runtime: EntityRuntime, query: Query, language: UiLanguage): ListRequest {
  const reader = new QueryReader(query, language);
  const declared = entityContracts(runtime.meta).list.query;
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(declared)) values[name] = param.read(reader, name, NO_CONTEXT);
  if (!reader.ok) throw invalid(reader.errors, 'invalidQuery');
  return listRequest(runtime, values as ListQueryValues);
}

/** The list's parameters depend on its own entity only. */
const NO_CONTEXT = { entities: [] } as const;

/** The conditions of the request's keywords and filters (all but `except`), about `scope`'s item. */
function requestConditions(
  runtime: EntityRuntime,
  request: ListRequest,
  scope: ItemScope,
  except?: AppliedFilter,
): SQL[] {
  const conditions: SQL[] = [];
  if (request.keywords !== null) {
    const pattern = likeContaining(request.keywords);
    const searched = listPlan(runtime).search.map((test) =>
      test(scope, (expr) => sql`${expr} ilike ${pattern} escape '\\'`),
    );
    const idMatch = /^\d{1,9}$/.test(request.keywords) ? [sql`${scope.item} = ${Number(request.keywords)}`] : [];
    const any = [...searched, ...idMatch];
    if (any.length > 0) conditions.push(sql`(${sql.join(any, sql` or `)})`);
  }
  for (const applied of request.filters) {
    const { condition } = applied.plan;
    if (applied !== except && condition) conditions.push(condition(applied.value, scope, request.lang));
  }
  return conditions;
}

/** The page's conditions: live items (not revision drafts) matching the request. */
function whereClause(runtime: EntityRuntime, request: ListRequest): SQL {
  return sql.join([sql`m.draft = 0`, ...requestConditions(runtime, request, mainScope())], sql` and `);
}

export type { UsageTable };
export { planList };

export interface ListContext {
  readonly permalinks: Permalinks;
  /** Recent totals to reuse (none: count every time). */
  readonly totals?: TotalsCache;
}

interface ListContent {
  lang: string;
  [key: string]: unknown;
}

interface ListRow {
  id: number;
  contents: ListContent[] | null;
  revisions: { lang: string; status: number }[] | null;
  [key: string]: unknown;
}

export interface ListAnswer {
  readonly data: Record<string, unknown>[];
  readonly total: number;
}

/** The statements of a list call, exposed so the benchmark can run the same SQL directly. */
export function listStatements(runtime: EntityRuntime, request: ListRequest): { page: SQL; total: SQL } {
  const where = whereClause(runtime, request);
  const offset = (request.page - 1) * request.limit;
  return {
    page: sql`select ${listPlan(runtime).select} from ${runtime.sqlNames.main} m where ${where}
      order by ${listPlan(runtime).order(request.orderBy, request.lang)} limit ${request.limit} offset ${offset}`,
    total: totalStatement(runtime, request, where),
  };
}

/**
 * The statement of the list's exact total (`where`: the page's conditions).
 * - Maintained (`maintainedKey`: no filter, the status, the status and one municipality of a
 *   field in the municipalities relation or of an address with a generated municipality column):
 *   read, not counted.
 * - With a status filter and other conditions: counted from the contents rows of the list's
 *   language and that status, which carry their item's draft flag, so the status index
 *   (`lang, status, draft, item_id`) gives the live items in id order by an index-only scan.
 *   The other conditions are about `lc.item_id`; relation filters (municipalities, categories)
 *   then merge with their relation's index in the same order. The main table is joined only for
 *   conditions on its columns (`ItemScope`), as an inner join: a place column's generated
 *   municipality column is then read from its index (`generator/emit/db/columns.ts`).
 *   One contents row per item and language, so the rows counted are the items.
 * - Otherwise: the main table's rows matching `where`.
 */
function totalStatement(runtime: EntityRuntime, request: ListRequest, where: SQL): SQL {
  const { main, contents } = runtime.sqlNames;
  const maintained = maintainedKey(runtime, request);
  if (maintained !== undefined) return maintainedTotal(runtime.name, maintained);
  const status = runtime.hasStatus
    ? request.filters.find((applied) => applied.plan.kind.counting === 'status')
    : undefined;
  if (!status || !contents) return sql`select count(*)::int as total from ${main} m where ${where}`;
  const scope = new ItemScope(sql`lc.item_id`);
  const conditions = [
    sql`lc.lang = ${request.lang}`,
    sql`lc.status = ${status.value}`,
    sql`lc.draft = 0`,
    ...requestConditions(runtime, request, scope, status),
  ];
  const join = scope.usesMain ? sql` join ${main} m on m.id = lc.item_id` : sql``;
  return sql`select count(*)::int as total from ${contents} lc${join} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Which maintained total answers the request (`./counts.ts`): the live items' (null) when nothing
 * narrows the list; the live contents' in the list's language and status when only the status
 * does, and in one municipality too when a municipality filter joins it on a field of the
 * municipalities relation or on an address with its generated municipality column; undefined when
 * it must be counted (keywords, any other filter).
 */
function maintainedKey(runtime: EntityRuntime, request: ListRequest): CountKey | null | undefined {
  if (request.keywords !== null) return undefined;
  if (request.filters.length === 0) return null;
  const status = request.filters.find((applied) => applied.plan.kind.counting === 'status');
  const others = request.filters.filter((applied) => applied !== status);
  if (!status || others.length > 1) return undefined;
  // Without contents the status filter narrows nothing (`filterCondition`).
  if (!runtime.sqlNames.contents && others.length === 0) return null;
  if (!runtime.sqlNames.contents || !runtime.hasStatus) return undefined;
  const key = { lang: request.lang, status: Number(status.value) };
  const [other] = others;
  if (!other) return key;
  const field = other.plan.maintainedPlace;
  if (field === null) return undefined;
  return { ...key, place: { field, id: Number(other.value) } };
}

export async function listItems(
  db: Executor,
  runtime: EntityRuntime,
  request: ListRequest,
  context: ListContext,
): Promise<ListAnswer> {
  const statements = listStatements(runtime, request);
  const { totals } = context;
  const totalKey = totals?.enabled ? JSON.stringify(dialect.sqlToQuery(statements.total)) : null;
  const cached = totals && totalKey !== null ? totals.get(runtime.name, totalKey) : undefined;
  const generation = totals?.generation(runtime.name) ?? 0;
  const [pageRows, total] = await Promise.all([
    rows<ListRow>(db, statements.page),
    cached ?? rows<{ total: number }>(db, statements.total).then((found) => found[0]?.total ?? 0),
  ]);
  if (totals && totalKey !== null && cached === undefined) totals.set(runtime.name, totalKey, total, generation);
  const data = pageRows.map((row) => toListRow(runtime, row, request.lang, context));
  return { data, total };
}

function toListRow(runtime: EntityRuntime, row: ListRow, lang: string, context: ListContext): Record<string, unknown> {
  // A few languages per row: arrays read faster than maps built for each row. The last entry of
  // a language counts, as it would in a map.
  const contents = row.contents ?? [];
  const contentIn = (language: string): ListContent | undefined =>
    contents.findLast((content) => content.lang === language);
  const titleOf = (content: Record<string, unknown> | undefined): string | null => {
    const title = content?.[runtime.title.name];
    return typeof title === 'string' && title !== '' ? title : null;
  };
  // The row speaks the requested language, or the first language that has a title.
  const shownLang =
    titleOf(contentIn(lang)) !== null
      ? lang
      : (runtime.languages.find((candidate) => titleOf(contentIn(candidate)) !== null) ?? lang);
  const shown = contentIn(shownLang);
  const result: Record<string, unknown> = { id: row.id };
  result.title = runtime.title.perLanguage ? (titleOf(shown) ?? '') : (row[runtime.title.name] ?? '');
  if (runtime.hasStatus) {
    const revisions = row.revisions ?? [];
    const statuses: Record<string, number> = {};
    for (const language of runtime.languages) {
      const status =
        revisions.findLast((revision) => revision.lang === language)?.status ?? contentIn(language)?.status;
      statuses[language] = typeof status === 'number' ? status : STATUS.absent;
    }
    result.statuses = statuses;
    result.revision = typeof row.revision_id === 'number' ? row.revision_id : null;
  }
  result.permalink = shown ? permalinkOf(context.permalinks, runtime, shownLang, shown.slug, shown.status) : null;
  if (runtime.meta.list.rowContents) {
    const byLanguage: Record<string, Record<string, unknown>> = {};
    for (const language of runtime.languages) {
      const content = contentIn(language);
      if (!content) continue;
      const { lang: _lang, ...fields } = content;
      byLanguage[language] = fields;
    }
    result.contents = byLanguage;
  }
  for (const listed of listPlan(runtime).rows) {
    const computed = row[listed.computed];
    if (computed !== undefined) {
      result[listed.key] = listed.value(computed, shownLang);
      continue;
    }
    if (listed.source === null) continue;
    const value = listed.fromContents ? shown?.[listed.source] : row[listed.source];
    result[listed.key] = value ?? null;
  }
  return result;
}

/**
 * The items whose place (the entity's place field, as the list's province filter reads it) is in
 * the province; none when the entity has no place field.
 */
function inProvince(runtime: EntityRuntime, province: number): SQL {
  const { place } = listPlan(runtime);
  if (!place) return sql`false`;
  return serverKind(place.field).place.condition(
    placeSql(runtime, place, mainScope()),
    (id) => sql`exists (select 1 from municipalities mu where mu.id = ${id} and mu.province_id = ${province})`,
  );
}

/** A row of `POST {path}/search`. */
export interface SearchRow {
  readonly id: number;
  readonly title: string;
  readonly contents: Record<string, { title: string }>;
  readonly comune: string | null;
}

/**
 * `POST {path}/search`: live items whose title (in any language) contains the keywords, those
 * starting with them first, then the newest; with the title per language and the municipality
 * of the entity's place field. Keywords shorter than the entity's `searchCall.minChars` find nothing.
 */
export async function searchItems(
  db: Executor,
  runtime: EntityRuntime,
  search:
    { readonly keywords: string; readonly minChars?: number; readonly province?: number } | { readonly id: number },
  lang: string,
): Promise<SearchRow[]> {
  const title = findField(runtime, runtime.title.name);
  if (!title) return [];
  const matches = (pattern: string) =>
    fieldCondition(runtime, title, mainScope(), (expr) => sql`${expr} ilike ${pattern} escape '\\'`);
  let where: SQL;
  let order: SQL;
  if ('id' in search) {
    where = sql`m.id = ${search.id}`;
    order = sql`m.id`;
  } else {
    const text = search.keywords.trim();
    const minChars = search.minChars ?? runtime.meta.searchCall?.minChars ?? SEARCH_CALL_LIMITS.minChars;
    if (text.length < minChars) return [];
    where = matches(likeContaining(text));
    if (search.province !== undefined) where = sql`${where} and ${inProvince(runtime, search.province)}`;
    order = sql`(${matches(likeStartingWith(text))}) desc, m.id desc`;
  }
  const { main, contents } = runtime.sqlNames;
  const titles =
    title.storage === 'contents' && contents
      ? sql`(select json_object_agg(c.lang, c.${column(title.field.name)}) from ${contents} c where c.item_id = m.id)`
      : sql`json_build_object(${DEFAULT_LANGUAGE}::text, m.${column(title.field.name)})`;
  const { place } = listPlan(runtime);
  const comune = place
    ? serverKind(place.field).place.names(placeSql(runtime, place, mainScope()), 'municipality')
    : sql`null`;
  const found = await rows<{ id: number; titles: Record<string, string | null> | null; comune: unknown }>(
    db,
    sql`select m.id, ${titles} as titles, ${comune} as comune from ${main} m
      where m.draft = 0 and ${where} order by ${order} limit ${SEARCH_CALL_LIMITS.rows}`,
  );
  return found.map((row) => {
    const byLang = Object.fromEntries(
      Object.entries(row.titles ?? {})
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([language, value]) => [language, { title: value }]),
    );
    const shown = byLang[lang]?.title ?? byLang[DEFAULT_LANGUAGE]?.title ?? Object.values(byLang)[0]?.title ?? '';
    return { id: row.id, title: shown, contents: byLang, comune: firstText(row.comune, lang) };
  });
}
