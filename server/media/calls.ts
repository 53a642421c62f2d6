/**
 * The handlers of the media library's calls (contracts: core/contracts/media.ts): search and
 * list newest first with page metadata (optionally only the files lacking a licence or its
 * version), the licences a media item may name, edit the texts, licence, licence version and
 * open-library flag of an item, and delete an item with its files.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MediaItem, MediaLicenceFilter } from '#core/contracts/media';
import { MEDIA_PAGE, versionToSave } from '#core/contracts/media';
import { formatMessage, apiMessage } from '#core/messages';
import { can, canSomeOnEntity, type AbilityHolder } from '#core/abilities';
import type { UiLanguage } from '#core/languages';
import type { FieldMeta } from '#core/model';
import { rows, type Executor } from '../db/client';
import { idList, likeContaining } from '../db/sql';
import { ApiError, forbidden, invalid, languageOf, notFound } from '../http/errors';
import { fieldAt, rulesOf, storeUpload } from './upload';
import { detachMedia, mediaUses, titlesOf, USAGE_LISTED } from './usage';
import { detachSettingsMedia, settingsMediaUses, settingsUseName } from './settings-usage';
import { detachTreeCovers, treeCoverUses, treeLabel } from './tree-usage';
import {
  licenceHasVersions,
  licenceSource,
  lockedLicenceVersions,
  publishedLicences,
  type LicenceSource,
} from './licences';
import type { EntityRuntime } from '../crud/entity';
import type { ServerContext } from '../http/context';
import type { HistoryActor } from '../history/record';
import type { PlatformHandlers } from '../http/calls';

import { MEDIA_URL_PREFIX } from './references';

export { MEDIA_URL_PREFIX };

type MediaAnswer = z.input<typeof MediaItem>;

/** Whether `user` creates or edits the items of `entity` (an editor's uploads and picks). */
function editsItemsOf(user: AbilityHolder, entity: EntityRuntime): boolean {
  return canSomeOnEntity(user, entity.meta, ['create', 'edit']);
}

/**
 * Who may upload: a media editor (`media-create`), or, for a field of an entity's items (`entity`
 * and `field`: an article's attachments), whoever creates or edits that entity's items.
 */
function mayUpload(context: ServerContext, user: AbilityHolder, entity: string | undefined): boolean {
  if (can(user, 'media-create')) return true;
  const runtime = entity === undefined ? undefined : context.entities.get(entity);
  return runtime !== undefined && editsItemsOf(user, runtime);
}

/** The field a picker's search chooses for. */
interface PickTarget {
  readonly entity: EntityRuntime;
  readonly field: FieldMeta;
}

/**
 * The entity's field a search names (`entity` and `field`, the picker of an editor), checked
 * against the registry: both or neither ('Campo richiesto'), a known entity and a field path of it
 * ('Valore non ammesso'); 422 otherwise. Null when the search names none.
 */
function pickTarget(
  context: ServerContext,
  request: { readonly entity?: string | undefined; readonly field?: string | undefined },
  language: UiLanguage,
): PickTarget | null {
  if (request.entity === undefined && request.field === undefined) return null;
  const entity = request.entity === undefined ? undefined : context.entities.get(request.entity);
  const field =
    entity === undefined || request.field === undefined
      ? null
      : fieldAt([...entity.meta.fields, ...entity.meta.contents], request.field);
  const errors: Record<string, string[]> = {};
  if (!entity) errors.entity = [formatMessage(request.entity === undefined ? 'required' : 'option', language)];
  if (request.field === undefined) errors.field = [formatMessage('required', language)];
  else if (entity && !field) errors.field = [formatMessage('option', language)];
  if (!entity || !field) throw invalid(errors);
  return { entity, field };
}

/**
 * Who may search the library: a media viewer (`media-view`), or, for an images field of an
 * entity's items (the picker of an article's images), whoever creates or edits that entity's items.
 */
function maySearch(user: AbilityHolder, target: PickTarget | null): boolean {
  if (can(user, 'media-view')) return true;
  return target !== null && target.field.kind === 'images' && editsItemsOf(user, target.entity);
}

interface MediaRow {
  id: number;
  collection: string;
  storage_key: string;
  thumb_key: string | null;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  title: string;
  description: string;
  copyright: string;
  license_id: number | null;
  license_version: string | null;
  openlibrary: number;
  created_at: string;
}

