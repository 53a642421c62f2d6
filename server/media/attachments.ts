/**
 * The attachments list (spec content.md "Attachments list"; contracts `ATTACHMENT_CALLS`): the
 * files of the media storage that are not gallery images, i.e. every upload outside the `images`
 * collection (file boxes of the schemas and `POST attachments/upload`). Uploading follows the
 * rules of `upload.ts`; deleting detaches the files from the items that use them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { apiMessage } from '#core/messages';
import { rows } from '../db/client';
import { likeContaining } from '../db/sql';
import { parseIdList } from '../crud/delete';
import { languageOf, notFound } from '../http/errors';
import type { ServerContext } from '../http/context';
import type { PlatformHandlers } from '../http/calls';
import { deleteMediaRows, mediaById, MEDIA_URL_PREFIX } from './calls';
import { ATTACHMENTS_COLLECTION, collectionRules, IMAGES_COLLECTION, storeUpload } from './upload';

/** Page size of the attachments list (the spec's list default). */
export const ATTACHMENTS_PAGE = 50;

/** The rows the attachments calls see. */
const ATTACHMENTS: SQL = sql`collection <> ${IMAGES_COLLECTION}`;

interface AttachmentRow {
  id: number;
  name: string;
  storage_key: string;
  mime: string;
  bytes: number;
  created_at: string;
}

const attachmentAnswer = (row: AttachmentRow) => ({
  id: row.id,
  name: row.name,
  url: `${MEDIA_URL_PREFIX}${row.storage_key}`,
  mime: row.mime,
  bytes: row.bytes,
  created_at: row.created_at,
});

export type AttachmentHandlers = Pick<PlatformHandlers, 'listAttachments' | 'uploadAttachment' | 'deleteAttachments'>;

export function attachmentHandlers(context: ServerContext): AttachmentHandlers {
  const { db } = context.database;
  return {
    listAttachments: async ({ query }) => {
      const limit = query.limit ?? ATTACHMENTS_PAGE;
      const page = query.page ?? 1;
      const words = query.keywords?.trim() ?? '';
      const pattern = likeContaining(words);
      const where =
        words === ''
          ? ATTACHMENTS
          : sql`${ATTACHMENTS} and (name ilike ${pattern} escape '\\' or title ilike ${pattern} escape '\\')`;
      const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from media where ${where}`);
      const total = counted?.total ?? 0;
      const found = await rows<AttachmentRow>(
        db,
        sql`select id, name, storage_key, mime, bytes,
                   to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
              from media where ${where} order by id desc limit ${limit} offset ${(page - 1) * limit}`,
      );
      return {
        data: found.map(attachmentAnswer),
        meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    uploadAttachment: async ({ user, request, upload }) => {
      const language = languageOf(request);
      const rules = collectionRules(ATTACHMENTS_COLLECTION);
      const incoming = await upload({ maxBytes: rules.maxBytes });
      const stored = await storeUpload(context, incoming, rules, { userId: user.id, language });
      const row = await mediaById(db, stored.id);
      if (!row) throw notFound();
      return { data: attachmentAnswer(row) };
    },

    deleteAttachments: async ({ params, request }) => {
      const language = languageOf(request);
      const ids = parseIdList(params.ids, language);
      if (ids === null) throw notFound();
      const detached = await deleteMediaRows(context, ids, ATTACHMENTS);
      return {
        data: {
          message:
            ids.length === 1
              ? apiMessage('deletedOne', language)
              : apiMessage('deletedMany', language, { count: ids.length }),
          detached,
        },
      };
    },
  };
}
