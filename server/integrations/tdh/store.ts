/**
 * The data hub's send status (`tdh_items`, `tdh_sends`: core/db/platform.ts): the waiting-list
 * flag per item, the outcome of the sends per item and language, and the waiting and sent lists
 * over the live items of every entity whose schema sends it to the hub.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWireDateTime } from '#core/dates';
import { TDH_LIMITS, type TdhOutcome, type TdhType } from '#core/tdh';
import { rows, type Executor } from '../../db/client';
import type { EntityRuntime } from '../../crud/entity';

export interface TdhSendState {
  readonly inviato: boolean;
  readonly date: string | null;
  readonly response: string | null;
}

export interface TdhStatus {
  readonly entity: string;
  readonly id: number;
  readonly inviato: boolean;
  readonly date: string | null;
  readonly waitlist: boolean;
  readonly response: string | null;
  readonly languages: Record<string, TdhSendState>;
}

const wire = (value: unknown): string | null => {
  if (value instanceof Date) return toWireDateTime(value);
  if (typeof value === 'string') return toWireDateTime(new Date(value));
  return null;
};

export async function setWaitlist(db: Executor, entity: string, id: number, waitlist: boolean): Promise<void> {
  await db.execute(
    sql`insert into tdh_items (entity, item_id, waitlist, waitlist_at)
        values (${entity}, ${id}, ${waitlist}, ${waitlist ? sql`now()` : sql`null`})
        on conflict (entity, item_id) do update
          set waitlist = excluded.waitlist,
              waitlist_at = case when excluded.waitlist then coalesce(case when tdh_items.waitlist then tdh_items.waitlist_at end, now()) end,
              updated_at = now()`,
  );
}

/** Records a send's outcome: a success sets `inviato` and `date`; a failure keeps the last success's. */
export async function recordOutcome(
  db: Executor,
  target: { readonly entity: string; readonly id: number; readonly lang: string },
  outcome: TdhOutcome,
  success: boolean,
): Promise<void> {
  const response = JSON.stringify({ codiceEsito: outcome.codiceEsito, message: outcome.message });
  await db.execute(
    sql`insert into tdh_sends (entity, item_id, lang, inviato, date, response)
        values (${target.entity}, ${target.id}, ${target.lang}, ${success}, ${success ? sql`now()` : sql`null`}, ${response})
        on conflict (entity, item_id, lang) do update
          set inviato = tdh_sends.inviato or excluded.inviato,
              date = coalesce(excluded.date, tdh_sends.date),
              response = excluded.response,
              updated_at = now()`,
  );
}

/** The last outcome recorded for an item in a language. */
export async function lastOutcome(
  db: Executor,
  target: { readonly entity: string; readonly id: number; readonly lang: string },
): Promise<TdhOutcome | null> {
  const [row] = await rows<{ response: string | null }>(
    db,
    sql`select response from tdh_sends where entity = ${target.entity} and item_id = ${target.id} and lang = ${target.lang}`,
  );
  if (!row?.response) return null;
  try {
    const parsed: unknown = JSON.parse(row.response);
    if (typeof parsed === 'object' && parsed !== null && 'codiceEsito' in parsed && 'message' in parsed) {
      const { codiceEsito, message } = parsed;
      if (typeof codiceEsito === 'string' && typeof message === 'string') return { codiceEsito, message };
    }
  } catch {
    // Written by `recordOutcome` only: never reached.
  }
  return null;
}

export async function statusOf(db: Executor, entity: string, id: number): Promise<TdhStatus> {
  const [item] = await rows<{ waitlist: boolean }>(
    db,
    sql`select waitlist from tdh_items where entity = ${entity} and item_id = ${id}`,
  );
  const sends = await rows<{
    lang: string;
    inviato: boolean;
    date: unknown;
    response: string | null;
    updated_at: unknown;
  }>(
    db,
    sql`select lang, inviato, date, response, updated_at from tdh_sends
         where entity = ${entity} and item_id = ${id} order by updated_at desc, lang`,
  );
  const sent = sends.filter((send) => send.inviato);
  const latest = sent
    .map((send) => (send.date instanceof Date ? send.date : new Date(String(send.date))))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    entity,
    id,
    inviato: sent.length > 0,
    date: latest ? toWireDateTime(latest) : null,
    waitlist: item?.waitlist === true,
    response: sends[0]?.response ?? null,
    languages: Object.fromEntries(
      sends.map((send) => [send.lang, { inviato: send.inviato, date: wire(send.date), response: send.response }]),
    ),
  };
}

