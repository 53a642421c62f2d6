/**
 * The media library's server state: paged searches (gallery 24, picker 20, 'Mostra altro' loads
 * the next page while `meta.last_page` allows; optionally only the images lacking a licence or
 * its version), the licences a media item may name with their versions, and the upload queue (at
 * most two uploads at a time, a progress per file).
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import type { MediaLicenceFilter } from '#core/contracts/media';
import { listMediaLicences, searchMedia, uploadMedia } from '../../../generated/api/platform';
import type { MediaItem } from '../../../generated/api/schemas';
import { errorText } from '../../ui/feedback';
import { useUiLanguage } from '../../i18n/context';
import { UPLOAD_CONCURRENCY, createLimiter, progressPercent } from './picker';

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
export function useLicenceOptions() {
  return useQuery({
    queryKey: queryKeys.mediaLicences(),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<LicenceOption[]> =>
      (await listMediaLicences({ signal })).data.map((licence) => ({
        value: String(licence.id),
        label: licence.title.trim() === '' ? `#${licence.id}` : licence.title,
        versions: licence.versions,
      })),
  });
}

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  readonly key: number;
  readonly name: string;
  readonly status: UploadStatus;
  /** 0-100. */
  readonly percent: number;
  /** The server's message when the upload was refused (or the check's, when it was not sent). */
  readonly error: string | null;
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
 * Uploads files with `send`, two at a time, tracking each one; every upload that succeeds is
 * handed to `onUploaded`. `refuse` lists a file that a check stopped before sending.
 */
export function useUploads<T>(send: UploadSender<T>, onUploaded?: (item: T) => void) {
  const { language } = useUiLanguage();
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const [limiter] = useState(() => createLimiter(UPLOAD_CONCURRENCY));
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
        })),
      ]);
      for (const { file, key } of added) {
        void limiter
          .run(async () => {
            update(key, { status: 'uploading' });
            return latest.current.send(file, (loaded, total) =>
              update(key, { percent: progressPercent(loaded, total) }),
            );
          })
          .then(
            (item) => {
              update(key, { status: 'done', percent: 100 });
              latest.current.onUploaded?.(item);
            },
            (error: unknown) => update(key, { status: 'failed', error: errorText(error, latest.current.language) }),
          );
      }
    },
    [limiter, update],
  );

  const refuse = useCallback((name: string, message: string) => {
    const key = nextKey.current++;
    setEntries((current) => [...current, { key, name, status: 'failed', percent: 0, error: message }]);
  }, []);

  /** Forgets the finished entries (done and failed). */
  const clearFinished = useCallback(() => {
    setEntries((current) => current.filter((entry) => entry.status === 'waiting' || entry.status === 'uploading'));
  }, []);

  const busy = entries.some((entry) => entry.status === 'waiting' || entry.status === 'uploading');
  return { entries, add, refuse, clearFinished, busy };
}

/**
 * Uploads files to the media library (`target`: collection 'images' and parent 0 by default),
 * two at a time; every upload that succeeds invalidates the media searches.
 */
export function useUploadQueue(target: UploadTarget = {}, onUploaded?: (item: MediaItem) => void) {
  const queryClient = useQueryClient();
  return useUploads<MediaItem>(
    async (file, onProgress) => {
      const query = {
        ...(target.entity ? { entity: target.entity } : {}),
        ...(target.field ? { field: target.field } : {}),
      };
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
