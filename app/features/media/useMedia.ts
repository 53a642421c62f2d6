/**
 * The media library's server state: paged searches (gallery 24, picker 20, 'Mostra altro' loads
 * the next page while `meta.last_page` allows; optionally only the images lacking a licence or
 * its version), the licences a media item may name with their versions, and the uploads (through
 * the admin's one upload queue, a progress per file).
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import type { MediaLicenceFilter } from '#core/contracts/media';
import { listMediaLicences, searchMedia, uploadMedia } from '../../../generated/api/platform';
import type { MediaItem } from '../../../generated/api/schemas';
import { translate } from '../../i18n';
import { useUiLanguage } from '../../i18n/context';
import { createUploadQueue, type UploadEvent } from '../../runtime/uploadQueue';
import { errorText } from '../../ui/feedback';
import { progressPercent } from './picker';

/** The entity's field a picker chooses images for (an editor's images box). */
export interface PickFor {
  readonly entity: string;
  readonly field: string;
}

/**
 * The field an upload target names, when it names both the entity and the field: the picker's
 * search sends it, so that an editor of the entity may search without the media abilities.
 */
export function pickForOf(target: UploadTarget | undefined): PickFor | undefined {
  return target?.entity && target.field ? { entity: target.entity, field: target.field } : undefined;
}

export interface MediaSearch {
  /** Images per page (gallery 24, picker 20). */
  readonly limit: number;
  /** Words to look for (trimmed; empty lists everything). */
  readonly text: string;
  /** The field a picker chooses for (the gallery screen names none). */
  readonly pickFor?: PickFor | undefined;
  /** `missing`: only the images lacking a licence or its version (the gallery's filter). */
  readonly licence?: MediaLicenceFilter | undefined;
}

/** The pages of a media search. */
export function useMediaSearch({ limit, text, pickFor, licence }: MediaSearch) {
  const query = text.trim();
  const search = useInfiniteQuery({
    queryKey: queryKeys.mediaSearch(limit, query, pickFor ? `${pickFor.entity}.${pickFor.field}` : '', licence ?? ''),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      searchMedia(
        {
          limit,
          page: pageParam,
          ...(query === '' ? {} : { query }),
          ...(pickFor ? { entity: pickFor.entity, field: pickFor.field } : {}),
          ...(licence ? { license: licence } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
  const items = useMemo(() => {
    const seen = new Set<number>();
    const all: MediaItem[] = [];
    for (const page of search.data?.pages ?? []) {
      for (const item of page.data) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        all.push(item);
      }
    }
    return all;
  }, [search.data]);
  const total = search.data?.pages.at(-1)?.meta.total ?? 0;
  return { ...search, items, total };
}

export interface LicenceOption {
  readonly value: string;
  readonly label: string;
  /** The names of its versions, in order: the version select's options. */
  readonly versions: readonly string[];
}

/**
 * The published licences, as select options with their versions (`GET media/licences`: the
 * server accepts only those, and only one of their versions).
 */
export function useLicenceOptions({ enabled = true }: { readonly enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.mediaLicences(),
    staleTime: 60_000,
    enabled,
    queryFn: async ({ signal }): Promise<LicenceOption[]> =>
      (await listMediaLicences({ signal })).data.map((licence) => ({
        value: String(licence.id),
        label: licence.title.trim() === '' ? `#${licence.id}` : licence.title,
        versions: licence.versions,
      })),
  });
}

export type UploadStatus = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';

export interface UploadEntry {
  readonly key: number;
  readonly name: string;
  readonly status: UploadStatus;
  /** 0-100. */
  readonly percent: number;
  /** The server's message when the upload was refused (or the check's, when it was not sent). */
  readonly error: string | null;
  /** While `retrying`: the seconds the server asked to wait before the file is sent again. */
  readonly retryIn: number | null;
}

export interface UploadTarget {
  readonly collection?: string;
  readonly parentId?: number;
  /** Where the file is going (`?entity=&field=`), when an editor knows it. */
  readonly entity?: string;
  readonly field?: string;
}

/** Sends one file, reporting progress; resolves to what the server stored. */
export type UploadSender<T> = (file: File, onProgress: (loaded: number, total: number) => void) => Promise<T>;

/**
 * The one queue of the admin's uploads (`app/runtime/uploadQueue.ts`): every drop zone and file
 * box of the tab together send `UPLOAD_CONCURRENCY` files at once at most, and wait when the
 * server says it is busy.
 */
const uploads = createUploadQueue();

/**
 * Uploads files with `send` through the admin's upload queue, tracking each one (a busy server's
 * 503 is waited out and the file sent again); every upload that succeeds is handed to
 * `onUploaded`. `refuse` lists a file that a check stopped before sending.
 */
export function useUploads<T>(send: UploadSender<T>, onUploaded?: (item: T) => void) {
  const { language } = useUiLanguage();
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const nextKey = useRef(1);
  // The latest props, read when an upload starts or ends (after the render that queued it).
  const latest = useRef({ send, onUploaded, language });
  useLayoutEffect(() => {
    latest.current = { send, onUploaded, language };
  });

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ file, key: nextKey.current++ }));
      setEntries((current) => [
        ...current,
        ...added.map(({ file, key }): UploadEntry => ({
          key,
          name: file.name,
          status: 'waiting',
          percent: 0,
          error: null,
          retryIn: null,
        })),
      ]);
      for (const { file, key } of added) {
        uploads.add<T>({
          send: (onProgress) => latest.current.send(file, onProgress),
          report: (event: UploadEvent<T>) => {
            switch (event.type) {
              case 'start':
                update(key, { status: 'uploading', percent: 0, retryIn: null });
                break;
              case 'progress':
                update(key, { percent: progressPercent(event.loaded, event.total) });
                break;
              case 'retry':
                update(key, { status: 'retrying', percent: 0, retryIn: event.seconds });
                break;
              case 'done':
                update(key, { status: 'done', percent: 100, retryIn: null });
                latest.current.onUploaded?.(event.result);
                break;
              case 'failed':
                update(key, {
                  status: 'failed',
                  retryIn: null,
                  error: event.gaveUp
                    ? translate('media.busyGaveUp', latest.current.language, { n: event.tries })
                    : errorText(event.error, latest.current.language),
                });
                break;
            }
          },
        });
      }
    },
    [update],
  );

  const refuse = useCallback((name: string, message: string) => {
    const key = nextKey.current++;
    setEntries((current) => [...current, { key, name, status: 'failed', percent: 0, error: message, retryIn: null }]);
  }, []);

  /** Forgets the finished entries (done and failed). */
  const clearFinished = useCallback(() => {
    setEntries((current) => current.filter((entry) => entry.status !== 'done' && entry.status !== 'failed'));
  }, []);

  const busy = entries.some((entry) => entry.status !== 'done' && entry.status !== 'failed');
  return { entries, add, refuse, clearFinished, busy };
}

/**
 * Uploads files to the media library (`target`: collection 'images' and parent 0 by default)
 * through the admin's upload queue; every upload that succeeds invalidates the media searches.
 */
export function useUploadQueue(target: UploadTarget = {}, onUploaded?: (item: MediaItem) => void) {
  const queryClient = useQueryClient();
  return useUploads<MediaItem>(
    async (file, onProgress) => {
      // The entity and its field together, or neither (the API refuses one without the other).
      const query = pickForOf(target) ?? {};
      const answer = await uploadMedia(target.collection ?? 'images', target.parentId ?? 0, file, query, {
        onProgress,
      });
      return answer.data;
    },
    (item) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
      onUploaded?.(item);
    },
  );
}