export interface TdhListRow {
  readonly id: number;
  readonly entity: string;
  readonly type: TdhType;
  readonly tipologia: string;
  readonly title: string;
  readonly date: string | null;
  readonly languages: string[];
}

export interface TdhListRequest {
  readonly which: 'waitlist' | 'sent';
  readonly runtimes: readonly EntityRuntime[];
  readonly keywords: string | undefined;
  readonly page: number;
  readonly limit: number;
}

/** The live items of one entity on the list, as rows of the union the list pages through. */
function entityRows(runtime: EntityRuntime, request: TdhListRequest): SQL {
  const { meta } = runtime;
  const contents = runtime.sqlNames.contents;
  const titleColumn = sql.identifier(runtime.title.name);
  const title =
    contents && runtime.title.perLanguage
      ? sql`(select c.${titleColumn} from ${contents} c where c.item_id = m.id order by c.lang <> 'it', c.lang limit 1)`
      : sql`m.${titleColumn}`;
  const sentLanguages = sql`coalesce((select array_agg(s.lang order by s.lang) from tdh_sends s
      where s.entity = ${meta.name} and s.item_id = m.id and s.inviato), '{}'::text[])`;
  const date =
    request.which === 'waitlist'
      ? sql`t.waitlist_at`
      : sql`(select max(s.date) from tdh_sends s where s.entity = ${meta.name} and s.item_id = m.id and s.inviato)`;
  const on =
    request.which === 'waitlist'
      ? sql`join tdh_items t on t.entity = ${meta.name} and t.item_id = m.id and t.waitlist`
      : sql`where exists (select 1 from tdh_sends s where s.entity = ${meta.name} and s.item_id = m.id and s.inviato)`;
  return sql`select m.id::int as id, ${meta.name}::text as entity, ${meta.tdh?.type ?? ''}::text as type,
      ${meta.label.singular.it}::text as tipologia, coalesce(${title}, '')::text as title, ${date} as date,
      ${sentLanguages} as languages
    from ${runtime.sqlNames.main} m ${on}
    ${request.which === 'waitlist' ? sql`where` : sql`and`} m.draft = 0`;
}

/** A page of the waiting or sent list, the latest first. */
export async function listPage(db: Executor, request: TdhListRequest): Promise<{ rows: TdhListRow[]; total: number }> {
  if (request.runtimes.length === 0) return { rows: [], total: 0 };
  const union = sql.join(
    request.runtimes.map((runtime) => entityRows(runtime, request)),
    sql` union all `,
  );
  const words = (request.keywords ?? '').trim();
  const where = words === '' ? sql`` : sql`where strpos(lower(l.title), lower(${words})) > 0`;
  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from (${union}) l ${where}`);
  const found = await rows<{
    id: number;
    entity: string;
    type: TdhType;
    tipologia: string;
    title: string;
    date: unknown;
    languages: string[] | null;
  }>(
    db,
    sql`select * from (${union}) l ${where}
        order by l.date desc nulls last, l.entity, l.id desc
        limit ${request.limit} offset ${(request.page - 1) * request.limit}`,
  );
  return {
    total: counted?.total ?? 0,
    rows: found.map((row) => ({
      id: Number(row.id),
      entity: row.entity,
      type: row.type,
      tipologia: row.tipologia,
      title: row.title,
      date: wire(row.date),
      languages: row.languages ?? [],
    })),
  };
}

/** The page size of the lists when the call names none. */
export const DEFAULT_LIMIT = TDH_LIMITS.defaultPageSize;

/** Forgets deleted items: their waiting-list flag and sends (called in the deletion's transaction). */
export async function forgetTdhItems(db: Executor, entity: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`delete from tdh_items where entity = ${entity} and item_id in (${list})`);
  await db.execute(sql`delete from tdh_sends where entity = ${entity} and item_id in (${list})`);
}
