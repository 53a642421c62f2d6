/**
 * The feeds' tables (core/db/platform.ts): an import's writes and the lists' reads.
 *
 * An import upserts the feed's valid entries by their feed id, in batches, in one transaction.
 * Experiences gone from the feed are deleted unless an editor chose a status for them (those are
 * kept, `in_feed` false); the editors' statuses are in a table of their own that no import writes.
 * Trekking activities gone from the feed are deleted; those an editor deleted stay hidden
 * (`deleted_at`) while the feed lists them, so an import does not bring them back.
 */
import { sql, type SQL } from 'drizzle-orm';
import { XP_STATUS_LABELS, XP_STATUSES, type XpStatus } from '#core/feeds';
import { rows, type Db, type Executor } from '../../db/client';
import { pageOf, type Page, type PagedTable, type PageQuery } from '../../db/paged';
import { idList, isRecord } from '../../db/sql';
import type { ExperienceEntry, TrekkingEntry } from './entries';

/** What an import did. */
export interface ImportCounts {
  /** New entries stored. */
  readonly imported: number;
  /** Entries already stored, refreshed. */
  readonly updated: number;
  /** Malformed entries (or an id seen twice), not stored. */
  readonly skipped: number;
  /** Stored entries gone from the feed, deleted. */
  readonly removed: number;
  /** Stored experiences gone from the feed but kept for their editors' status. */
  readonly kept: number;
}

/** Entries written by one statement. */
const BATCH = 500;

/** A list of texts as one JSON parameter (`in (select jsonb_array_elements_text(...))`). */
const textSet = (values: readonly string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The municipalities by ISTAT code and by lower-case name. */
async function municipalityIndex(db: Executor): Promise<{ byCode: Map<string, number>; byName: Map<string, number> }> {
  const found = await rows<{ id: number; istat: string; name: string }>(
    db,
    sql`select id::int as id, istat, name from municipalities`,
  );
  const byCode = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const row of found) {
    byCode.set(row.istat, row.id);
    byName.set(row.name.trim().toLowerCase(), row.id);
  }
  return { byCode, byName };
}

function inserted(found: readonly { inserted: boolean }[]): number {
  return found.filter((row) => row.inserted).length;
}

export async function importExperiences(
  database: Db,
  entries: readonly ExperienceEntry[],
  skipped: number,
): Promise<ImportCounts> {
  return database.transaction(async (tx) => {
    const { byCode, byName } = await municipalityIndex(tx);
    let created = 0;
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = entries.slice(start, start + BATCH).map((entry) => {
        const municipalities = new Set<number>();
        for (const location of entry.locations) {
          const id =
            (location.city_code === null ? undefined : byCode.get(location.city_code)) ??
            (location.city_name === null ? undefined : byName.get(location.city_name.toLowerCase()));
          if (id !== undefined) municipalities.add(id);
        }
        const days = entry.dates
          .map((range) => range.start_date ?? range.end_date)
          .filter((value): value is string => value !== null)
          .sort();
        return {
          external_id: entry.id,
          title: entry.title,
          types: entry.types,
          targets: entry.targets,
          price_amount: entry.price_amount,
          price_currency: entry.price_currency,
          structure_name: entry.structure,
          locations: entry.locations,
          municipality_ids: [...municipalities],
          dates: entry.dates,
          first_date: days[0] ?? null,
          abstract: entry.abstract,
          thumbnails: entry.images_gallery.map((image) => image.thumb),
        };
      });
      const found = await rows<{ inserted: boolean }>(
        tx,
        sql`insert into feed_experiences (external_id, title, types, targets, price_amount, price_currency,
              structure_name, locations, municipality_ids, dates, first_date, abstract, thumbnails)
            select x.external_id, x.title, x.types, x.targets, x.price_amount, x.price_currency, x.structure_name,
                   x.locations,
                   coalesce((select array_agg(v::int) from jsonb_array_elements_text(x.municipality_ids) v), '{}'::integer[]),
                   x.dates, x.first_date, x.abstract, x.thumbnails
              from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(external_id text, title text, types jsonb,
                   targets jsonb, price_amount double precision, price_currency text, structure_name text, locations jsonb,
                   municipality_ids jsonb, dates jsonb, first_date text, abstract text, thumbnails jsonb)
            on conflict (external_id) do update set title = excluded.title, types = excluded.types,
              targets = excluded.targets, price_amount = excluded.price_amount, price_currency = excluded.price_currency,
              structure_name = excluded.structure_name, locations = excluded.locations,
              municipality_ids = excluded.municipality_ids, dates = excluded.dates, first_date = excluded.first_date,
              abstract = excluded.abstract, thumbnails = excluded.thumbnails, in_feed = true, imported_at = now(),
              updated_at = now()
            returning (xmax = 0) as inserted`,
      );
      created += inserted(found);
    }
    const ids = entries.map((entry) => entry.id);
    const removed = await rows<{ id: number }>(
      tx,
      sql`delete from feed_experiences e
           where e.external_id not in ${textSet(ids)}
             and not exists (select 1 from feed_experience_statuses s where s.external_id = e.external_id)
          returning e.id`,
    );
    const kept = await rows<{ id: number }>(
      tx,
      sql`update feed_experiences set in_feed = false, updated_at = now()
           where external_id not in ${textSet(ids)} and in_feed
          returning id`,
    );
    return {
      imported: created,
      updated: entries.length - created,
      skipped,
      removed: removed.length,
      kept: kept.length,
    };
  });
}

