/**
 * The data hub's send status (`tdh_items`, `tdh_sends`: core/db/platform.ts): the waiting-list
 * flag per item, the outcome of the sends per item and language, and the waiting and sent lists
 * over the live items of every entity whose schema sends it to the hub.
 *
 * An item is sent in a version (its main row's `version`, raised by every save): a successful send
 * records the version it carried (`sent_version`) and takes the item off the waiting list, unless
 * the item was saved meanwhile; a save of an item sent before puts it back on the list
 * (`putBackOnWaitlist`, in the save's transaction), where it reads as changed since its last send.
 * Both hold the item's row lock, so a save and the record of a send never pass each other.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWireDateTime } from '#core/dates';
import { TDH_LIMITS, type TdhOutcome, type TdhType } from '#core/tdh';
import { rows, type Db, type Executor } from '../../db/client';
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
  /** Sent before, and saved since: no language has been sent in the item's current version. */
  readonly changed: boolean;
  readonly response: string | null;
  readonly languages: Record<string, TdhSendState>;
}

/** An item and language sent (or to send). */
export interface TdhTarget {
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
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

const responseOf = (outcome: TdhOutcome): string =>
  JSON.stringify({ codiceEsito: outcome.codiceEsito, message: outcome.message });

/** Records a failed send's outcome: `inviato`, `date` and `sent_version` stay the last success's. */
export async function recordFailure(db: Executor, target: TdhTarget, outcome: TdhOutcome): Promise<void> {
  await db.execute(
    sql`insert into tdh_sends (entity, item_id, lang, inviato, response)
        values (${target.entity}, ${target.id}, ${target.lang}, false, ${responseOf(outcome)})
        on conflict (entity, item_id, lang) do update
          set response = excluded.response,
              updated_at = now()`,
  );
}

/**
 * Records that version `version` of the item is on the hub in the target's language: just sent
 * (`pushed`: `inviato`, `date` and `sent_version` set), or found sent already (only the answer
 * kept). Either way the item leaves the waiting list, unless it was saved after `version` was read:
 * one transaction holding the item's row lock (a save takes it first, `lockVersion`), so a save
 * committed before is seen, and one after puts the item back. An item deleted meanwhile is
 * forgotten (`forgetTdhItems`): nothing is recorded.
 */
export async function recordSent(
  db: Db,
  runtime: EntityRuntime,
  target: TdhTarget,
  sent: { readonly outcome: TdhOutcome; readonly version: number; readonly pushed: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await rows<{ version: number }>(
      tx,
      sql`select version from ${runtime.sqlNames.main} where id = ${target.id} for share`,
    );
    if (!item) return;
    const response = responseOf(sent.outcome);
    if (sent.pushed) {
      await tx.execute(
        sql`insert into tdh_sends (entity, item_id, lang, inviato, date, sent_version, response)
            values (${target.entity}, ${target.id}, ${target.lang}, true, now(), ${sent.version}, ${response})
            on conflict (entity, item_id, lang) do update
              set inviato = true,
                  date = excluded.date,
                  sent_version = excluded.sent_version,
                  response = excluded.response,
                  updated_at = now()`,
      );
    } else {
      await tx.execute(
        sql`update tdh_sends set response = ${response}, updated_at = now()
             where entity = ${target.entity} and item_id = ${target.id} and lang = ${target.lang}`,
      );
    }
    if (Number(item.version) !== sent.version) return;
    await tx.execute(
      sql`update tdh_items set waitlist = false, waitlist_at = null, updated_at = now()
           where entity = ${target.entity} and item_id = ${target.id} and waitlist`,
    );
  });
}

/** The version of the item last sent successfully in the target's language; null when none was. */
export async function sentVersion(db: Executor, target: TdhTarget): Promise<number | null> {
  const [row] = await rows<{ sent_version: number | null }>(
    db,
    sql`select sent_version from tdh_sends
         where entity = ${target.entity} and item_id = ${target.id} and lang = ${target.lang} and inviato`,
  );
  return row?.sent_version === null || row?.sent_version === undefined ? null : Number(row.sent_version);
}

/**
 * A save of live item `id` (in its transaction, after its row lock): an item sent to the hub
 * before goes back on the waiting list (its DATA INSERIMENTO now, or kept when it was still on
 * it), since the hub has an older version. An item never sent is left as it is.
 */
export async function putBackOnWaitlist(db: Executor, entity: string, id: number): Promise<void> {
  await db.execute(
    sql`insert into tdh_items (entity, item_id, waitlist, waitlist_at)
        select ${entity}, ${id}, true, now()
         where exists (select 1 from tdh_sends where entity = ${entity} and item_id = ${id} and inviato)
        on conflict (entity, item_id) do update
          set waitlist = true,
              waitlist_at = case when tdh_items.waitlist then tdh_items.waitlist_at else now() end,
              updated_at = now()`,
  );
}

/** The last outcome recorded for an item in a language. */
export async function lastOutcome(db: Executor, target: TdhTarget): Promise<TdhOutcome | null> {
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

export async function statusOf(db: Executor, runtime: EntityRuntime, id: number): Promise<TdhStatus> {
  const entity = runtime.name;
  const [item] = await rows<{ waitlist: boolean | null; version: number }>(
    db,
    sql`select t.waitlist, m.version from ${runtime.sqlNames.main} m
          left join tdh_items t on t.entity = ${entity} and t.item_id = m.id
         where m.id = ${id}`,
  );
  const sends = await rows<{
    lang: string;
    inviato: boolean;
    date: unknown;
    sent_version: number | null;
    response: string | null;
    updated_at: unknown;
  }>(
    db,
    sql`select lang, inviato, date, sent_version, response, updated_at from tdh_sends
         where entity = ${entity} and item_id = ${id} order by updated_at desc, lang`,
  );
  const sent = sends.filter((send) => send.inviato);
  const current = item ? Number(item.version) : null;
  const latest = sent
    .map((send) => (send.date instanceof Date ? send.date : new Date(String(send.date))))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    entity,
    id,
    inviato: sent.length > 0,
    date: latest ? toWireDateTime(latest) : null,
    waitlist: item?.waitlist === true,
    changed:
      sent.length > 0 && !sent.some((send) => send.sent_version !== null && Number(send.sent_version) === current),
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
  readonly changed: boolean;
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
  // Sent before, and no language sent in the current version: saved since its last send.
  const changed = sql`(exists (select 1 from tdh_sends s where s.entity = ${meta.name} and s.item_id = m.id and s.inviato)
      and not exists (select 1 from tdh_sends s where s.entity = ${meta.name} and s.item_id = m.id and s.inviato
        and s.sent_version = m.version))`;
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
      ${sentLanguages} as languages, ${changed} as changed
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
    changed: boolean;
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
      changed: row.changed === true,
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
