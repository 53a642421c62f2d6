/**
 * The server's own HTML preview page (issue #35, docs/preview.md): `GET /anteprima?secret=...`,
 * outside the API and the admin's routes, for whoever holds a valid secret, because the public
 * site may not be at hand. It shows the item as the secret opens it (`GET /api/v1/preview`): a
 * band 'Anteprima' with the status and language (and a note when the item changed since the link
 * was made), the title, the images, and the schema's main fields (`./fields.ts`). Read-only,
 * server-rendered: every text is escaped, rich text is sanitised again, nothing runs (a
 * Content-Security-Policy with no script source, its one style by hash), never indexed or
 * cached, and no address leaves it as a referrer. A refused secret shows an Italian (or English)
 * page with the API's status and message.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_NAMES, isLanguageCode, type UiLanguage } from '#core/languages';
import { apiMessage, type ApiMessageKey } from '#core/messages';
import { PREVIEW_PAGE_PATH, looksLikePreviewSecret } from '#core/preview';
import { isStatusCode, statusName } from '#core/statuses';
import { rows } from '../db/client';
import { idList, isRecord } from '../db/sql';
import type { ServerContext } from '../http/context';
import { checkClientLimit, type ClientLimit } from '../http/client-limit';
import { ApiError, languageOf } from '../http/errors';
import { MEDIA_URL_PREFIX } from '../media/references';
import { sanitiseRichTexts } from '../crud/richtext-pool';
import { previewService, type OpenedPreview } from './calls';
import { imagesOf, mainFieldsOf, type PreviewImage, type ShownField } from './fields';

/** The page's only style, allowed by its hash. */
const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; }
body { margin: 0; background: #f8f9fa; line-height: 1.55; }
.band { background: #1b5e20; color: #fff; padding: 12px 24px; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
.band strong { font-size: 1.1rem; letter-spacing: 0.08em; text-transform: uppercase; }
.band span { font-size: 0.95rem; }
.notice { margin: 0; padding: 10px 24px; background: #fff3bf; color: #5c3c00; border-bottom: 1px solid #f0c36d; }
main { max-width: 860px; margin: 24px auto; padding: 24px; background: #fff; border: 1px solid #dee2e6; border-radius: 6px; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 16px; }
h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: #495057; margin: 24px 0 4px; }
.cover { width: 100%; height: auto; border-radius: 4px; display: block; }
.gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 8px; margin-top: 8px; }
.gallery img { width: 100%; height: 120px; object-fit: cover; border-radius: 4px; display: block; }
.rich .ql-align-center { text-align: center; } .rich .ql-align-right { text-align: right; }
.rich .ql-align-justify { text-align: justify; }
.rich li[data-list="bullet"] { list-style-type: disc; } .rich li[data-list="ordered"] { list-style-type: decimal; }
.rich pre { background: #f1f3f5; padding: 8px; overflow-x: auto; }
.empty { color: #495057; font-style: italic; }
footer { max-width: 860px; margin: 0 auto 32px; padding: 0 24px; color: #495057; font-size: 0.85rem; }
.refused { max-width: 640px; margin: 64px auto; padding: 32px; background: #fff; border: 1px solid #dee2e6; border-top: 6px solid #c92a2a; border-radius: 6px; }
`;

/** Nothing runs, nothing loads but this origin's images and the style above; no form, no frame, no base. */
export const PREVIEW_PAGE_POLICY = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The page's texts, in the reader's language (server messages of core/messages.ts). */
function textsOf(language: UiLanguage) {
  const say = (key: ApiMessageKey, params: Readonly<Record<string, string | number>> = {}) =>
    escapeHtml(apiMessage(key, language, params));
  return { say };
}

function htmlDocument(language: UiLanguage, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">' +
    `<title>${title}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PREVIEW_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(html);
}

/**
 * The page of a refused secret (or an item gone): its message, and what to do; for too many
 * reads, the message alone (it says when to try again).
 */
function refusedPage(language: UiLanguage, refusal: ApiError): string {
  const { say } = textsOf(language);
  const message = say(refusal.key, refusal.params);
  const help = refusal.status === 429 ? '' : `<p>${say('previewRefusedHelp')}</p>`;
  return htmlDocument(language, message, `<main class="refused" role="main"><h1>${message}</h1>${help}</main>`);
}

function formatDate(wire: string, language: UiLanguage): string {
  const date = new Date(wire);
  if (Number.isNaN(date.getTime())) return wire;
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(date);
}

function image(found: PreviewImage, className: string, thumb: boolean): string {
  const key = thumb && found.thumbKey !== null ? found.thumbKey : found.storageKey;
  return `<img class="${className}" src="${escapeHtml(MEDIA_URL_PREFIX + key)}" alt="${escapeHtml(found.alt)}">`;
}

/** A field's value as HTML: rich text sanitised (again), everything else escaped. */
async function fieldHtml(field: ShownField): Promise<string> {
  if (field.rich) {
    const [outcome] = await sanitiseRichTexts([field.text]);
    const html = outcome && 'html' in outcome ? outcome.html : null;
    return html === null ? `<p>${escapeHtml(field.text)}</p>` : `<div class="rich">${html}</div>`;
  }
  return field.text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

async function previewPage(
  opened: OpenedPreview,
  language: UiLanguage,
  media: (ids: readonly number[]) => Promise<ReadonlyMap<number, PreviewImage>>,
): Promise<string> {
  const { say } = textsOf(language);
  const { meta } = opened.runtime;
  const contents = isRecord(opened.item.contents) ? opened.item.contents[opened.lang] : undefined;
  const content = isRecord(contents) ? contents : {};
  const rawTitle = content[meta.titleField];
  const title =
    typeof rawTitle === 'string' && rawTitle.trim() !== '' ? rawTitle : apiMessage('previewUntitled', language);
  const status = content.status;
  const statusText = isStatusCode(status) ? statusName(status, meta.list.statusLabels)[language] : null;
  const languageName = `${isLanguageCode(opened.lang) ? LANGUAGE_NAMES[opened.lang][language] : opened.lang} (${opened.lang.toUpperCase()})`;
  const revision = typeof opened.item.draft === 'number' && opened.item.draft > 0;

  const band = [
    `<strong>${say('previewBand')}</strong>`,
    `<span>${escapeHtml(meta.label.singular[language])}</span>`,
    statusText === null ? '' : `<span data-preview="status">${say('previewStatus', { status: statusText })}</span>`,
    `<span data-preview="language">${say('previewLanguage', { language: languageName })}</span>`,
    revision ? `<span>${say('previewRevision')}</span>` : '',
    `<span>${say('previewExpires', { date: formatDate(opened.expires_at, language) })}</span>`,
  ].join('');
  const changed =
    opened.version > opened.secret_version
      ? `<p class="notice" role="status" data-preview="changed">${say('previewChanged')}</p>`
      : '';

  const images = imagesOf(meta, opened.item, content);
  const found = await media(images.map((entry) => entry.id));
  const shown = images.flatMap((entry) => {
    const file = found.get(entry.id);
    return file ? [{ ...file, alt: entry.title || file.alt || title }] : [];
  });
  const [cover, ...gallery] = shown;

  const sections: string[] = [];
  for (const field of mainFieldsOf(meta, content, opened.item, language)) {
    sections.push(`<section><h2>${escapeHtml(field.label)}</h2>${await fieldHtml(field)}</section>`);
  }
  const empty = Object.keys(content).length === 0 ? `<p class="empty">${say('previewNoContent')}</p>` : '';

  const body =
    `<header class="band" role="banner">${band}</header>${changed}` +
    `<main role="main"><article><h1 data-preview="title">${escapeHtml(title)}</h1>${empty}` +
    (cover ? image(cover, 'cover', false) : '') +
    sections.join('') +
    (gallery.length > 0
      ? `<section><h2>${say('previewImages')}</h2><div class="gallery">${gallery
          .map((file) => image(file, '', true))
          .join('')}</div></section>`
      : '') +
    `</article></main><footer>${say('previewReadOnly')}</footer>`;
  return htmlDocument(language, `${say('previewBand')}: ${escapeHtml(title)}`, body);
}

/** The page's route; `readLimit` is the bound of `GET /api/v1/preview`, one count for both. */
export function registerPreviewPage(app: FastifyInstance, context: ServerContext, readLimit: ClientLimit): void {
  const { db } = context.database;
  const { open } = previewService(context);

  const media = async (ids: readonly number[]): Promise<ReadonlyMap<number, PreviewImage>> => {
    if (ids.length === 0) return new Map();
    const found = await rows<{ id: number; storage_key: string; thumb_key: string | null; title: string }>(
      db,
      sql`select id, storage_key, thumb_key, title from media where id in ${idList([...new Set(ids)])}`,
    );
    return new Map(
      found.map((row) => [row.id, { storageKey: row.storage_key, thumbKey: row.thumb_key, alt: row.title }]),
    );
  };

  /** The preview a request's secret opens, after counting the read; an ApiError otherwise. */
  const opening = async (request: FastifyRequest, language: UiLanguage): Promise<OpenedPreview> => {
    await checkClientLimit(readLimit, request);
    const query = request.query;
    const secret = isRecord(query) ? query.secret : undefined;
    if (typeof secret !== 'string' || secret === '' || !looksLikePreviewSecret(secret)) {
      throw new ApiError(422, 'previewInvalid');
    }
    return open(secret, language);
  };

  app.get(PREVIEW_PAGE_PATH, async (request: FastifyRequest, reply) => {
    const language = languageOf(request);
    let opened: OpenedPreview;
    try {
      opened = await opening(request, language);
    } catch (error) {
      if (error instanceof ApiError) {
        return send(reply.headers(error.headers), error.status, refusedPage(language, error));
      }
      throw error;
    }
    return send(reply, 200, await previewPage(opened, language, media));
  });
}
