/**
 * The list's pagination: the page buttons, the page size (spec: 10/20/30/40/50; none for a list of
 * one page size) and the total.
 */
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../i18n/context';

export interface ListPaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly size: number;
  readonly sizes: readonly number[];
  readonly total: number;
  /** Rows on the current page. */
  readonly shown: number;
  readonly onPage: (page: number) => void;
  readonly onSize: (size: number) => void;
}

export function ListPagination({ page, pages, size, sizes, total, shown, onPage, onSize }: ListPaginationProps) {
  const t = useT();
  const sizeId = useId();
  const from = shown === 0 ? 0 : (page - 1) * size + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const controlLabels: Record<'first' | 'previous' | 'next' | 'last', string> = {
    first: t('list.firstPage'),
    previous: t('list.previousPage'),
    next: t('list.nextPage'),
    last: t('list.lastPage'),
  };
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="sm" align="center">
        <Text size="sm" data-testid="list-total" aria-live="polite">
          {t('list.total', { n: total })}
          {shown > 0 ? ` (${t('list.range', { from, to, total })})` : ''}
        </Text>
        {sizes.length > 1 ? (
          <Group gap={6} align="center" wrap="nowrap">
            <Text component="label" htmlFor={sizeId} size="sm">
              {t('list.pageSize')}
            </Text>
            <Select
              id={sizeId}
              data={sizes.map((value) => ({ value: String(value), label: String(value) }))}
              value={String(size)}
              onChange={(value) => value !== null && onSize(Number(value))}
              allowDeselect={false}
              w={80}
              size="xs"
            />
          </Group>
        ) : null}
      </Group>
      <nav aria-label={t('list.pagination')}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          withEdges
          size="sm"
          getItemProps={(item) => ({ 'aria-label': t('list.page', { n: item }) })}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
      </nav>
    </Group>
  );
}
