/**
 * The articles' audio as stored (`item_audio`, core/db/platform.ts): one per item and language, its
 * file a media item of collection `audio`. Recording a new audio inserts its media row and points
 * the item's row at it in one transaction, the earlier media row deleted in the same one; the
 * earlier file is removed after (a file whose removal failed is the uploads sweeper's).
 */
import { sql } from 'drizzle-orm';
import { AUDIO_COLLECTION, AUDIO_JOB } from '#core/audio';
import { rows, type Database, type Executor } from '../../db/client';
import { MEDIA_URL_PREFIX } from '../../media/references';
import { jobById, type Job } from '../../jobs/queue';

/** An item and language. */
export interface AudioTarget {
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
}

/** The key of a generation's job: one per item and language in flight. */
export const audioJobKey = (target: AudioTarget): string => `${target.entity}:${target.id}:${target.lang}`;

export interface StoredAudio {
  readonly media_id: number;
  readonly url: string;
  readonly mime: string;
  readonly bytes: number;
  readonly characters: number;
  readonly truncated: boolean;
  readonly created_at: string;
}

/** The item's current audio in the language, or null. */
export async function currentAudio(db: Executor, target: AudioTarget): Promise<StoredAudio | null> {
  const [found] = await rows<Omit<StoredAudio, 'url'> & { storage_key: string }>(
    db,
    sql`select m.id as media_id, m.storage_key, m.mime, m.bytes, a.characters, a.truncated,
               to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
          from item_audio a join media m on m.id = a.media_id
         where a.entity = ${target.entity} and a.item_id = ${target.id} and a.lang = ${target.lang}`,
  );
  if (!found) return null;
  const { storage_key: key, ...audio } = found;
  return { ...audio, url: `${MEDIA_URL_PREFIX}${key}` };
}

/** The latest generation's job of the item and language, or null. */
export async function latestAudioJob(db: Executor, target: AudioTarget): Promise<Job | null> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id::int as id from jobs where kind = ${AUDIO_JOB} and key = ${audioJobKey(target)} order by id desc limit 1`,
  );
  return found ? jobById(db, found.id) : null;
}

export interface NewAudio {
  readonly storageKey: string;
  readonly mime: string;
  readonly bytes: number;
  /** The media item's file name and title. */
  readonly name: string;
  readonly title: string;
  readonly characters: number;
  readonly truncated: boolean;
  /** The user who asked for it (null when unknown or deleted). */
  readonly userId: number | null;
}

/**
 * Records a new audio of the item and language (a media row and the item's row), in place of the
 * earlier one, whose media row is deleted; answers the new media id and the earlier files' keys.
 */
export async function recordAudio(
  database: Database,
  target: AudioTarget,
  audio: NewAudio,
): Promise<{ mediaId: number; removedKeys: string[] }> {
  return database.db.transaction(async (tx) => {
    const [media] = await rows<{ id: number }>(
      tx,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, title, uploaded_by)
          values (${AUDIO_COLLECTION}, ${audio.storageKey}, null, ${audio.name}, ${audio.mime}, ${audio.bytes},
                  ${audio.title}, (select id from users where id = ${audio.userId}))
          returning id`,
    );
    if (!media) throw new Error('insert into media returned no row');
    const [earlier] = await rows<{ media_id: number }>(
      tx,
      sql`select media_id from item_audio
           where entity = ${target.entity} and item_id = ${target.id} and lang = ${target.lang} for update`,
    );
    await tx.execute(
      sql`insert into item_audio (entity, item_id, lang, media_id, characters, truncated)
          values (${target.entity}, ${target.id}, ${target.lang}, ${media.id}, ${audio.characters}, ${audio.truncated})
          on conflict (entity, item_id, lang) do update
            set media_id = excluded.media_id, characters = excluded.characters, truncated = excluded.truncated,
                updated_at = now()`,
    );
    const removed = earlier
      ? await rows<{ storage_key: string; thumb_key: string | null }>(
          tx,
          sql`delete from media where id = ${earlier.media_id} and collection = ${AUDIO_COLLECTION}
              returning storage_key, thumb_key`,
        )
      : [];
    return {
      mediaId: media.id,
      removedKeys: removed.flatMap((row) =>
        row.thumb_key === null ? [row.storage_key] : [row.storage_key, row.thumb_key],
      ),
    };
  });
}

/**
 * Forgets deleted items' audio (called in the deletion's transaction): the audio media rows go, and
 * their `item_audio` rows with them (cascade); the files, named by no row, are removed by the
 * uploads sweeper (`server/media/sweep.ts`).
 */
export async function forgetItemAudio(db: Executor, entity: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from media
         where collection = ${AUDIO_COLLECTION}
           and id in (select media_id from item_audio
                       where entity = ${entity} and item_id in (${sql.join(
                         ids.map((id) => sql`${id}`),
                         sql`, `,
                       )}))`,
  );
}
