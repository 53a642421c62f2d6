/**
 * '/users/redazioni', the editorial desks (spec platform.md sections 2 and 6): redazioni-view;
 * 'Nuova redazione' with redazioni-create; no deletion. Columns ID, Nome, URL it, URL en, Utenti,
 * sorted on click, with pages; the state is kept per list in the browser.
 */
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DESK_ORDER_FIELDS } from '#core/contracts/desks';
import { queryKeys } from '#api/queryKeys.ts';
import { listDesks } from '../../../generated/api/platform';
import type { DeskRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT } from '../../i18n/context';
import { ListPagination } from '../../runtime/list/ListPagination';
import {
  PAGE_SIZES,
  toggledOrder,
  usePlatformListState,
  type PlatformListState,
} from '../../runtime/list/platformState';

const DEFAULTS: PlatformListState = { page: 1, limit: 50, orderBy: '-id', keywords: '' };

export function DesksPage() {
  const t = useT();
  const { allows } = useSession();
  const { state, update, reset } = usePlatformListState('desks', DEFAULTS, DESK_ORDER_FIELDS);
  const [typed, setTyped] = useState(state.keywords);
  const stateKey = useMemo(() => JSON.stringify(state), [state]);
  const list = useQuery({
    queryKey: queryKeys.desks(stateKey),
    queryFn: ({ signal }) =>
      listDesks(
        {
          page: state.page,
          limit: state.limit,
          orderBy: state.orderBy,
          ...(state.keywords === '' ? {} : { keywords: state.keywords }),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const rows: readonly DeskRow[] = list.data?.data ?? [];
  const sortable = (field: (typeof DESK_ORDER_FIELDS)[number], label: string) => (
    <UnstyledButton
      onClick={() => update({ orderBy: toggledOrder(state.orderBy, field), page: 1 })}
      aria-label={t('users.sortBy', { column: label })}
    >
      <Text size="sm" fw={700}>
        {label}
        {state.orderBy === `+${field}` ? ' ▲' : state.orderBy === `-${field}` ? ' ▼' : ''}
      </Text>
    </UnstyledButton>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('desks.title')}
        </Title>
        {allows('redazioni-create') ? (
          <Button component={Link} to="/users/redazioni/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('desks.new')}
          </Button>
        ) : null}
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update({ keywords: typed.trim(), page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('list.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">{t('list.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped('');
              reset();
            }}
          >
            {t('list.reset')}
          </Button>
        </Group>
      </form>
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}
      <Table striped highlightOnHover withTableBorder aria-label={t('desks.title')} aria-busy={list.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{sortable('id', 'ID')}</Table.Th>
            <Table.Th>{sortable('nome', t('desks.name'))}</Table.Th>
            <Table.Th>{t('desks.urlIt')}</Table.Th>
            <Table.Th>{t('desks.urlEn')}</Table.Th>
            <Table.Th>{sortable('users_count', t('desks.users'))}</Table.Th>
            <Table.Th>{t('users.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="gray.7">
                  {t('users.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="desk-row">
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.nome}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.url_it}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.url_en}</Table.Td>
              <Table.Td>{row.users_count}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/users/redazioni/${row.id}`}
                  size="sm"
                  aria-label={t('users.editNamed', { name: row.nome })}
                >
                  {t('list.edit')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination
        page={state.page}
        pages={list.data?.meta.last_page ?? 1}
        size={state.limit}
        sizes={PAGE_SIZES}
        total={list.data?.total ?? 0}
        shown={rows.length}
        onPage={(page) => update({ page })}
        onSize={(limit) => update({ limit, page: 1 })}
      />
    </Stack>
  );
}
