/**
 * Previews and reviewer links (contracts: core/contracts/preview.ts; docs/preview.md). A link is a
 * row of `preview_links` and its signed secret (`./secrets.ts`); whoever may edit an item of an
 * entity whose editor has the ANTEPRIMA link (`editor.preview` in its schema) makes, lists and
 * revokes its links (only for a language the item has content in); whoever holds a secret reads
 * the item's current content in its language, until the link expires or is revoked (deleting the
 * item revokes its links, `./links.ts`), within one client's bound of reads (`PREVIEW_READ_LIMIT`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { toWireDateTime } from '#core/dates';
import { apiMessage } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import { PREVIEW_LIMITS, previewPageUrl, previewUrl } from '#core/preview';
import { rows, type Executor } from '../db/client';
import { isRecord } from '../db/sql';
import type { EntityRuntime } from '../crud/entity';
import { loadItem, toApiItem } from '../crud/read';
import { authorise } from '../crud/routes';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { checkClientLimit, type ClientLimit } from '../http/client-limit';
import { ApiError, invalid, languageOf, notFound } from '../http/errors';
import { shareLockItem } from './links';
import { previewKey, signPreview, verifyPreview } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who reads a preview: nobody in particular, with no ability (the answer says nothing of what one may do). */
const READER = { roles: {}, abilities: {} } as const;

/** What the item's API form says of its reader, left out of a preview. */
const READER_KEYS: ReadonlySet<string> = new Set(['canSave', 'nextStatuses', 'revision', 'revision_statuses']);

