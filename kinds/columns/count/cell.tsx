import type { AdminColumnKind, ColumnCellProps } from '../types';
import { textOf } from '../values';

/** The count (0 when unreadable). */
function Cell({ column, row }: ColumnCellProps) {
  const value = row[column.key];
  return <>{typeof value === 'number' ? value : Number(textOf(value) ?? 0) || 0}</>;
}

export const cell: AdminColumnKind = { Cell, sorts: true };
