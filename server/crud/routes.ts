/**
 * The calls of every entity in the generated registry (`entityContracts`): their handlers and
 * registration.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, canOnEntity, canSomeOnEntity, inRedazioneFamily, type AbilityAction } from '#core/abilities';
import { apiMessage } from '#core/messages';
import { forbidden, languageOf, notFound } from '../http/errors';
import { contractContext, registerCalls, type CallHandler } from '../http/calls';
import type { ResponseSchemaOf } from '../http/answers';
import type { AnyCall } from '#core/contracts/define';
import type { FieldMeta } from '#core/model';
import type { UiLanguage } from '#core/languages';
import { entityContracts, type EntityContracts } from '../../kinds/contracts/entity';
import { userOf, type ServerContext } from '../http/context';
import type { EntityRuntime } from './entity';
import { listItems, listRequest, planList, searchItems, type ListContext, type UsageTable } from './list';
import { movedItemId } from './holder';
import { apiValues, loadItem, pendingRevision, toApiItem } from './read';
import { saveItem } from './write';
import { toCsv } from '../http/csv';
import { LIST_LIMITS, SEARCH_CALL_LIMITS } from '#core/limits';
import { SERVER_COLUMNS } from '../../kinds/columns/registry.server';
import { deleteItems, parseIdList } from './delete';
import { isRecord, MAX_ID } from '../db/sql';
import { TotalsCache } from './totals';
import { noteTotalsChanged } from '../cluster/bus';

/**
 * The signed-in user, who must hold the entity's ability for `action`. What the editor does
 * (reading one item, creating, editing) is also closed to the restricted 'redazione' family where
 * the schema says `redazioneAccess: false`, as the admin's editor route is (spec section 6).
 */
export function authorise(request: FastifyRequest, runtime: EntityRuntime, action: AbilityAction, editor = false) {
  const user = userOf(request);
  if (!canOnEntity(user, runtime.meta, action)) throw forbidden();
  if (editor && !runtime.meta.editor.redazioneAccess && inRedazioneFamily(user)) throw forbidden();
  return user;
}

/** True when a reference field among `fields` (groups and list entries included) refers to `entity`. */
function refersTo(fields: readonly FieldMeta[], entity: string): boolean {
  return fields.some(
    (field) =>
      (field.kind === 'reference' && field.entity === entity) ||
      ((field.kind === 'group' || field.kind === 'list') && refersTo(field.fields, entity)),
  );
}

/**
 * Who may search an entity's items by title (`POST {path}/search`, `GET {path}/combo`): whoever views it, and whoever
 * views, creates or edits items of an entity with a reference field to it, whose combo (in the
 * editor, or as the list's filter) searches it: a page editor chooses the page's template without
 * managing templates. The entity that provides users' destinations is searched by whoever
 * creates or edits users too (the user form chooses them).
 */
export function authoriseSearch(request: FastifyRequest, runtime: EntityRuntime, all: readonly EntityRuntime[]) {
  const user = userOf(request);
  if (canOnEntity(user, runtime.meta, 'view')) return user;
  if (runtime.meta.provides.includes('userDestinations') && (can(user, 'user-create') || can(user, 'user-edit'))) {
    return user;
  }
  const referrer = all.some(
    (other) =>
      refersTo([...other.meta.fields, ...other.meta.contents], runtime.name) &&
      canSomeOnEntity(user, other.meta, ['view', 'create', 'edit']),
  );
  if (!referrer) throw forbidden();
  return user;
}

/** A positive integer id from the route, or a 404. */
export function routeId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/**
 * Relation tables whose ids point at this entity's main table (the relation's `target`, as in
 * `core/relations.ts`): tags are counted by their uses in every `_tags` table.
 */
export function usageTables(runtime: EntityRuntime, all: readonly EntityRuntime[]): UsageTable[] {
  const target = getTableConfig(runtime.tables.main).name;
  return all.flatMap((other) =>
    [...other.relations.values()]
      .filter((relation) => relation.meta.target === target)
      .map((relation) => ({ table: relation.sqlName, column: relation.meta.column })),
  );
}

