/**
 * The translation overview (contract: core/contracts/translations.ts; docs/translations.md): the
 * live items of every entity with statuses per language that the caller may list, by entity name
 * then id, each with its status per language, and the counts per entity, language and status.
 *
 * Generic over the entity runtimes: nothing here names an entity. A page costs at most three
 * statements whatever the number of items:
 *
 * - the counts, read from the totals the database maintains (`list_counts`, `../crud/counts.ts`);
 * - each entity's number of matching items: from the same totals when the filters are one of
 *   theirs (none, a missing language, a status in a language: a status is always a language's),
 *   else (title words, a status and another missing language) counted, every listed entity in
 *   one UNION ALL (title words over every type: three characters at least, `keywordsAllTypes`);
 * - the page: a UNION ALL of the one or two entities the page falls on (`pageSlices`), each an
 *   index scan of its main table by id with its limit and offset, the statuses and titles of each
 *   row read from the contents table by its `(item_id, lang)` key.
 */
import { sql, type SQL } from 'drizzle-orm';
import { canOnEntity, inRedazioneFamily } from '#core/abilities';
import { pageMetaOf } from '#core/contracts/paged';
import type { LanguageCode, UiLanguage } from '#core/languages';
import { formatMessage } from '#core/messages';
import { STATUS } from '#core/statuses';
import { keywordsAllTypes, pageSlices, TRANSLATION_LIMITS } from '#core/translations';
import { rows, type Db } from '../db/client';
import { keywordsWhere } from '../db/paged';
import type { EntityRuntime } from '../crud/entity';
import type { PlatformHandlers } from '../http/calls';
import { userOf, type ServerContext } from '../http/context';
import { forbidden, invalid, languageOf } from '../http/errors';

/** The filters of a page. */
export interface TranslationFilters {
  readonly status?: number | undefined;
  readonly lang?: LanguageCode | undefined;
  readonly missing?: LanguageCode | undefined;
  readonly keywords?: string | undefined;
}

/** An entity the overview shows: one with a contents table and statuses. */
interface Translated {
  readonly runtime: EntityRuntime;
  readonly main: SQL;
  readonly contents: SQL;
}

type Counts = Map<string, Map<string, Map<number, number>>>;

/** The entities the user may list, in name order: their list's ability, and their editor for the 'redazione' family. */
export function translatedEntities(
  all: Iterable<EntityRuntime>,
  user: Parameters<typeof canOnEntity>[0],
): Translated[] {
  const restricted = inRedazioneFamily(user);
  return [...all]
    .flatMap((runtime) => {
      const { contents } = runtime.sqlNames;
      if (!runtime.hasStatus || contents === null) return [];
      if (!canOnEntity(user, runtime.meta, 'view')) return [];
      if (restricted && !runtime.meta.editor.redazioneAccess) return [];
      return [{ runtime, main: runtime.sqlNames.main, contents }];
    })
    .sort((a, b) => (a.runtime.name < b.runtime.name ? -1 : a.runtime.name > b.runtime.name ? 1 : 0));
}

/** The live contents of the item `m.id` in the entity's contents table, as `c`, with `extra` conditions. */
const contentsOf = (entity: Translated, extra: SQL): SQL =>
  sql`select 1 from ${entity.contents} c where c.item_id = m.id and c.draft = 0 and ${extra}`;

/**
 * Rows a page slice skips from which an absent language is tested against the language's item ids
 * read once (a hashed `not in`) rather than row by row (`not exists`): deep in a long list, the
 * scan reads the skipped rows too.
 */
const DEEP_OFFSET = 1000;

/** The item ids of the live contents of `entity` that `where` keeps, as `c`. */
const itemIds = (entity: Translated, where: SQL): SQL =>
  sql`select c.item_id from ${entity.contents} c where c.draft = 0 and ${where}`;

/**
 * The condition on the live item `m` of `entity` that the filters make. `deep`: the statement
 * reads many rows (a count, a slice deep in the list).
 */
