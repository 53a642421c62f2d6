/**
 * The lookups the list filters offer: a category tree (`GET categories?main=`), the provinces
 * (`GET operations/province`) and municipalities (`GET operations/comuni`, by name or by id).
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
  /** Nesting level in a category tree (0 for the main category's children). */
  readonly depth: number;
}

interface CategoryNode {
  readonly id: number;
  readonly contents?: Readonly<Record<string, { readonly title?: string } | undefined>>;
  readonly children?: readonly CategoryNode[];
}

function nodeTitle(node: CategoryNode, lang: string): string {
  const titles = node.contents ?? {};
  return titles[lang]?.title || titles.it?.title || Object.values(titles).find((entry) => entry?.title)?.title || '';
}

/** The tree under the main category, depth first, the main category itself left out. */
export function flattenCategoryTree(root: CategoryNode, lang: string): FilterOption[] {
  const options: FilterOption[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number): void => {
    for (const node of nodes) {
      options.push({ value: String(node.id), label: nodeTitle(node, lang) || `#${node.id}`, depth });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(root.children ?? [], 0);
  return options;
}

const LOOKUP_STALE_MS = 5 * 60_000;

export function useCategoryOptions(main: number | null, lang: string) {
  return useQuery({
    queryKey: ['lookup', 'categories', main, lang],
    enabled: main !== null,
    staleTime: LOOKUP_STALE_MS,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ data: CategoryNode }>('categories', { main, lang }, signal);
      return flattenCategoryTree(body.data, lang);
    },
  });
}

export function useProvinceOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['lookup', 'province'],
    enabled,
    staleTime: LOOKUP_STALE_MS,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ data: { id: number; nome: string }[] }>('operations/province', {}, signal);
      return body.data.map((row): FilterOption => ({ value: String(row.id), label: row.nome, depth: 0 }));
    },
  });
}

interface MunicipalityRow {
  readonly id: number;
  readonly city: string;
  readonly province_short?: string;
}

function municipalityOption(row: MunicipalityRow): FilterOption {
  const label = row.province_short ? `${row.city} (${row.province_short})` : row.city;
  return { value: String(row.id), label, depth: 0 };
}

/** Municipalities whose name contains the text (from 2 characters), optionally in a province. */
export function useMunicipalitySearch(name: string, province: string | null, minChars: number) {
  const text = name.trim();
  return useQuery({
    queryKey: ['lookup', 'comuni', text, province],
    enabled: text.length >= minChars,
    staleTime: LOOKUP_STALE_MS,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ data: MunicipalityRow[] }>(
        'operations/comuni',
        { name: text, provincia: province },
        signal,
      );
      return body.data.map(municipalityOption);
    },
  });
}

/** One municipality by id (the label of an applied filter), null when it does not exist. */
export function useMunicipality(id: string | null) {
  return useQuery({
    queryKey: ['lookup', 'comune', id],
    enabled: id !== null,
    staleTime: LOOKUP_STALE_MS,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ data: MunicipalityRow[] }>('operations/comuni', { id }, signal);
      const row = body.data[0];
      return row ? municipalityOption(row) : null;
    },
  });
}
