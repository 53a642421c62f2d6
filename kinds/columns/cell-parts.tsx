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

/**
 * The row's value as text, or the empty label; a column with `more` shows the first of several
 * values and its `more` text (spec: 'Bologna +  altri').
 */
export function TextCell({ host, column, row }: ColumnCellProps) {
  const value = row[column.key];
  if (column.more && Array.isArray(value)) {
    const [first, ...others] = value.filter((text): text is string => typeof text === 'string' && text !== '');
    if (first === undefined) return <Empty host={host} column={column} />;
    return <>{others.length > 0 ? `${first}${host.label(column.more)}` : first}</>;
  }
  const text = textOf(value);
  return text === null ? <Empty host={host} column={column} /> : <>{text}</>;
}