export interface LinkRow {
  id: number;
  entity: string;
  item_id: number;
  lang: string;
  created_by: number | null;
  author: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const instant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const wire = (value: Date | string): string => toWireDateTime(instant(value));

function linkAnswer(row: LinkRow) {
  return {
    id: row.id,
    entity: row.entity,
    item_id: row.item_id,
    lang: row.lang,
    created_by: row.created_by,
    author: row.author,
    created_at: wire(row.created_at),
    expires_at: wire(row.expires_at),
    revoked_at: row.revoked_at === null ? null : wire(row.revoked_at),
  };
}

const LINK_COLUMNS = sql`l.id, l.entity, l.item_id, l.lang, l.created_by, l.created_at, l.expires_at, l.revoked_at,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as author`;

/** Link `id` with its author's name, read by `executor`. */
async function linkIn(executor: Executor, id: number): Promise<LinkRow | undefined> {
  const [row] = await rows<LinkRow>(
    executor,
    sql`select ${LINK_COLUMNS} from preview_links l left join users u on u.id = l.created_by where l.id = ${id}`,
  );
  return row;
}

/** What a valid secret opens: the item's current content in the secret's language (`GET /preview`'s `data`). */
export interface OpenedPreview {
  readonly runtime: EntityRuntime;
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
  /** The item's version now. */
  readonly version: number;
  /** The version the secret was made for. */
  readonly secret_version: number;
  readonly expires_at: string;
  /** The item's API form without what concerns a signed-in user, with the secret's language only in `contents`. */
  readonly item: Record<string, unknown>;
}

/** Previews over one server's database: its signing key, the previewable entities, and a secret opened. */
export interface PreviewService {
  readonly signingKey: () => Promise<Buffer>;
  /** The runtime of an entity whose items may be previewed, or undefined. */
  readonly previewable: (entity: string) => EntityRuntime | undefined;
  /** The preview a secret opens; an ApiError (403 refused, 404 item gone) otherwise. */
  readonly open: (secret: string, language: UiLanguage) => Promise<OpenedPreview>;
  readonly linkById: (id: number) => Promise<LinkRow | undefined>;
}

export function previewService(context: ServerContext): PreviewService {
  const { db } = context.database;
  let key: Promise<Buffer> | null = null;
  /** The signing key, read (or made) once; a failure is tried again at the next call. */
  const signingKey = (): Promise<Buffer> => {
    key ??= previewKey(db, context.config.secretKeys).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  const previewable = (entity: string): EntityRuntime | undefined => {
    const runtime = context.entities.get(entity);
    return runtime?.meta.editor.preview ? runtime : undefined;
  };

  const linkById = (id: number): Promise<LinkRow | undefined> => linkIn(db, id);

  const open = async (secret: string, language: UiLanguage): Promise<OpenedPreview> => {
    const claims = verifyPreview(await signingKey(), secret);
    if (!claims) throw new ApiError(403, 'previewInvalid');
    const link = await linkById(claims.link);
    // A secret names its link, and the link the same item and language.
    if (!link || link.entity !== claims.entity || link.item_id !== claims.id || link.lang !== claims.lang) {
      throw new ApiError(403, 'previewInvalid');
    }
    // An item deleted since says so (its links were revoked with it, and stay so once it is restored).
    const runtime = previewable(claims.entity);
    const item = runtime ? await loadItem(db, runtime, claims.id) : null;
    if (!runtime || !item) throw notFound();
    if (link.revoked_at !== null) throw new ApiError(403, 'previewRevoked');
    const expires = Math.min(claims.expires * 1000, instant(link.expires_at).getTime());
    if (expires <= Date.now()) throw new ApiError(403, 'previewExpired');
    const full = toApiItem(runtime, item, { user: READER, language, permalinks: context.permalinks });
    const answer = Object.fromEntries(Object.entries(full).filter(([name]) => !READER_KEYS.has(name)));
    // The secret's language only.
    if (isRecord(answer.contents)) {
      const content = answer.contents[claims.lang];
      answer.contents = isRecord(content) ? { [claims.lang]: content } : {};
    }
    return {
      runtime,
      entity: runtime.name,
      id: claims.id,
      lang: claims.lang,
      version: Number(item.main.version ?? 0),
      secret_version: claims.version,
      expires_at: toWireDateTime(new Date(expires)),
      item: answer,
    };
  };

  return { signingKey, previewable, open, linkById };
}

/** The origin the request reached (scheme, host and port; behind a proxy with TRUST_PROXY, the proxy's). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The preview calls. `readLimit` bounds one client's preview reads (`PREVIEW_READ_LIMIT`), shared
 * with the server's preview page (`./page.ts`).
 */
export function previewHandlers(
  context: ServerContext,
  readLimit: ClientLimit,
): Pick<PlatformHandlers, 'getPreview' | 'createPreviewLink' | 'listPreviewLinks' | 'revokePreviewLink'> {
  const { db } = context.database;
  const { signingKey, previewable, open } = previewService(context);

  return {
    getPreview: async ({ query, request }) => {
      await checkClientLimit(readLimit, request);
      const { runtime: _runtime, ...data } = await open(query.secret, languageOf(request));
      return { data };
    },

    createPreviewLink: async ({ request, body, user }) => {
      const language = languageOf(request);
      const runtime = previewable(body.entity);
      if (!runtime) throw invalid({ entity: [apiMessage('previewUnknownEntity', language)] });
      authorise(request, runtime, 'edit', true);
      if (!runtime.languages.includes(body.lang)) {
        throw invalid({ lang: [apiMessage('previewUnknownLanguage', language)] });
      }
      const days = body.days ?? context.config.previewDays;
      const expiresAt = new Date(Date.now() + days * DAY_MS);
      const { item, link } = await db.transaction(async (tx) => {
        // The item's row stays share-locked until the link is written: a delete under way (which
        // revokes the item's links) is waited for, and one that follows revokes this link too.
        const item = (await shareLockItem(tx, runtime, body.id)) ? await loadItem(tx, runtime, body.id) : undefined;
        if (!item) throw notFound();
        // A language the item has no content in has nothing to show: no link of it.
        if (runtime.tables.contents && !item.contents.has(body.lang)) {
          throw invalid({ lang: [apiMessage('previewLanguageMissing', language)] });
        }
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into preview_links (entity, item_id, lang, created_by, expires_at)
              values (${runtime.name}, ${body.id}, ${body.lang}, ${user.id}, ${expiresAt.toISOString()})
              returning id`,
        );
        const link = created ? await linkIn(tx, created.id) : undefined;
        if (!link) throw new Error('preview_links: the new link was not written');
        return { item, link };
      });
      const secret = signPreview(await signingKey(), {
        link: link.id,
        entity: runtime.name,
        id: body.id,
        lang: body.lang,
        version: Number(item.main.version ?? 0),
        expires: Math.floor(instant(link.expires_at).getTime() / 1000),
      });
      const page = previewPageUrl(originOf(request), secret);
      const slug = item.contents.get(body.lang)?.slug;
      // The public site's preview when PUBLIC_SITE_URL is set (it needs the slug), the server's own page otherwise.
      const url = !context.config.publicSiteSet
        ? page
        : typeof slug === 'string' && slug !== ''
          ? previewUrl(context.permalinks.site, slug, secret, body.lang)
          : null;
      return { data: { link: linkAnswer(link), secret, url, page } };
    },

    listPreviewLinks: async ({ request, query }) => {
      const language = languageOf(request);
      const runtime = previewable(query.entity);
      if (!runtime) throw invalid({ entity: [apiMessage('previewUnknownEntity', language)] });
      authorise(request, runtime, 'edit', true);
      const found = await rows<LinkRow>(
        db,
        sql`select ${LINK_COLUMNS} from preview_links l left join users u on u.id = l.created_by
            where l.entity = ${runtime.name} and l.item_id = ${query.id}
            order by l.id desc limit ${PREVIEW_LIMITS.maxListed}`,
      );
      return { data: found.map(linkAnswer) };
    },

    revokePreviewLink: async ({ request, params }) => {
      const link = await linkIn(db, params.id);
      const runtime = link ? context.entities.get(link.entity) : undefined;
      if (!link || !runtime) throw notFound();
      authorise(request, runtime, 'edit', true);
      await db.execute(sql`update preview_links set revoked_at = now() where id = ${link.id} and revoked_at is null`);
      return { data: { message: apiMessage('previewLinkRevoked', languageOf(request)) } };
    },
  };
}