/** The handlers of one entity's calls, by the keys of `entityContracts`. */
function entityHandlers(
  runtime: EntityRuntime,
  context: ServerContext,
  listContext: ListContext,
  written: (request: FastifyRequest, entity: string) => void,
) {
  const { db } = context.database;
  type Calls = EntityContracts;
  const saveAnswer = (outcome: Awaited<ReturnType<typeof saveItem>>, language: UiLanguage) => ({
    data: { id: outcome.id, message: apiMessage(outcome.message, language), permalink: outcome.permalink },
  });
  const list: CallHandler<Calls['list']> = async ({ request, query }) => {
    authorise(request, runtime, 'view');
    const answer = await listItems(db, runtime, listRequest(runtime, query), listContext);
    return runtime.meta.list.totalAt === 'root'
      ? { data: answer.data, total: answer.total }
      : { data: answer.data, meta: { total: answer.total } };
  };
  const get: CallHandler<Calls['get']> = async ({ request, params }) => {
    const user = authorise(request, runtime, 'view', true);
    const id = routeId(params.id);
    // An id the item had before ids became unique across types answers the item (its new id).
    const moved = async () => {
      const newId = await movedItemId(db, runtime, id);
      return newId === null ? null : loadItem(db, runtime, newId);
    };
    const item = (await loadItem(db, runtime, id)) ?? (await moved());
    if (!item) throw notFound();
    const revision =
      runtime.hasStatus && Number(item.main.draft) === 0
        ? await pendingRevision(db, runtime, Number(item.main.id))
        : null;
    const itemContext = { user, language: languageOf(request), permalinks: context.permalinks };
    return { data: toApiItem(runtime, item, itemContext, revision) };
  };
  const save = async (request: FastifyRequest, id: number | null, body: unknown) => {
    const user = authorise(request, runtime, id === null ? 'create' : 'edit', true);
    const language = languageOf(request);
    const outcome = await saveItem(db, runtime, id, body, { user, language, permalinks: context.permalinks });
    written(request, runtime.name);
    return saveAnswer(outcome, language);
  };
  const create: CallHandler<NonNullable<Calls['create']>> = ({ request, body }) => save(request, null, body);
  const update: CallHandler<NonNullable<Calls['update']>> = ({ request, params, body }) =>
    save(request, routeId(params.id), body);
  const remove: CallHandler<NonNullable<Calls['remove']>> = async ({ request, params }) => {
    const user = authorise(request, runtime, 'delete');
    const language = languageOf(request);
    const ids = parseIdList(params.id, language);
    if (ids === null) throw notFound();
    const message = await deleteItems(db, runtime, ids, language, { userId: user.id });
    // Deleting tags changes the usage counts other lists show, not their totals.
    written(request, runtime.name);
    return { data: { message } };
  };
  // The list's title dialog (spec: 'Gestione Luoghi' over `POST set-luogo/{id}/{title}`).
  const setTitle: CallHandler<NonNullable<Calls['setTitle']>> = async ({ request, reply, params }) => {
    const language = languageOf(request);
    const creating = params.id === '-1';
    const user = authorise(request, runtime, creating ? 'create' : 'edit', true);
    let body: Record<string, unknown>;
    let id: number | null = null;
    if (creating) {
      body = {};
    } else {
      id = routeId(params.id);
      const item = await loadItem(db, runtime, id);
      if (!item) throw notFound();
      body = { ...apiValues(runtime, item), version: item.main.version };
    }
    const titleName = runtime.title.name;
    if (runtime.title.perLanguage) {
      const lang = runtime.languages[0] ?? language;
      const contents = isRecord(body.contents) ? body.contents : {};
      const content = isRecord(contents[lang]) ? contents[lang] : {};
      body.contents = { ...contents, [lang]: { ...content, [titleName]: params.title } };
    } else {
      body[titleName] = params.title;
    }
    const outcome = await saveItem(db, runtime, id, body, { user, language, permalinks: context.permalinks });
    written(request, runtime.name);
    const status = creating ? 201 : 200;
    reply.code(status);
    return { status, data: { id: outcome.id, message: apiMessage(outcome.message, language) } };
  };
  const search: CallHandler<NonNullable<Calls['search']>> = async ({ request, body }) => {
    authoriseSearch(request, runtime, [...context.entities.values()]);
    const language = languageOf(request);
    const lang = runtime.languages.includes(language) ? language : (runtime.languages[0] ?? language);
    const data =
      body.id !== undefined
        ? await searchItems(db, runtime, { id: Number(body.id) }, lang)
        : await searchItems(db, runtime, { keywords: body.keywords ?? '' }, lang);
    return { data };
  };
  // The combo lookup (spec: `GET operatori/combo`, `{id, nome}`): the title search's rows, from the
  // combo's shortest keywords, optionally in a province.
  const combo: CallHandler<NonNullable<Calls['combo']>> = async ({ request, query }) => {
    authoriseSearch(request, runtime, [...context.entities.values()]);
    const language = languageOf(request);
    const lang = runtime.languages.includes(language) ? language : (runtime.languages[0] ?? language);
    const province = query.provincia === undefined || query.provincia <= 0 ? undefined : query.provincia;
    const rows = await searchItems(
      db,
      runtime,
      {
        keywords: query.keywords ?? '',
        minChars: runtime.meta.comboCall?.minChars ?? SEARCH_CALL_LIMITS.minChars,
        ...(province === undefined ? {} : { province }),
      },
      lang,
    );
    return { data: rows.map((row) => ({ id: row.id, nome: row.title })) };
  };
  // The list's 'Esporta Tutti' (spec: `GET iat/export/` downloads iat.csv): the live items of the list's query,
  // bounded, one CSV column per exported list column (its kind says what it writes).
  const exportCsv: CallHandler<NonNullable<Calls['exportCsv']>> = async ({ request, reply, query }) => {
    authorise(request, runtime, 'view');
    const language = languageOf(request);
    const asked = listRequest(runtime, { ...query, page: 1, limit: LIST_LIMITS.exportRows });
    const answer = await listItems(db, runtime, asked, { permalinks: context.permalinks });
    const columns = runtime.meta.list.columns.flatMap((column) => {
      const csv = SERVER_COLUMNS[column.kind].csv;
      return csv ? [{ column, csv }] : [];
    });
    const text = toCsv(
      columns.map(({ column }) => column.label[language]),
      answer.data.map((row) => columns.map(({ column, csv }) => csv(row, column))),
    );
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${runtime.meta.exportCall?.file ?? 'export.csv'}"`);
    return text;
  };
  return { list, get, create, update, updateByPost: update, remove, setTitle, search, combo, exportCsv };
}

