/** Pieces the column kinds' cells share: the empty label and a value shown as text. */
import { Text } from '@mantine/core';
import type { ColumnCellProps } from './types';
import { textOf } from './values';

/** The column's empty label (spec: 'assente'), or nothing. */
export function Empty({ host, column }: Pick<ColumnCellProps, 'host' | 'column'>) {
  return column.empty ? (
    <Text span c="dimmed" size="sm">
      {host.label(column.empty)}
    </Text>
  ) : null;
}

/** The row's value as text, or the empty label. */
export function TextCell({ host, column, row }: ColumnCellProps) {
  const text = textOf(row[column.key]);
  return text === null ? <Empty host={host} column={column} /> : <>{text}</>;
}
