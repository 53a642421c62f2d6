import { wireToListDate } from '#core/dates';
import { Empty } from '../cell-parts';
import type { AdminColumnKind, ColumnCellProps } from '../types';
import { textOf } from '../values';

/** A list date (DD-MM-YYYY), or the empty label. */
function Cell({ host, column, row }: ColumnCellProps) {
  const text = textOf(row[column.key]);
  return text === null ? <Empty host={host} column={column} /> : <>{wireToListDate(text)}</>;
}

export const cell: AdminColumnKind = { Cell, sorts: true };