const COLUMNS = sql`id, collection, storage_key, thumb_key, name, mime, bytes, width, height, title, description,
  copyright, license_id, license_version, openlibrary,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;

export function mediaAnswer(row: MediaRow): MediaAnswer {
  return {
    id: row.id,
    url: `${MEDIA_URL_PREFIX}${row.storage_key}`,
    url_thumb: row.thumb_key === null ? null : `${MEDIA_URL_PREFIX}${row.thumb_key}`,
    name: row.name,
    title: row.title,
    description: row.description,
    copyright: row.copyright,
    license_id: row.license_id,
    license_version: row.license_version,
    openlibrary: row.openlibrary === 1 ? 1 : 0,
    collection: row.collection,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    created_at: row.created_at,
  };
}

export async function mediaById(db: Executor, id: number): Promise<MediaRow | undefined> {
  const [row] = await rows<MediaRow>(db, sql`select ${COLUMNS} from media where id = ${id}`);
  return row;
}

interface PageRequest {
  readonly limit: number;
  readonly page: number;
  readonly conditions: readonly SQL[];
}

/** One page, newest first, with `current_page`, `last_page` (at least 1) and `total`. */
async function mediaPage(db: Executor, request: PageRequest) {
  const where = request.conditions.length > 0 ? sql`where ${sql.join([...request.conditions], sql` and `)}` : sql``;
  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from media ${where}`);
  const total = counted?.total ?? 0;
  const found = await rows<MediaRow>(
    db,
    sql`select ${COLUMNS} from media ${where} order by id desc
         limit ${request.limit} offset ${(request.page - 1) * request.limit}`,
  );
  return {
    status: 200,
    data: found.map(mediaAnswer),
    meta: { current_page: request.page, last_page: Math.max(1, Math.ceil(total / request.limit)), total },
  };
}

/**
 * The licence filter's condition: `missing`, the files without a licence, or without its version
 * when the licence has versions (one without any is complete with none; app/features/media/picker.ts
 * `lacksLicence` badges the same ones).
 */
function licenceCondition(filter: MediaLicenceFilter | undefined, licences: LicenceSource | null): SQL[] {
  if (filter !== 'missing') return [];
  return [
    sql`(license_id is null or (license_version is null and ${licenceHasVersions(licences, sql`media.license_id`)}))`,
  ];
}

function matching(text: string | undefined): SQL[] {
  if (text === undefined || text.trim() === '') return [];
  const pattern = likeContaining(text.trim());
  return [
    sql`(title ilike ${pattern} escape '\\' or description ilike ${pattern} escape '\\' or name ilike ${pattern} escape '\\')`,
  ];
}

export type MediaHandlers = Pick<
  PlatformHandlers,
  'searchMedia' | 'listMedia' | 'listMediaLicences' | 'updateMedia' | 'deleteMedia' | 'getMediaUsage' | 'uploadMedia'
>;

/**
 * Deletes media rows (all of `ids`, or 404 naming the missing) and detaches them from the items
 * and the settings sections that use them, in one transaction; then removes their files. Answers
 * how many items and sections changed.
 */
export async function deleteMediaRows(
  context: ServerContext,
  ids: readonly number[],
  scope: SQL,
  actor: HistoryActor,
): Promise<number> {
  const { db } = context.database;
  const { detached, keys } = await db.transaction(async (tx) => {
    // Before the rows go: a menu item's cover is a foreign key that the delete would clear uncounted.
    const covers = await detachTreeCovers(tx, ids);
    const removed = await rows<{ id: number; storage_key: string; thumb_key: string | null }>(
      tx,
      sql`delete from media where id in ${idList(ids)} and ${scope} returning id, storage_key, thumb_key`,
    );
    const found = new Set(removed.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw ids.length === 1 ? notFound() : new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
    }
    return {
      detached:
        (await detachMedia(tx, context.entities.values(), ids, actor)) + (await detachSettingsMedia(tx, ids)) + covers,
      keys: removed.flatMap((row) => (row.thumb_key === null ? [row.storage_key] : [row.storage_key, row.thumb_key])),
    };
  });
  // The rows are gone first: a file left behind by a failed removal is unreachable, never a row
  // pointing at nothing.
  await Promise.all([...new Set(keys)].map((key) => context.media.remove(key)));
  return detached;
}