export async function importTrekking(
  database: Db,
  entries: readonly TrekkingEntry[],
  skipped: number,
): Promise<ImportCounts> {
  return database.transaction(async (tx) => {
    const { byName } = await municipalityIndex(tx);
    let created = 0;
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = entries.slice(start, start + BATCH).map((entry) => ({
        ...entry,
        municipality_id: entry.location_name === null ? null : (byName.get(entry.location_name.toLowerCase()) ?? null),
      }));
      const found = await rows<{ inserted: boolean }>(
        tx,
        sql`insert into feed_trekking (trekksoft_id, title, url, location_name, municipality_id, date, description)
            select x.trekksoft_id, x.title, x.url, x.location_name, x.municipality_id, x.date, x.description
              from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(trekksoft_id text, title text, url text,
                   location_name text, municipality_id integer, date text, description text)
            on conflict (trekksoft_id) do update set title = excluded.title, url = excluded.url,
              location_name = excluded.location_name, municipality_id = excluded.municipality_id,
              date = excluded.date, description = excluded.description, imported_at = now(), updated_at = now()
            returning (xmax = 0) as inserted`,
      );
      created += inserted(found);
    }
    const removed = await rows<{ id: number }>(
      tx,
      sql`delete from feed_trekking where trekksoft_id not in ${textSet(entries.map((entry) => entry.trekksoft_id))}
          returning id`,
    );
    return { imported: created, updated: entries.length - created, skipped, removed: removed.length, kept: 0 };
  });
}

