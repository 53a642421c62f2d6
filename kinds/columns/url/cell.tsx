import { Anchor } from '@mantine/core';
import { Empty } from '../cell-parts';
import type { AdminColumnKind, ColumnCellProps } from '../types';
import { textOf } from '../values';

/** An http(s) address as a link opening a new tab; any other text as it is. */
function Cell({ host, column, row }: ColumnCellProps) {
  const text = textOf(row[column.key]);
  if (text === null) return <Empty host={host} column={column} />;
  return /^https?:\/\//i.test(text) ? (
    <Anchor
      href={text}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      title={host.t('list.openLink', { url: text })}
    >
      {text}
    </Anchor>
  ) : (
    <>{text}</>
  );
}

export const cell: AdminColumnKind = { Cell, sorts: true };