export function mediaHandlers(context: ServerContext): MediaHandlers {
  const { db } = context.database;
  // The entity whose published items are the licences a media item may name (`provides`).
  const licences = licenceSource(context.entities.values());

  return {
    searchMedia: async ({ body, user, request }) => {
      const target = pickTarget(context, body, languageOf(request));
      if (!maySearch(user, target)) throw forbidden();
      return mediaPage(db, {
        limit: body.limit ?? MEDIA_PAGE.defaultLimit,
        page: body.page ?? 1,
        // The gallery and the picker show images (a vector is its own thumbnail).
        conditions: [
          sql`thumb_key is not null`,
          ...(body.id === undefined ? [] : [sql`id = ${body.id}`]),
          ...matching(body.query),
          ...licenceCondition(body.license, licences),
        ],
      });
    },

    listMedia: async ({ query }) =>
      mediaPage(db, {
        limit: query.limit ?? MEDIA_PAGE.defaultLimit,
        page: query.page ?? 1,
        conditions: [
          ...(query.images === 1 ? [sql`thumb_key is not null`] : []),
          ...matching(query.searchText),
          ...licenceCondition(query.license, licences),
        ],
      }),

    listMediaLicences: async ({ request }) => ({
      data: await publishedLicences(db, licences, languageOf(request)),
    }),

    updateMedia: async ({ params, body, request }) => {
      const language = languageOf(request);
      const updated = await db.transaction(async (tx) => {
        // The licence first (share-locked until the end): a licence save under way is waited for.
        const versions = await lockedLicenceVersions(tx, licences, body.license_id);
        const [stored] = await rows<{ license_id: number | null; license_version: string | null }>(
          tx,
          sql`select license_id, license_version from media where id = ${params.id} for update`,
        );
        if (!stored) throw notFound();
        if (versions === null) throw invalid({ license_id: [formatMessage('option', language)] });
        const version = versionToSave(body.license_id, body.license_version, versions, stored);
        if (version === undefined) throw invalid({ license_version: [formatMessage('licenceVersion', language)] });
        const changes: SQL[] = [sql`license_id = ${body.license_id}`, sql`license_version = ${version}`];
        if (body.titolo !== undefined) changes.push(sql`title = ${body.titolo}`);
        if (body.description !== undefined) changes.push(sql`description = ${body.description}`);
        if (body.copyright !== undefined) changes.push(sql`copyright = ${body.copyright}`);
        if (body.openlibrary !== undefined)
          changes.push(sql`openlibrary = ${body.openlibrary === true || body.openlibrary === 1 ? 1 : 0}`);
        const [row] = await rows<MediaRow>(
          tx,
          sql`update media set ${sql.join(changes, sql`, `)}, updated_at = now()
               where id = ${params.id} returning ${COLUMNS}`,
        );
        return row;
      });
      if (!updated) throw notFound();
      return { data: mediaAnswer(updated) };
    },

    deleteMedia: async ({ params, request, user }) => {
      const detached = await deleteMediaRows(context, [params.id], sql`true`, { userId: user.id });
      return { data: { message: apiMessage('deletedOne', languageOf(request)), detached } };
    },

    getMediaUsage: async ({ params, request }) => {
      if (!(await mediaById(db, params.id))) throw notFound();
      const uses = await mediaUses(db, context.entities.values(), [params.id]);
      // The settings sections first: they are few, and never left out of the listed ones.
      const sections = await settingsMediaUses(db, [params.id]);
      // Then the category and menu covers, few as well.
      const covers = (await treeCoverUses(db, [params.id])).slice(0, Math.max(0, USAGE_LISTED - sections.length));
      const listed = uses.slice(0, Math.max(0, USAGE_LISTED - sections.length - covers.length));
      const titles = await titlesOf(db, listed);
      const language = languageOf(request);
      return {
        data: {
          total: sections.length + covers.length + uses.length,
          items: [
            ...sections.map((use) => ({
              entity: 'settings',
              ...settingsUseName(use, language),
              id: 0,
              section: use.section.name,
            })),
            ...covers.map((use) => ({
              entity: use.tree,
              label: treeLabel(use.tree, language),
              id: use.id,
              title: use.title,
            })),
            ...listed.map((use) => ({
              entity: use.runtime.name,
              label: use.runtime.meta.label.singular[language],
              id: use.itemId,
              title: titles.get(`${use.runtime.name}:${use.itemId}`) ?? '',
            })),
          ],
        },
      };
    },

    uploadMedia: async ({ params, query, user, request, upload }) => {
      if (!mayUpload(context, user, query.entity)) throw forbidden();
      const language = languageOf(request);
      const rules = rulesOf(context, { collection: params.collection, ...query }, language);
      const incoming = await upload({ maxBytes: rules.maxBytes });
      const stored = await storeUpload(context, incoming, rules, { userId: user.id, language });
      const row = await mediaById(db, stored.id);
      if (!row) throw notFound();
      return { data: mediaAnswer(row) };
    },
  };
}