export interface FeedListQuery extends PageQuery {
  readonly provincia?: number | undefined;
  readonly comune?: number | undefined;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

export interface ExperienceRow {
  readonly id: number;
  readonly external_id: string;
  readonly title: string;
  readonly types: string[];
  readonly targets: string[];
  readonly price_amount: number | null;
  readonly price_currency: string | null;
  readonly structure: { name: string } | null;
  readonly locations: {
    address: string | null;
    city_name: string | null;
    city_code: string | null;
    province_code: string | null;
  }[];
  readonly dates: { start_date: string | null; end_date: string | null }[];
  readonly abstract: string | null;
  readonly images_gallery: { thumb: string }[];
  readonly status: XpStatus;
  readonly status_label: string;
  readonly comuni: number[];
  readonly in_feed: boolean;
}

interface StoredExperience {
  readonly id: number;
  readonly external_id: string;
  readonly title: string;
  readonly types: unknown;
  readonly targets: unknown;
  readonly price_amount: unknown;
  readonly price_currency: string | null;
  readonly structure_name: string | null;
  readonly locations: unknown;
  readonly dates: unknown;
  readonly abstract: string | null;
  readonly thumbnails: unknown;
  readonly status: string;
  readonly comuni: unknown;
  readonly in_feed: boolean;
}

const statusOf = (value: string): XpStatus => XP_STATUSES.find((status) => status === value) ?? 'none';

export async function experiencesPage(db: Executor, query: FeedListQuery, limit: number): Promise<Page<ExperienceRow>> {
  const filters: SQL[] = [];
  if (query.comune !== undefined) filters.push(sql`${query.comune} = any(e.municipality_ids)`);
  if (query.provincia !== undefined) {
    filters.push(
      sql`exists (select 1 from municipalities m where m.id = any(e.municipality_ids) and m.province_id = ${query.provincia})`,
    );
  }
  const table: PagedTable = {
    from: sql`feed_experiences e left join feed_experience_statuses s on s.external_id = e.external_id`,
    where: filters.length === 0 ? sql`true` : sql.join(filters, sql` and `),
    searched: [sql`e.title`, sql`e.abstract`, sql`e.structure_name`],
    order: { id: sql`e.id`, title: sql`lower(e.title)`, date: sql`e.first_date` },
    nullsLast: ['date'],
  };
  const page = await pageOf<StoredExperience>(
    db,
    table,
    sql`e.id::int as id, e.external_id, e.title, e.types, e.targets, e.price_amount, e.price_currency,
        e.structure_name, e.locations, e.dates, e.abstract, e.thumbnails, coalesce(s.status, 'none') as status,
        to_jsonb(e.municipality_ids) as comuni, e.in_feed`,
    { ...query, limit },
  );
  return {
    meta: page.meta,
    data: page.data.map((row) => {
      const status = statusOf(row.status);
      return {
        id: Number(row.id),
        external_id: row.external_id,
        title: row.title,
        types: stringList(row.types),
        targets: stringList(row.targets),
        price_amount: row.price_amount === null ? null : Number(row.price_amount),
        price_currency: row.price_currency,
        structure: row.structure_name === null ? null : { name: row.structure_name },
        locations: records(row.locations).map((location) => ({
          address: textOrNull(location.address),
          city_name: textOrNull(location.city_name),
          city_code: textOrNull(location.city_code),
          province_code: textOrNull(location.province_code),
        })),
        dates: records(row.dates).map((range) => ({
          start_date: textOrNull(range.start_date),
          end_date: textOrNull(range.end_date),
        })),
        abstract: row.abstract,
        images_gallery: stringList(row.thumbnails).map((thumb) => ({ thumb })),
        status,
        status_label: XP_STATUS_LABELS[status].it,
        comuni: Array.isArray(row.comuni) ? row.comuni.map(Number) : [],
        in_feed: row.in_feed,
      };
    }),
  };
}

/** Saves an experience's status ('none' forgets the choice); false when there is no such experience. */
export async function saveExperienceStatus(
  db: Executor,
  id: number,
  status: XpStatus,
  userId: number,
): Promise<boolean> {
  const [found] = await rows<{ external_id: string }>(
    db,
    sql`select external_id from feed_experiences where id = ${id}`,
  );
  if (!found) return false;
  if (status === 'none') {
    await db.execute(sql`delete from feed_experience_statuses where external_id = ${found.external_id}`);
  } else {
    await db.execute(
      sql`insert into feed_experience_statuses (external_id, status, updated_by) values (${found.external_id}, ${status}, ${userId})
          on conflict (external_id) do update set status = excluded.status, updated_by = excluded.updated_by, updated_at = now()`,
    );
  }
  return true;
}

export interface TrekkingRow {
  readonly id: number;
  readonly trekksoft_id: string;
  readonly title: string;
  readonly url: string | null;
  readonly location_name: string | null;
  readonly comune_id: number | null;
  readonly comune: string | null;
  readonly date: string | null;
  readonly description: string | null;
}

export async function trekkingPage(db: Executor, query: FeedListQuery, limit: number): Promise<Page<TrekkingRow>> {
  const filters: SQL[] = [sql`t.deleted_at is null`];
  if (query.comune !== undefined) filters.push(sql`t.municipality_id = ${query.comune}`);
  if (query.provincia !== undefined) filters.push(sql`m.province_id = ${query.provincia}`);
  const page = await pageOf<TrekkingRow>(
    db,
    {
      from: sql`feed_trekking t left join municipalities m on m.id = t.municipality_id`,
      where: sql.join(filters, sql` and `),
      searched: [sql`t.title`, sql`t.location_name`, sql`t.trekksoft_id`],
      order: { id: sql`t.id`, title: sql`lower(t.title)`, date: sql`t.date` },
      nullsLast: ['date'],
    },
    sql`t.id::int as id, t.trekksoft_id, t.title, t.url, t.location_name, t.municipality_id::int as comune_id,
        m.name as comune, t.date, t.description`,
    { ...query, limit },
  );
  return { meta: page.meta, data: page.data.map((row) => ({ ...row, id: Number(row.id) })) };
}

/** Hides trekking activities (all or nothing): the ids not found, or none when hidden. */
export async function deleteTrekking(database: Db, ids: readonly number[]): Promise<number[]> {
  return database.transaction(async (tx) => {
    const found = await rows<{ id: number }>(
      tx,
      sql`select id::int as id from feed_trekking where id in ${idList(ids)} and deleted_at is null for update`,
    );
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) return missing;
    await tx.execute(sql`update feed_trekking set deleted_at = now(), updated_at = now() where id in ${idList(ids)}`);
    return [];
  });
}
