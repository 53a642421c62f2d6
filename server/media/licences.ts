/**
 * The licences a media item may name (platform.md section 5: "Licence and licence version
 * selections are required"): the published items of the entity whose schema `provides:
 * [mediaLicences]`, each with its versions, the list `MEDIA_LICENCE_VERSIONS` of `core/model.ts`
 * names (the generator refuses a provider without it), the current one first. One rule of
 * "published" serves the detail panel's lookup and the check of a save, which reads the licence's
 * versions under a share lock and writes the media row in the same transaction, so that a licence
 * edited meanwhile cannot slip between the two.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { MEDIA_LICENCES_MAX } from '#core/contracts/media';
import { DEFAULT_LANGUAGE, type UiLanguage } from '#core/languages';
import { MEDIA_LICENCE_VERSIONS } from '#core/model';
import { STATUS } from '#core/statuses';
import { rows, type Executor } from '../db/client';
import type { EntityRuntime } from '../crud/entity';

/** What the server knows of the entity providing the licences. */
export interface LicenceSource {
  readonly runtime: EntityRuntime;
  /** The main table's column holding the versions (a JSON list). */
  readonly versionsColumn: SQL;
}

/** The entity providing `mediaLicences`, or null when no schema provides it. */
export function licenceSource(entities: Iterable<EntityRuntime>): LicenceSource | null {
  for (const runtime of entities) {
    if (!runtime.meta.provides.includes('mediaLicences')) continue;
    const column = getTableColumns(runtime.tables.main)[MEDIA_LICENCE_VERSIONS.field];
    if (!column)
      throw new Error(`${runtime.meta.source}: no '${MEDIA_LICENCE_VERSIONS.field}' column for the media licences`);
    return { runtime, versionsColumn: sql`m.${sql.identifier(column.name)}` };
  }
  return null;
}

/** The condition on `m`, a row of the licences' main table: a stored item (no revision draft), published in a language. */
function published(source: LicenceSource): SQL {
  const { contents } = source.runtime.sqlNames;
  const inSomeLanguage = contents
    ? sql`exists (select 1 from ${contents} c where c.item_id = m.id and c.status = ${STATUS.published})`
    : sql`true`;
  return sql`m.draft = 0 and ${inSomeLanguage}`;
}

/** The version names of `m` as rows `e(name, n)`: each entry's trimmed member, in order, empty ones left out. */
function versionNames(source: LicenceSource): SQL {
  const column = source.versionsColumn;
  const member = MEDIA_LICENCE_VERSIONS.member;
  return sql`(select btrim(v.entry->>${member}::text) as name, v.n
                from jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)
                     with ordinality as v(entry, n)
               where jsonb_typeof(v.entry->${member}::text) = 'string' and btrim(v.entry->>${member}::text) <> '') e`;
}

/** The version names of `m`, in order, as a JSON list (empty when it has none). */
function versionList(source: LicenceSource): SQL {
  return sql`(select coalesce(jsonb_agg(e.name order by e.n), '[]'::jsonb) from ${versionNames(source)})`;
}

/**
 * Whether licence `licenceId` (SQL naming its id) has versions: only then does a media item under
 * it lack something without one (the gallery's 'Senza licenza' filter). Without a licence source,
 * every licence is taken to have them.
 */
export function licenceHasVersions(source: LicenceSource | null, licenceId: SQL): SQL {
  if (!source) return sql`true`;
  return sql`exists (select 1 from ${source.runtime.sqlNames.main} m
                      where m.id = ${licenceId} and ${versionList(source)} <> '[]'::jsonb)`;
}

/**
 * The version names of licence `licenceId`, in order (the current one first), or null when it is
 * no published licence: for the media save's transaction. The licence's row is share-locked until
 * that transaction ends: a licence save waits for it, and one already under way is waited for and
 * its new row read, so the media row never names a version its licence has just lost.
 */
export async function lockedLicenceVersions(
  tx: Executor,
  source: LicenceSource | null,
  licenceId: number,
): Promise<string[] | null> {
  if (!source) return null;
  const { main } = source.runtime.sqlNames;
  const [found] = await rows<{ versions: string[] }>(
    tx,
    sql`select ${versionList(source)} as versions from ${main} m
         where m.id = ${licenceId} and ${published(source)}
           for share of m`,
  );
  return found ? found.versions : null;
}

export interface MediaLicenceRow {
  readonly id: number;
  readonly title: string;
  readonly versions: string[];
}

/**
 * The published licences by id (at most `MEDIA_LICENCES_MAX`), each with its title (published
 * contents first, then the caller's language, then Italian) and its versions' names in order.
 */
export async function publishedLicences(
  db: Executor,
  source: LicenceSource | null,
  language: UiLanguage,
): Promise<MediaLicenceRow[]> {
  if (!source) return [];
  const { main, contents } = source.runtime.sqlNames;
  const titleColumn = sql.identifier(source.runtime.title.name);
  const title =
    source.runtime.title.perLanguage && contents
      ? sql`(select c.${titleColumn}::text from ${contents} c
              where c.item_id = m.id and coalesce(btrim(c.${titleColumn}::text), '') <> ''
              order by (c.status = ${STATUS.published}) desc, (c.lang = ${language}) desc,
                       (c.lang = ${DEFAULT_LANGUAGE}) desc, c.lang
              limit 1)`
      : sql`m.${titleColumn}::text`;
  const found = await rows<{ id: number; title: string | null; versions: string[] }>(
    db,
    sql`select m.id::int as id, ${title} as title,
               ${versionList(source)} as versions
          from ${main} m
         where ${published(source)}
         order by m.id
         limit ${MEDIA_LICENCES_MAX}`,
  );
  return found.map((row) => ({ id: row.id, title: row.title ?? '', versions: row.versions }));
}
