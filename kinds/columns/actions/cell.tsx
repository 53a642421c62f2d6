import type { AdminColumnKind, ColumnCellProps } from '../types';

/** The list's row actions, given the column's link. Never sorts the list. */
function Cell({ host, column }: ColumnCellProps) {
  return <>{host.rowActions(column.link)}</>;
}

export const cell: AdminColumnKind = { Cell, sorts: false };
