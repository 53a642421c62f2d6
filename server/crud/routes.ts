/**
 * The routes of every entity in the generated registry: list, read, create, update, delete, each
 * guarded by the entity's ability (`core/abilities.ts`). No entity has route code of its own.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canOnEntity, inRedazioneFamily, type AbilityAction } from '#core/abilities';
import { apiMessage } from '#core/messages';
import { forbidden, invalid, languageOf, notFound } from '../http/errors';
import { userOf, type ServerContext } from '../http/context';
import type { EntityRuntime } from './entity';
import { listItems, parseListQuery, planList, searchItems, type ListContext, type UsageTable } from './list';
import { apiValues, loadItem, pendingRevision, toApiItem } from './read';
import { saveItem } from './write';
import { deleteItems, parseIdList } from './delete';
import type { Query } from '#core/query';
import { isRecord, MAX_ID } from '../db/sql';
import { SEARCH_CALL_LIMITS } from '#core/limits';
import { formatMessage } from '#core/messages';
import { TotalsCache } from './totals';
import { CountCompactor } from './counts';

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

export function registerEntityRoutes(app: FastifyInstance, context: ServerContext): void {
  const all = [...context.entities.values()];
  const totals = new TotalsCache(context.config.listTotalCacheSeconds * 1000);
  // The maintained totals of an entity written through this process are folded a second later.
  const compactor = new CountCompactor(context.database.db);
  app.addHook('onClose', async () => compactor.stop());
  const written = (entity: string): void => {
    totals.invalidate(entity);
    compactor.soon(entity);
  };
  for (const runtime of all) {
    const base = `/${runtime.meta.path}`;
    // The list plan (filters, search, select list with the usage counts, row mapping, order) is
    // compiled here, at start, not on the entity's first list call.
    planList(runtime, usageTables(runtime, all));
    const listContext: ListContext = { permalinks: context.permalinks, totals };
    const { db } = context.database;

    app.get(base, async (request) => {
      authorise(request, runtime, 'view');
      const list = parseListQuery(runtime, request.query as Query, languageOf(request));
      const answer = await listItems(db, runtime, list, listContext);
      return runtime.meta.list.totalAt === 'root'
        ? { data: answer.data, total: answer.total }
        : { data: answer.data, meta: { total: answer.total } };
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
      const user = authorise(request, runtime, 'view', true);
      const item = await loadItem(db, runtime, routeId(request.params.id));
      if (!item) throw notFound();
      const revision =
        runtime.hasStatus && Number(item.main.draft) === 0
          ? await pendingRevision(db, runtime, Number(item.main.id))
          : null;
      const itemContext = { user, language: languageOf(request), permalinks: context.permalinks };
      return { data: toApiItem(runtime, item, itemContext, revision) };
    });

    app.post(base, async (request, reply) => {
      const user = authorise(request, runtime, 'create', true);
      const language = languageOf(request);
      const outcome = await saveItem(context.database.db, runtime, null, request.body, {
        user,
        language,
        permalinks: context.permalinks,
      });
      written(runtime.name);
      reply.code(201);
      return { data: { id: outcome.id, message: apiMessage(outcome.message, language), permalink: outcome.permalink } };
    });

    app.put<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
      const user = authorise(request, runtime, 'edit', true);
      const language = languageOf(request);
      const outcome = await saveItem(context.database.db, runtime, routeId(request.params.id), request.body, {
        user,
        language,
        permalinks: context.permalinks,
      });
      written(runtime.name);
      return { data: { id: outcome.id, message: apiMessage(outcome.message, language), permalink: outcome.permalink } };
    });

    const { dialog } = runtime.meta.editor;
    if (dialog && runtime.meta.actions.create && runtime.meta.actions.edit) {
      // The list's title dialog (spec: 'Gestione Luoghi' over `POST set-luogo/{id}/{title}`).
      app.post<{ Params: { id: string; title: string } }>(`/${dialog.call}/:id/:title`, async (request, reply) => {
        const language = languageOf(request);
        const creating = request.params.id === '-1';
        const user = authorise(request, runtime, creating ? 'create' : 'edit', true);
        const saveContext = { user, language, permalinks: context.permalinks };
        let body: Record<string, unknown>;
        let id: number | null = null;
        if (creating) {
          body = {};
        } else {
          id = routeId(request.params.id);
          const item = await loadItem(db, runtime, id);
          if (!item) throw notFound();
          body = { ...apiValues(runtime, item), version: item.main.version };
        }
        const title = request.params.title;
        const titleName = runtime.title.name;
        if (runtime.title.perLanguage) {
          const lang = runtime.languages[0] ?? language;
          const contents = isRecord(body.contents) ? body.contents : {};
          const content = isRecord(contents[lang]) ? contents[lang] : {};
          body.contents = { ...contents, [lang]: { ...content, [titleName]: title } };
        } else {
          body[titleName] = title;
        }
        const outcome = await saveItem(context.database.db, runtime, id, body, saveContext);
        written(runtime.name);
        const status = creating ? 201 : 200;
        reply.code(status);
        return { status, data: { id: outcome.id, message: apiMessage(outcome.message, language) } };
      });
    }

    if (runtime.meta.searchCall) {
      app.post(`${base}/search`, async (request) => {
        authorise(request, runtime, 'view');
        const language = languageOf(request);
        const body: unknown = request.body;
        const lang = runtime.languages.includes(language) ? language : (runtime.languages[0] ?? language);
        const id = isRecord(body) ? body.id : undefined;
        if (id !== undefined) {
          if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
            throw invalid({ id: [formatMessage('invalid', language)] });
          }
          return { data: await searchItems(db, runtime, { id }, lang) };
        }
        const keywords = isRecord(body) ? body.keywords : undefined;
        if (
          typeof keywords !== 'string' ||
          keywords.length > SEARCH_CALL_LIMITS.keywords ||
          keywords.includes('\u0000')
        ) {
          throw invalid({
            keywords: [
              formatMessage(
                typeof keywords !== 'string' ? 'required' : keywords.includes('\u0000') ? 'invalid' : 'maxLength',
                language,
                { max: SEARCH_CALL_LIMITS.keywords },
              ),
            ],
          });
        }
        return { data: await searchItems(db, runtime, { keywords }, lang) };
      });
    }

    app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
      authorise(request, runtime, 'delete');
      const ids = parseIdList(request.params.id, languageOf(request));
      if (ids === null) throw notFound();
      const message = await deleteItems(context.database.db, runtime, ids, languageOf(request));
      // Deleting tags changes the usage counts other lists show, not their totals.
      written(runtime.name);
      return { data: { message } };
    });
  }
}
