import type { AdminColumnKind, ColumnCellProps } from '../types';

function Cell({ host, row, meta }: ColumnCellProps) {
  return <host.LanguageFlags row={row} meta={meta} />;
}

export const cell: AdminColumnKind = { Cell, sorts: true };
