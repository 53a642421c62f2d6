/**
 * The lookups the field widgets and the list filters read (react-query, cached): category trees,
 * provinces, municipalities, users, tags and items of searchable entities. One hook per call, so each query key always holds
 * one answer shape; screens map the answers to their options. Shapes: `server/lookups/routes.ts`.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import {
  getCategoryTree,
  listOperationsComuni,
  listOperationsProvince,
  listOperationsTagsBox,
  listOperationsUsers,
} from '../../generated/api/platform';
import type { Municipality } from '../../generated/api/schemas';
import type { SearchRow } from '#api/client.ts';
import { searchable } from '../../generated/api/searchable';
import { CONTENT_LANGUAGES, type LanguageCode } from '#core/languages';
import { SEARCH_CALL_LIMITS } from '#core/limits';

export type { Municipality, NamedOption as UserOption, Province } from '../../generated/api/schemas';

/** The content language of a lookup (Italian for anything else). */
function contentLanguage(language: string): LanguageCode {
  return (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'it';
}

const LOOKUP_STALE_MS = 5 * 60_000;

/** `GET categories?main=&lang=`: the tree under a main category (titles fall back to Italian server-side). */
export function useCategoryTree(main: number | null, language: string) {
  return useQuery({
    queryKey: queryKeys.categoryTree(main, language),
    enabled: main !== null,
    queryFn: async ({ signal }) =>
      (await getCategoryTree({ main: main ?? 0, lang: contentLanguage(language) }, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** '{city} ({province_short})', or the city alone. */
export function municipalityLabel(municipality: Pick<Municipality, 'city'> & Partial<Municipality>): string {
  return municipality.province_short ? `${municipality.city} (${municipality.province_short})` : municipality.city;
}

/** `GET operations/comuni?name=[&provincia=]`: enabled from `minChars` typed characters. */
export function useMunicipalitySearch(text: string, minChars: number, province: string | null = null) {
  const name = text.trim();
  return useQuery({
    queryKey: queryKeys.municipalitySearch(name, province),
    queryFn: async ({ signal }) =>
      (
        await listOperationsComuni(
          { name, ...(province === null || province === '' ? {} : { provincia: Number(province) }) },
          { signal },
        )
      ).data,
    enabled: name.length >= Math.max(1, minChars),
    staleTime: LOOKUP_STALE_MS,
  });
}

function municipalityById(id: number) {
  return {
    queryKey: queryKeys.municipality(id),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Municipality | null> =>
      (await listOperationsComuni({ id }, { signal })).data[0] ?? null,
    staleTime: Infinity,
  };
}

/** `GET operations/comuni?id=`: one municipality, null when it does not exist. */
export function useMunicipality(id: number | null) {
  return useQuery({ ...municipalityById(id ?? 0), enabled: id !== null });
}

/** `GET operations/comuni?id=` for each id: the labels of the chosen municipalities. */
export function useMunicipalitiesById(ids: readonly number[]): Map<number, Municipality> {
  const results = useQueries({ queries: ids.map(municipalityById) });
  const found = new Map<number, Municipality>();
  for (const result of results) if (result.data) found.set(result.data.id, result.data);
  return found;
}

/** `GET operations/province`: the provinces of the region. */
export function useProvinces(enabled = true) {
  return useQuery({
    queryKey: queryKeys.provinces(),
    enabled,
    queryFn: async ({ signal }) => (await listOperationsProvince({ signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** `GET operations/users`: active users as authors. */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users(),
    queryFn: async ({ signal }) => (await listOperationsUsers({ signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** `GET operations/tagsBox?s=&lang=`: tags of a language whose name contains the text. */
export function useTagSearch(text: string, language: string) {
  const s = text.trim();
  return useQuery({
    queryKey: queryKeys.tagSearch(language, s),
    queryFn: async ({ signal }) =>
      (await listOperationsTagsBox({ s, lang: contentLanguage(language) }, { signal })).data,
    staleTime: 30_000,
  });
}

async function searchEntity(
  entity: string,
  body: { keywords: string } | { id: number },
  signal: AbortSignal,
): Promise<readonly SearchRow[]> {
  const load = searchable[entity];
  const calls = load ? await load() : null;
  if (!calls?.search) return [];
  return (await calls.search(body, { signal })).data;
}

/** `POST {entity}/search {keywords}`: live items by title, from `SEARCH_CALL_LIMITS.minChars` characters. */
export function useReferenceSearch(entity: string, text: string) {
  const keywords = text.trim();
  return useQuery({
    queryKey: queryKeys.referenceSearch(entity, keywords),
    enabled: keywords.length >= SEARCH_CALL_LIMITS.minChars,
    queryFn: ({ signal }) => searchEntity(entity, { keywords }, signal),
    staleTime: 30_000,
  });
}

/**
 * `GET {entity}/combo?keywords=&provincia=`: live items by title as `{id, nome}`, optionally in a
 * province, from `minChars` characters (spec: the operator combo).
 */
export function useReferenceCombo(entity: string, text: string, minChars: number, province: number | null) {
  const keywords = text.trim();
  return useQuery({
    queryKey: queryKeys.referenceCombo(entity, keywords, province),
    enabled: keywords.length >= minChars,
    queryFn: async ({ signal }): Promise<readonly { id: number; nome: string }[]> => {
      const load = searchable[entity];
      const calls = load ? await load() : null;
      if (!calls?.combo) return [];
      const query = { keywords, ...(province === null ? {} : { provincia: province }) };
      return (await calls.combo(query, { signal })).data;
    },
    staleTime: 30_000,
  });
}

/** `POST {entity}/search {id}`: the live item with the id (null when it is gone), to name a chosen one. */
export function useReferenceItem(entity: string, id: number | null) {
  return useQuery({
    queryKey: queryKeys.referenceItem(entity, id),
    enabled: id !== null,
    queryFn: async ({ signal }) => (await searchEntity(entity, { id: id ?? 0 }, signal))[0] ?? null,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The value after a pause of `ms` without changes. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
