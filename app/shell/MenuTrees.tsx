/**
 * The category trees the sidebar's category links list (spec platform.md section 2: an interest
 * list per child of category 5), in Italian, under the lookups' key: the category editor's changes
 * invalidate it, so the links follow them without a reload. Loaded lazily by the sidebar, so that
 * the platform's calls and `useQueries` stay out of the signed-in frame until a user has such links.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { getCategoryTree } from '../../generated/api/platform';
import type { CategoryNode } from '../../generated/api/schemas';

export type MenuTreeList = readonly (CategoryNode | undefined)[];

/** The trees' data in the order of `mains` (stable while the data is: the effect below runs on changes only). */
function combineTrees(results: readonly UseQueryResult<CategoryNode>[]): MenuTreeList {
  return results.map((result) => result.data);
}

export default function MenuTrees({
  mains,
  onTrees,
}: {
  readonly mains: readonly number[];
  readonly onTrees: (trees: MenuTreeList) => void;
}) {
  const trees = useQueries({
    queries: mains.map((main) => ({
      queryKey: queryKeys.categoryTree(main, 'it'),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await getCategoryTree({ main, lang: 'it' }, { signal })).data,
    })),
    combine: combineTrees,
  });
  useEffect(() => onTrees(trees), [trees, onTrees]);
  return null;
}
