import type { AdminColumnKind, ColumnCellProps } from '../types';

/** The column's text linking to its route, filled from the row. */
function Cell({ host, column, row }: ColumnCellProps) {
  if (!column.link) return null;
  return (
    <host.RouteLink route={column.link.route} row={row}>
      {host.label(column.link.text)}
    </host.RouteLink>
  );
}

export const cell: AdminColumnKind = { Cell, sorts: true };