function filterSql(entity: Translated, filters: TranslationFilters, deep: boolean): SQL {
  const parts: SQL[] = [];
  const absent = (code: LanguageCode): SQL =>
    deep
      ? sql`m.id not in (${itemIds(entity, sql`c.lang = ${code}`)})`
      : sql`not exists (${contentsOf(entity, sql`c.lang = ${code}`)})`;
  if (filters.missing !== undefined) parts.push(absent(filters.missing));
  const { status, lang } = filters;
  if (status !== undefined && lang !== undefined) {
    // The contents' (lang, status, draft, item_id) index gives these ids in order.
    parts.push(
      status === STATUS.absent
        ? absent(lang)
        : sql`m.id in (${itemIds(entity, sql`c.lang = ${lang} and c.status = ${status}`)})`,
    );
  }
  const words = filters.keywords?.trim() ?? '';
  if (words !== '') parts.push(keywordsSql(entity, words));
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Items whose title, in any language, holds the words. */
function keywordsSql(entity: Translated, words: string): SQL {
  const { title } = entity.runtime;
  if (!title.perLanguage) return keywordsWhere([sql`m.${sql.identifier(title.name)}`], words);
  return sql`m.id in (${itemIds(entity, keywordsWhere([sql`c.${sql.identifier(title.name)}`], words))})`;
}

/** Whether the entity has the languages the filters name (the others are left out). */
function hasFilteredLanguages(entity: Translated, filters: TranslationFilters): boolean {
  const { languages } = entity.runtime;
  return (
    (filters.missing === undefined || languages.includes(filters.missing)) &&
    (filters.lang === undefined || languages.includes(filters.lang))
  );
}

/** The maintained totals of the entities: entity → lang ('' for the items) → status → count. */
async function maintainedCounts(db: Db, entities: readonly Translated[]): Promise<Counts> {
  const counts: Counts = new Map();
  if (entities.length === 0) return counts;
  const found = await rows<{ entity: string; lang: string; status: number; total: number }>(
    db,
    sql`select entity, lang, status, coalesce(sum(delta), 0)::int as total from list_counts
         where entity in (${sql.join(
           entities.map(({ runtime }) => sql`${runtime.name}`),
           sql`, `,
         )}) and field = '' and municipality = 0
         group by entity, lang, status`,
  );
  for (const { entity, lang, status, total } of found) {
    const byLang = counts.get(entity) ?? new Map<string, Map<number, number>>();
    const byStatus = byLang.get(lang) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + total);
    byLang.set(lang, byStatus);
    counts.set(entity, byLang);
  }
  return counts;
}

const itemsOf = (counts: Counts, entity: string): number => counts.get(entity)?.get('')?.get(STATUS.absent) ?? 0;

/** Live contents of `entity` in `lang`, with `status` or in every status. */
function contentsCount(counts: Counts, entity: string, lang: string, status?: number): number {
  const byStatus = counts.get(entity)?.get(lang);
  if (!byStatus) return 0;
  if (status !== undefined) return byStatus.get(status) ?? 0;
  let sum = 0;
  for (const [code, total] of byStatus) if (code !== STATUS.absent) sum += total;
  return sum;
}

/**
 * The number of items of `entity` matching the filters from the maintained totals, or null when
 * the filters are not one of theirs (the items must be counted).
 */
export function maintainedMatching(counts: Counts, entity: string, filters: TranslationFilters): number | null {
  if ((filters.keywords?.trim() ?? '') !== '') return null;
  const items = itemsOf(counts, entity);
  const { status, lang, missing } = filters;
  const missingOf = (code: string) => Math.max(0, items - contentsCount(counts, entity, code));
  if (status === undefined || lang === undefined) return missing === undefined ? items : missingOf(missing);
  if (status === STATUS.absent) return missing === undefined || missing === lang ? missingOf(lang) : null;
  if (missing !== undefined) return missing === lang ? 0 : null;
  return contentsCount(counts, entity, lang, status);
}

/** The answer's counts of an entity: items, and per language the contents per status and the missing. */
function countsAnswer(counts: Counts, entity: Translated, language: UiLanguage) {
  const { runtime } = entity;
  const items = itemsOf(counts, runtime.name);
  const statuses: Record<string, Record<string, number>> = {};
  for (const code of runtime.languages) {
    const byStatus: Record<string, number> = {};
    for (const [status, total] of counts.get(runtime.name)?.get(code) ?? []) {
      if (status !== STATUS.absent && total > 0) byStatus[String(status)] = total;
    }
    byStatus[String(STATUS.absent)] = Math.max(0, items - contentsCount(counts, runtime.name, code));
    statuses[code] = byStatus;
  }
  return {
    entity: runtime.name,
    label: runtime.meta.label.plural[language],
    languages: [...runtime.meta.languages],
    items,
    statuses,
  };
}

interface PageRow {
  readonly entity: string;
  readonly id: number;
  readonly contents: readonly (readonly [string, number, string | null])[] | null;
  readonly main_title: string | null;
}

/** The title of a row: in the caller's language when it has one, else in the first that has one. */
function titleOf(row: PageRow, languages: readonly string[], language: UiLanguage): string {
  if (row.main_title !== null) return row.main_title;
  const titles = new Map((row.contents ?? []).map(([code, , title]) => [code, title ?? '']));
  const order = [language, ...languages];
  for (const code of order) {
    const title = titles.get(code)?.trim();
    if (title) return title;
  }
  return '';
}

