/**
 * The options of the list filters: the shared lookups of `app/runtime/lookups.ts` (category
 * tree, provinces, municipalities by name or id) mapped to select options.
 */
import { useMemo } from 'react';
import {
  municipalityLabel,
  useCategoryTree,
  useMunicipality as useMunicipalityLookup,
  useMunicipalitySearch as useMunicipalitySearchLookup,
  useProvinces,
  type Municipality,
} from '../lookups';

import type { FilterOption } from '../../../kinds/filters/types';

export type { FilterOption };

import type { CategoryNode as ContractNode } from '../../../generated/api/schemas';

/**
 * A node of the category tree (`CategoryNode` of the contract) read leniently: one without
 * contents, titles or children is read as empty.
 */
type CategoryNode = Pick<ContractNode, 'id'> & {
  readonly contents?: Readonly<Record<string, { readonly title?: string } | undefined>>;
  readonly children?: readonly CategoryNode[];
};

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

function municipalityOption(row: Municipality): FilterOption {
  return { value: String(row.id), label: municipalityLabel(row), depth: 0 };
}

/** The category filter's options: the shared tree lookup, flattened. */
export function useCategoryOptions(main: number | null, lang: string) {
  const query = useCategoryTree(main, lang);
  const data = useMemo(() => (query.data ? flattenCategoryTree(query.data, lang) : undefined), [query.data, lang]);
  return { ...query, data };
}

export function useProvinceOptions(enabled: boolean) {
  const query = useProvinces(enabled);
  const data = useMemo(
    () => query.data?.map((row): FilterOption => ({ value: String(row.id), label: row.nome, depth: 0 })),
    [query.data],
  );
  return { ...query, data };
}

/** Municipalities whose name contains the text (from `minChars` characters), optionally in a province. */
export function useMunicipalitySearch(name: string, province: string | null, minChars: number) {
  const query = useMunicipalitySearchLookup(name, minChars, province);
  const data = useMemo(() => query.data?.map(municipalityOption), [query.data]);
  return { ...query, data };
}

/** One municipality by id (the label of an applied filter), null when it does not exist. */
export function useMunicipality(id: string | null) {
  const query = useMunicipalityLookup(id === null || !/^\d+$/.test(id) ? null : Number(id));
  const data = useMemo(
    () => (query.data === undefined ? undefined : query.data === null ? null : municipalityOption(query.data)),
    [query.data],
  );
  return { ...query, data };
}
