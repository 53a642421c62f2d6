/**
 * Image and file fields reference media by id (`kinds/images`, `kinds/files`): on save each id
 * must name a file of the library, images must be images and files of a type the field accepts.
 * The entries' copies of the file's address, thumbnail and name are refreshed from the library,
 * so an item never shows an address the client made up.
 */
import { sql } from 'drizzle-orm';
import { isValidationMessageKey } from '#core/messages';
import type { FieldOfKind } from '#core/model';
import { idList, isRecord } from '../db/sql';
import type { ReferenceContext } from '../../kinds/host/server';
import { DETECTED_TYPES, matchesAccepted } from './detect';

/** Where the library's files are served (`GET /uploads/<key>`). */
export const MEDIA_URL_PREFIX = '/uploads/';

interface LibraryFile {
  id: number;
  storage_key: string;
  thumb_key: string | null;
  name: string;
  mime: string;
}

export async function checkMediaReferences(
  field: FieldOfKind<'images'> | FieldOfKind<'files'>,
  value: unknown,
  { rows, path, errors }: ReferenceContext,
): Promise<void> {
  if (!Array.isArray(value)) return;
  const entries = value.filter(isRecord);
  const ids = entries.map((entry) => entry.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return;
  const found = new Map(
    (
      await rows<LibraryFile>(
        sql`select id, storage_key, thumb_key, name, mime from media where id in ${idList([...new Set(ids)])}`,
      )
    ).map((row) => [row.id, row]),
  );
  let unknown = false;
  let wrongType = false;
  for (const entry of entries) {
    const file = typeof entry.id === 'number' ? found.get(entry.id) : undefined;
    if (!file) {
      unknown = true;
      continue;
    }
    if (field.kind === 'images') {
      if (file.thumb_key === null) wrongType = true;
      entry.url = `${MEDIA_URL_PREFIX}${file.storage_key}`;
      entry.url_thumb = file.thumb_key === null ? null : `${MEDIA_URL_PREFIX}${file.thumb_key}`;
    } else {
      const type = DETECTED_TYPES.find((candidate) => candidate.mime === file.mime);
      if (!type || !matchesAccepted(type, field.accept)) wrongType = true;
      entry.url = `${MEDIA_URL_PREFIX}${file.storage_key}`;
      entry.name = file.name;
    }
  }
  if (unknown) errors.add(path, 'unknownMedia');
  else if (!wrongType) return;
  else if (field.kind === 'images') errors.add(path, 'uploadRejected', { n: field.minLongestSide });
  else errors.add(path, isValidationMessageKey(field.acceptMessage) ? field.acceptMessage : 'fileType');
}