/** The statement of the page's rows of one slice, ordered by `ordinal` then id in the union. */
function sliceSql(
  entity: Translated,
  filters: TranslationFilters,
  slice: { offset: number; limit: number },
  ordinal: number,
): SQL {
  const { title } = entity.runtime;
  const contentTitle = title.perLanguage ? sql`c.${sql.identifier(title.name)}` : sql`null::text`;
  const mainTitle = title.perLanguage ? sql`null::text` : sql`m.${sql.identifier(title.name)}::text`;
  // The ids of the slice first, then their contents: the rows skipped by the offset read no contents.
  const ids = sql`select m.id from ${entity.main} m
    where m.draft = 0 and ${filterSql(entity, filters, slice.offset >= DEEP_OFFSET)}
    order by m.id limit ${slice.limit} offset ${slice.offset}`;
  return sql`(select ${ordinal}::int as ordinal, ${entity.runtime.name}::text as entity, m.id::int as id,
      (select json_agg(json_build_array(c.lang, c.status, ${contentTitle}))
         from ${entity.contents} c where c.item_id = m.id and c.draft = 0) as contents,
      ${mainTitle} as main_title
    from ${entity.main} m where m.id in (${ids}))`;
}

export function translationHandlers(context: ServerContext): Pick<PlatformHandlers, 'listTranslations'> {
  const { db } = context.database;
  return {
    listTranslations: async ({ request, query }) => {
      const user = userOf(request);
      const language = languageOf(request);
      const allowed = translatedEntities(context.entities.values(), user);
      if (query.entity !== undefined && !allowed.some(({ runtime }) => runtime.name === query.entity)) {
        throw forbidden();
      }
      // A status is a language's: without the language, the question has no maintained answer.
      if (query.status !== undefined && query.lang === undefined) {
        throw invalid({ lang: [formatMessage('required', language)] });
      }
      // Title words over every type: three characters or more, which the titles' trigram indexes
      // answer; shorter ones are a scan of the titles (about half a second per 100,000 items), one type's only.
      if (query.entity === undefined && !keywordsAllTypes(query.keywords)) {
        throw invalid(
          {
            keywords: [formatMessage('minLength', language, { min: TRANSLATION_LIMITS.minKeywordsAllTypes })],
          },
          'invalidQuery',
        );
      }
      const filters: TranslationFilters = {
        status: query.status,
        lang: query.lang,
        missing: query.missing,
        keywords: query.keywords,
      };
      const listed = allowed.filter(
        (entity) =>
          (query.entity === undefined || entity.runtime.name === query.entity) && hasFilteredLanguages(entity, filters),
      );
      const counts = await maintainedCounts(db, allowed);
      // Each listed entity's matching items: from the maintained totals when they know, else counted in one statement.
      const known = new Map<string, number>();
      const counted: Translated[] = [];
      for (const entity of listed) {
        const total = maintainedMatching(counts, entity.runtime.name, filters);
        if (total === null) counted.push(entity);
        else known.set(entity.runtime.name, total);
      }
      if (counted.length > 0) {
        const found = await rows<{ entity: string; total: number }>(
          db,
          sql.join(
            counted.map(
              (entity) =>
                sql`(select ${entity.runtime.name}::text as entity, count(*)::int as total from ${entity.main} m
                      where m.draft = 0 and ${filterSql(entity, filters, true)})`,
            ),
            sql` union all `,
          ),
        );
        for (const { entity, total } of found) known.set(entity, total);
      }
      const totals = listed.map(({ runtime }) => ({ entity: runtime.name, total: known.get(runtime.name) ?? 0 }));
      const total = totals.reduce((sum, entry) => sum + entry.total, 0);
      const page = query.page ?? 1;
      const limit = query.limit ?? TRANSLATION_LIMITS.defaultLimit;
      const slices = pageSlices(totals, (page - 1) * limit, limit);
      const byName = new Map(listed.map((entity) => [entity.runtime.name, entity]));
      const found =
        slices.length === 0
          ? []
          : await rows<PageRow>(
              db,
              sql`select entity, id, contents, main_title from (${sql.join(
                slices.flatMap((slice, ordinal) => {
                  const entity = byName.get(slice.entity);
                  return entity ? [sliceSql(entity, filters, slice, ordinal)] : [];
                }),
                sql` union all `,
              )}) page order by ordinal, id`,
            );
      const data = found.map((row) => {
        const languages = byName.get(row.entity)?.runtime.languages ?? [];
        const stored = new Map((row.contents ?? []).map(([code, status]) => [code, status]));
        const statuses: Record<string, number> = {};
        for (const code of languages) statuses[code] = stored.get(code) ?? STATUS.absent;
        return { entity: row.entity, id: row.id, title: titleOf(row, languages, language), statuses };
      });
      return {
        data,
        counts: allowed.map((entity) => countsAnswer(counts, entity, language)),
        meta: pageMetaOf(page, limit, total),
      };
    },
  };
}