/**
 * Every entity's calls, as `entityContracts` declares them from its schema, registered like the
 * platform's (`registerCalls`: parameters read and bodies parsed by the contract), each handler
 * guarded by the entity's ability (`core/abilities.ts`). No entity has route code of its own.
 */
export function registerEntityCalls(app: FastifyInstance, context: ServerContext, responses?: ResponseSchemaOf): void {
  const all = [...context.entities.values()];
  // Kept totals are trusted only while the bus hears the other processes.
  const { bus } = context;
  const totals = new TotalsCache(
    context.config.listTotalCacheSeconds * 1000,
    undefined,
    undefined,
    () => bus.connected,
  );
  bus.subscribe((change) => {
    if (change.all) totals.invalidateAll();
    else for (const entity of change.totals ?? []) totals.invalidate(entity);
  });
  // An entity's totals are forgotten here at once, and in every process (this one too, again)
  // before the answer leaves (`server/http/app.ts`); the runner folds its maintained totals
  // (`server/cluster/upkeep.ts`).
  const written = (request: FastifyRequest, entity: string): void => {
    totals.invalidate(entity);
    noteTotalsChanged(request, entity);
  };
  const listContext: ListContext = { permalinks: context.permalinks, totals };
  const contracts = contractContext(context);
  for (const runtime of all) {
    // The list plan (filters, search, select list with the usage counts, row mapping, order) is
    // compiled here, at start, not on the entity's first list call.
    planList(runtime, usageTables(runtime, all));
    const declared = entityContracts(runtime.meta);
    const handlers = entityHandlers(runtime, context, listContext, written);
    const calls: Record<string, AnyCall> = {};
    const bound: Record<string, CallHandler<AnyCall>> = {};
    for (const key of Object.keys(declared) as (keyof typeof declared)[]) {
      const call = declared[key];
      if (call === null) continue;
      calls[key] = call;
      // Each handler is typed by its own contract above; here they are registered by key.
      bound[key] = handlers[key] as CallHandler<AnyCall>;
    }
    registerCalls(app, calls, bound, contracts, responses);
    refuseActionsNeverAllowed(app, runtime);
  }
}

/**
 * The create, edit and delete an entity never allows (`actions` in its schema: tags are never
 * deleted) are no calls of its contract, yet a client that tries one is told that it is refused
 * (403 to everyone, 401 without a token), not that the address does not exist.
 */
function refuseActionsNeverAllowed(app: FastifyInstance, runtime: EntityRuntime): void {
  const base = `/${runtime.meta.path}`;
  const refusals = [
    { action: 'create', method: 'POST', url: base },
    { action: 'edit', method: 'PUT', url: `${base}/:id` },
    { action: 'delete', method: 'DELETE', url: `${base}/:id` },
  ] as const;
  for (const { action, method, url } of refusals) {
    if (runtime.meta.actions[action]) continue;
    app.route({
      method,
      url,
      handler: async (request) => {
        authorise(request, runtime, action);
        throw forbidden();
      },
    });
  }
}
