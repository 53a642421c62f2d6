/**
 * The generic list every generated `List.tsx` renders. This is the interface-level component of
 * the generator issue; the admin-shell issue (#4) gives it the table, filters and actions.
 */
import type { EntityListProps } from './types';

export function EntityList({ meta }: EntityListProps) {
  return (
    <section aria-label={meta.list.title.it}>
      <h1>{meta.list.title.it}</h1>
    </section>
  );
}
