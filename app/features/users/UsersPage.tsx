/**
 * '/users', the users list (spec platform.md sections 2, 4, 5 and 6; needs user-view, closed to
 * the 'redazione' family): a keyword search that runs from 2 characters after a 1000 ms pause,
 * columns that sort on click, pages of 10-50 rows (50 by default), the state kept per list in the
 * browser; the status badge toggles the account ('clicca per disattivare l'utente' / 'clicca per
 * attivare l'utente'); CSV export of every user or of the selected ones; deletion of the selected
 * rows after the spec's confirmation; 'Nuovo utente' with user-create.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconDownload,
  IconPlus,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { USER_ORDER_FIELDS } from '#core/contracts/users';
import { queryKeys } from '#api/queryKeys.ts';
import {
  changeUserStatus,
  deleteUsers,
  exportSelectedUsers,
  exportUsers,
  listUsers,
} from '../../../generated/api/platform';
import type { UserRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import type { MessageKey } from '../../i18n/it';
import { ListPagination } from '../../runtime/list/ListPagination';
import {
  PAGE_SIZES,
  toggledOrder,
  usePlatformListState,
  type PlatformListState,
} from '../../runtime/list/platformState';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { saveBlob } from './saveFile';

/** The spec: user search starts at 2 characters, after a 1000 ms pause. */
const SEARCH_MIN = 2;
const SEARCH_PAUSE_MS = 1000;
const DEFAULTS: PlatformListState = { page: 1, limit: 50, orderBy: '-id', keywords: '' };

const COLUMNS: readonly { field: (typeof USER_ORDER_FIELDS)[number] | null; label: MessageKey; key: string }[] = [
  { key: 'id', field: 'id', label: 'users.id' },
  { key: 'username', field: 'username', label: 'users.username' },
  { key: 'first_name', field: 'first_name', label: 'users.firstName' },
  { key: 'last_name', field: 'last_name', label: 'users.lastName' },
  { key: 'email', field: 'email', label: 'users.email' },
  { key: 'role', field: null, label: 'users.role' },
  { key: 'desk', field: null, label: 'users.desk' },
  { key: 'active', field: 'active', label: 'users.status' },
];

export function displayName(row: Pick<UserRow, 'first_name' | 'last_name' | 'company' | 'username'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.company || row.username;
}

export function UsersPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const { state, update, reset } = usePlatformListState('users', DEFAULTS, USER_ORDER_FIELDS);
  const [typed, setTyped] = useState(state.keywords);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const canEdit = allows('user-edit');
  const canDelete = allows('user-delete');

  // The search runs by itself once the text has 2 characters (or is emptied), after the pause.
  useEffect(() => {
    const text = typed.trim();
    if (text === state.keywords || (text.length > 0 && text.length < SEARCH_MIN)) return undefined;
    const timer = setTimeout(() => {
      update({ keywords: text, page: 1 });
      setSelected([]);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.keywords, update]);

  const stateKey = useMemo(() => JSON.stringify(state), [state]);
  const list = useQuery({
    queryKey: queryKeys.usersPage(stateKey),
    queryFn: ({ signal }) =>
      listUsers(
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
  const rows: readonly UserRow[] = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.usersAll() });

  const toggleStatus = useMutation({
    mutationFn: (id: number) => changeUserStatus({ id }),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });
  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => deleteUsers(ids.join(',')),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setSelected([]);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });
  const download = useMutation({
    mutationFn: (ids: readonly number[] | null) => (ids === null ? exportUsers() : exportSelectedUsers(ids.join(','))),
    onSuccess: (blob) => saveBlob(blob, 'utenti.csv'),
    onError: (error) => notifyError(error, language),
  });

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const columnCount = COLUMNS.length + (canDelete ? 1 : 0) + 1;

  const sortIcon = (field: string) =>
    state.orderBy === `+${field}` ? (
      <IconSortAscending size={14} aria-hidden />
    ) : state.orderBy === `-${field}` ? (
      <IconSortDescending size={14} aria-hidden />
    ) : (
      <IconArrowsSort size={14} aria-hidden opacity={0.4} />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('users.title')}
        </Title>
        {allows('user-create') ? (
          <Button component={Link} to="/users/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('users.new')}
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
            description={t('users.searchHint')}
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
              setSelected([]);
              reset();
            }}
          >
            {t('list.reset')}
          </Button>
        </Group>
      </form>

      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending && download.variables === null}
          onClick={() => download.mutate(null)}
        >
          {t('users.exportAll')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={selected.length === 0}
          onClick={() => download.mutate(selected)}
        >
          {t('users.exportSelected')}
        </Button>
        {canDelete ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={selected.length === 0 || remove.isPending}
            onClick={() =>
              void confirmAction(t('list.confirmDeleteMany'), language).then((ok) => ok && remove.mutate(selected))
            }
          >
            {t('list.deleteSelected')}
          </Button>
        ) : null}
        {selected.length > 0 ? <Text size="sm">{t('list.selected', { n: selected.length })}</Text> : null}
      </Group>

      {list.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}

      <Table striped highlightOnHover withTableBorder aria-label={t('users.title')} aria-busy={list.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.includes(row.id))}
                onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
              />
            </Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th
                key={column.key}
                aria-sort={
                  column.field === null
                    ? undefined
                    : state.orderBy === `+${column.field}`
                      ? 'ascending'
                      : state.orderBy === `-${column.field}`
                        ? 'descending'
                        : 'none'
                }
              >
                {column.field === null ? (
                  t(column.label)
                ) : (
                  <UnstyledButton
                    onClick={() => {
                      const field = column.field;
                      if (field !== null) update({ orderBy: toggledOrder(state.orderBy, field), page: 1 });
                    }}
                    aria-label={t('users.sortBy', { column: t(column.label) })}
                  >
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" fw={700}>
                        {t(column.label)}
                      </Text>
                      {sortIcon(column.field)}
                    </Group>
                  </UnstyledButton>
                )}
              </Table.Th>
            ))}
            <Table.Th>{t('users.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text size="sm" c="gray.7">
                  {t('users.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="user-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('users.selectNamed', { name: row.username })}
                  checked={selected.includes(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </Table.Td>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.username}</Table.Td>
              <Table.Td>{row.first_name}</Table.Td>
              <Table.Td>{row.last_name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
              <Table.Td>{row.role_title ?? row.role ?? ''}</Table.Td>
              <Table.Td>{row.redazione_nome ?? ''}</Table.Td>
              <Table.Td>
                <UnstyledButton
                  disabled={!canEdit || toggleStatus.isPending}
                  onClick={() => toggleStatus.mutate(row.id)}
                  title={row.active === 1 ? t('users.clickToDeactivate') : t('users.clickToActivate')}
                  aria-label={`${row.username}: ${row.active === 1 ? t('users.clickToDeactivate') : t('users.clickToActivate')}`}
                >
                  <Badge color={row.active === 1 ? 'green' : 'gray'} variant="light" style={{ cursor: 'pointer' }}>
                    {row.active === 1 ? t('users.active') : t('users.inactive')}
                  </Badge>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                {canEdit ? (
                  <Anchor
                    component={Link}
                    to={`/users/${row.id}`}
                    size="sm"
                    aria-label={t('users.editNamed', { name: row.username })}
                  >
                    {t('list.edit')}
                  </Anchor>
                ) : null}
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
        total={total}
        shown={rows.length}
        onPage={(page) => {
          update({ page });
          setSelected([]);
        }}
        onSize={(limit) => update({ limit, page: 1 })}
      />
    </Stack>
  );
}
