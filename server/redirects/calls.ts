/**
 * The handlers of 404 redirect rules (contracts: core/contracts/redirects.ts): the admin's list,
 * the save of one row with its checks (`rules.ts`), deletion, and the public site's lookup, bound
 * per client (`PUBLIC_LOOKUP_LIMIT`, `../http/client-limit.ts`) and counting its hits in batches
 * (`hits.ts`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can } from '#core/abilities';
import { apiMessage, formatMessage } from '#core/messages';
import {
  GONE_CODE,
  normaliseSitePath,
  normaliseTarget,
  PUBLIC_LOOKUP_LIMIT,
  REDIRECT_CODES,
  REDIRECT_ORDER_FIELDS,
  type RedirectCode,
} from '#core/redirects';
import { rows } from '../db/client';
import { pageOf, type PagedTable } from '../db/paged';
import { pgError } from '../db/sql';
import type { PlatformHandlers } from '../http/calls';
import { checkClientLimit, clientLimit, type ClientLimit } from '../http/client-limit';
import type { ServerContext } from '../http/context';
import { forbidden, invalid, languageOf, notFound } from '../http/errors';
import type { HitCounter } from './hits';
import { lockRedirects, REDIRECT_COLUMNS, ruleProblems, type RedirectRow } from './rules';

/** The redirects list: keywords in either address; never-hit rules last whichever way dates go. */
const REDIRECTS_TABLE: PagedTable = {
  from: sql`redirects`,
  searched: [sql`old_url`, sql`coalesce(new_url, '')`],
  order: {
    ...Object.fromEntries(REDIRECT_ORDER_FIELDS.map((field) => [field, sql`${sql.identifier(field)}`])),
    id: sql`id`,
  },
  nullsLast: ['last_hit_at', 'new_url'],
};

function codeOf(value: number | string): RedirectCode {
  const code = Number(value);
  const known = REDIRECT_CODES.find((candidate) => candidate === code);
  if (known === undefined) throw new Error(`unknown redirect code ${String(value)}`);
  return known;
}

/** The public lookup's bound, from the rate-limit plugin registered in `api`. */
export function publicLookupLimit(api: FastifyInstance): ClientLimit {
  return clientLimit(api, PUBLIC_LOOKUP_LIMIT);
}

export function redirectHandlers(
  context: ServerContext,
  lookup: { readonly hits: HitCounter; readonly limit: ClientLimit },
): Pick<PlatformHandlers, 'listRedirects' | 'saveRedirect' | 'deleteRedirect' | 'getPublicRedirect'> {
  const { db } = context.database;
  const site = context.permalinks.site;

  return {
    listRedirects: async ({ query }) => pageOf<RedirectRow>(db, REDIRECTS_TABLE, REDIRECT_COLUMNS, query),

    saveRedirect: async ({ query, body, user, request }) => {
      const language = languageOf(request);
      const id = query.id ?? null;
      if (!can(user, id === null ? 'error404-create' : 'error404-edit')) throw forbidden();
      // The contract checked both addresses: normalising cannot fail here.
      const oldUrl = normaliseSitePath(body.old_url);
      const typed = body.new_url?.trim() ?? '';
      const newUrl = typed === '' ? null : normaliseTarget(typed);
      if (oldUrl === null || (typed !== '' && newUrl === null)) throw new Error('unchecked redirect address');
      const code = codeOf(body.code);
      try {
        const saved = await db.transaction(async (tx) => {
          await lockRedirects(tx);
          if (id !== null) {
            const [existing] = await rows<{ id: number }>(
              tx,
              sql`select id from redirects where id = ${id} for update`,
            );
            if (!existing) throw notFound();
          }
          const problems = await ruleProblems(tx, { id, oldUrl, newUrl, code }, site);
          if (problems.length > 0) {
            const errors: Record<string, string[]> = {};
            for (const problem of problems) {
              (errors[problem.field] ??= []).push(formatMessage(problem.key, language, problem.params));
            }
            throw invalid(errors);
          }
          const [row] =
            id === null
              ? await rows<RedirectRow>(
                  tx,
                  sql`insert into redirects (old_url, new_url, code) values (${oldUrl}, ${newUrl}, ${code})
                      returning ${REDIRECT_COLUMNS}`,
                )
              : await rows<RedirectRow>(
                  tx,
                  sql`update redirects set old_url = ${oldUrl}, new_url = ${newUrl}, code = ${code},
                             automatic = false, updated_at = now()
                       where id = ${id} returning ${REDIRECT_COLUMNS}`,
                );
          if (!row) throw new Error('the redirect was not saved');
          return row;
        });
        return { data: { ...saved, message: apiMessage(id === null ? 'created' : 'saved', language) } };
      } catch (error) {
        // Another process took the address between our check and our write (PostgreSQL only).
        const failure = pgError(error);
        if (failure.code === '23505' && failure.constraint === 'redirects_old_url_unique') {
          throw invalid({ old_url: [formatMessage('redirectTaken', language)] });
        }
        throw error;
      }
    },

    deleteRedirect: async ({ query, request }) => {
      const removed = await db.transaction(async (tx) => {
        await lockRedirects(tx);
        return rows<{ id: number }>(tx, sql`delete from redirects where id = ${query.id} returning id`);
      });
      if (removed.length === 0) throw notFound();
      return { data: { message: apiMessage('deletedOne', languageOf(request)) } };
    },

    getPublicRedirect: async ({ query, request }) => {
      await checkClientLimit(lookup.limit, request);
      const path = normaliseSitePath(query.path);
      if (path === null) throw invalid({ path: [formatMessage('redirectPath', languageOf(request))] }, 'invalidQuery');
      const [rule] = await rows<{ id: number; old_url: string; new_url: string | null; code: number }>(
        db,
        sql`select id, old_url, new_url, code::int as code from redirects where old_url = ${path}`,
      );
      if (!rule) throw notFound();
      // Written with the other hits of the second (`hits.ts`), not by this call.
      lookup.hits.count(rule.id);
      const code = codeOf(rule.code);
      return { data: { old_url: rule.old_url, new_url: code === GONE_CODE ? null : rule.new_url, code } };
    },
  };
}
