/**
 * The attachments list (spec content.md "Attachments list"; contracts `ATTACHMENT_CALLS`): the
 * files of the media storage that are not gallery images, i.e. every upload outside the `images`
 * collection (file boxes of the schemas and `POST attachments/upload`). Uploading follows the
 * rules of `upload.ts`; deleting detaches the files from the items that use them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { deletedMessage } from '#core/messages';
import { pageOf, type PagedTable } from '../db/paged';
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

/** The attachments list: newest first, keywords in the file's name or title. */
const ATTACHMENTS_TABLE: PagedTable = {
  from: sql`media`,
  where: ATTACHMENTS,
  searched: [sql`name`, sql`title`],
  order: { id: sql`id` },
  defaultLimit: ATTACHMENTS_PAGE,
};

const ATTACHMENT_COLUMNS = sql`id, name, storage_key, mime, bytes,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;

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
      const page = await pageOf<AttachmentRow>(db, ATTACHMENTS_TABLE, ATTACHMENT_COLUMNS, query);
      return { data: page.data.map(attachmentAnswer), meta: page.meta };
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

    deleteAttachments: async ({ params, request, user }) => {
      const language = languageOf(request);
      const ids = parseIdList(params.ids, language);
      if (ids === null) throw notFound();
      const detached = await deleteMediaRows(context, ids, ATTACHMENTS, { userId: user.id });
      return {
        data: {
          message: deletedMessage(ids.length, language),
          detached,
        },
      };
    },
  };
}
