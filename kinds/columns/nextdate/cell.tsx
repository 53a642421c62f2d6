import { wireToListDate } from '#core/dates';
import { Empty } from '../cell-parts';
import type { AdminColumnKind, ColumnCellProps } from '../types';
import { textOf } from '../values';

/** The next day as a list date (DD-MM-YYYY), or the column's empty label (none left). */
function Cell({ host, column, row }: ColumnCellProps) {
  const text = textOf(row[column.key]);
  return text === null ? <Empty host={host} column={column} /> : <>{wireToListDate(text)}</>;
}

export const cell: AdminColumnKind = { Cell, sorts: false };
