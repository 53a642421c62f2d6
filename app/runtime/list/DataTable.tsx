/**
 * The one table of the admin's lists (the generated entity lists and the platform's users, roles,
 * desks, 404 redirects and attachments), on TanStack Table: remote-sorted headers ('Ordina per
 * …', `aria-sort`), an optional selection column, the loading, empty and error rows, and the
 * rows' cells or, for a list edited in place, its own row component. Paging and the data are the
 * caller's (its list controller).
 */
import { Box, Checkbox, LoadingOverlay, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../i18n/context';
import { toggledOrder } from './platformState';

const SELECT_COLUMN = '__select';

/** The order of a list: `+field` ascending, `-field` descending. */
export interface TableOrder {
  readonly value: string;
  readonly onChange: (next: string) => void;
}

export interface TableSelection<T> {
  readonly state: RowSelectionState;
  readonly onChange: OnChangeFn<RowSelectionState>;
  /** The header checkbox's name. */
  readonly allLabel: string;
  /** A row checkbox's name. */
  readonly rowLabel: (row: T) => string;
}

export interface DataTableProps<T> {
  /** The table's accessible name (the list's title). */
  readonly label: string;
  readonly rows: readonly T[];
  /** The columns; a column sorts when its `enableSorting` is true and it has an accessor. */
  readonly columns: readonly ColumnDef<T>[];
  readonly rowId: (row: T) => string;
  readonly order?: TableOrder;
  readonly selection?: TableSelection<T>;
  /** The first load: a loading row while there are no rows. */
  readonly pending: boolean;
  /** Any load, the first or a later one: `aria-busy`, and an overlay over the rows shown. */
  readonly fetching: boolean;
  /** The load failed and there are no rows to show. */
  readonly failed?: boolean;
  /** What the empty list says. */
  readonly empty: string;
  /** `data-testid` of each row. */
  readonly rowTestId?: string;
  /** Plain rows (no stripes or hover), for lists edited in place. */
  readonly plain?: boolean;
  /** A row of its own (a row edited in place) instead of the columns' cells. */
  readonly renderRow?: (row: T) => ReactNode;
  /** Styles of a column's header and cells, by column id. */
  readonly columnStyles?: Readonly<Record<string, CSSProperties>>;
}

function orderState(order: TableOrder | undefined): SortingState {
  if (!order || !/^[+-]./.test(order.value)) return [];
  return [{ id: order.value.slice(1), desc: order.value.startsWith('-') }];
}

export function DataTable<T>({
  label,
  rows,
  columns,
  rowId,
  order,
  selection,
  pending,
  fetching,
  failed = false,
  empty,
  rowTestId,
  plain = false,
  renderRow,
  columnStyles = {},
}: DataTableProps<T>) {
  const t = useT();
  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    if (!selection) return [...columns];
    const select: ColumnDef<T> = {
      id: SELECT_COLUMN,
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={selection.allLabel}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
          disabled={table.getRowModel().rows.length === 0}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={selection.rowLabel(row.original)}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selection]);

  const sorting = orderState(order);

  // The app does not use the React Compiler; TanStack Table 8's instance is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as T[],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    enableSorting: order !== undefined,
    enableRowSelection: selection !== undefined,
    state: { sorting, rowSelection: selection?.state ?? {} },
    ...(selection ? { onRowSelectionChange: selection.onChange } : {}),
  });
  const width = table.getVisibleLeafColumns().length;

  return (
    <Box pos="relative">
      <LoadingOverlay visible={fetching && !pending} zIndex={2} overlayProps={{ blur: 1 }} />
      <Table.ScrollContainer minWidth={600}>
        <Table
          striped={!plain}
          highlightOnHover={!plain}
          withTableBorder
          verticalSpacing="xs"
          aria-label={label}
          aria-busy={fetching}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const text = header.column.columnDef.header;
                  const content = flexRender(text, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      w={header.column.id === SELECT_COLUMN ? 40 : undefined}
                      style={columnStyles[header.column.id]}
                    >
                      {canSort ? (
                        <UnstyledButton
                          onClick={() => order?.onChange(toggledOrder(order.value, header.column.id))}
                          aria-label={typeof text === 'string' ? t('users.sortBy', { column: text }) : undefined}
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                          )}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={width}>
                  <Text c="dimmed" ta="center" py="md">
                    {pending ? t('list.loading') : failed ? t('list.loadError') : empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : renderRow ? (
              rows.map(renderRow)
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-testid={rowTestId}
                  bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={columnStyles[cell.column.id]}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
