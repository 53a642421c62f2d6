/**
 * The lookups the field widgets and the list filters read (react-query, cached): category trees,
 * provinces, municipalities, users and tags. One hook per call, so each query key always holds
 * one answer shape; screens map the answers to their options. Shapes: `server/lookups/routes.ts`.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { apiGet } from './api';
import type { CategoryNode } from './fields/categories';
import type { TagValue } from './fields/tags';

const LOOKUP_STALE_MS = 5 * 60_000;

/** `GET categories?main=&lang=`: the tree under a main category (titles fall back to Italian server-side). */
export function useCategoryTree(main: number | null, language: string) {
  return useQuery({
    queryKey: queryKeys.categoryTree(main, language),
    enabled: main !== null,
    queryFn: ({ signal }) =>
      apiGet<{ data: CategoryNode }>('categories', { main, lang: language }, signal).then((body) => body.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export interface Municipality {
  readonly id: number;
  readonly city: string;
  readonly province?: string;
  readonly province_short?: string;
  readonly istat?: string;
}

/** '{city} ({province_short})', or the city alone. */
export function municipalityLabel(municipality: Municipality): string {
  return municipality.province_short ? `${municipality.city} (${municipality.province_short})` : municipality.city;
}

/** `GET operations/comuni?name=[&provincia=]`: enabled from `minChars` typed characters. */
export function useMunicipalitySearch(text: string, minChars: number, province: string | null = null) {
  const name = text.trim();
  return useQuery({
    queryKey: queryKeys.municipalitySearch(name, province),
    queryFn: ({ signal }) =>
      apiGet<{ data: Municipality[] }>('operations/comuni', { name, provincia: province }, signal).then(
        (body) => body.data,
      ),
    enabled: name.length >= Math.max(1, minChars),
    staleTime: LOOKUP_STALE_MS,
  });
}

function municipalityById(id: number) {
  return {
    queryKey: queryKeys.municipality(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<{ data: Municipality[] }>('operations/comuni', { id }, signal).then((body) => body.data[0] ?? null),
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

export interface Province {
  readonly id: number;
  readonly nome: string;
}

/** `GET operations/province`: the provinces of the region. */
export function useProvinces(enabled = true) {
  return useQuery({
    queryKey: queryKeys.provinces(),
    enabled,
    queryFn: ({ signal }) => apiGet<{ data: Province[] }>('operations/province', {}, signal).then((body) => body.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export interface UserOption {
  readonly id: number;
  readonly name: string;
}

/** `GET operations/users`: active users as authors. */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users(),
    queryFn: ({ signal }) => apiGet<{ data: UserOption[] }>('operations/users', {}, signal).then((body) => body.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** `GET operations/tagsBox?s=&lang=`: tags of a language whose name contains the text. */
export function useTagSearch(text: string, language: string) {
  const s = text.trim();
  return useQuery({
    queryKey: queryKeys.tagSearch(language, s),
    queryFn: ({ signal }) =>
      apiGet<{ data: TagValue[] }>('operations/tagsBox', { s, lang: language }, signal).then((body) => body.data),
    staleTime: 30_000,
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
