/**
 * '/users/roles', the roles list (spec platform.md sections 2, 5, 6 and 9): administrators only
 * (the route needs `*`), closed to the 'redazione' family; pages of 10 rows by default; a search
 * that runs from 1 character after a 750 ms pause; columns ID, Titolo, Nome, Utenti; 'Nuovo ruolo';
 * deletion of the selected roles after the spec's confirmation (the server refuses roles in use).
 */
import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteRoles, searchRoles } from '../../../generated/api/platform';
import type { RoleRow } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { ListPagination } from '../../runtime/list/ListPagination';
import { PAGE_SIZES, usePlatformListState, type PlatformListState } from '../../runtime/list/platformState';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';

/** The spec: role search from 1 character, after 750 ms; 10 rows a page by default. */
const SEARCH_PAUSE_MS = 750;
const DEFAULTS: PlatformListState = { page: 1, limit: 10, orderBy: '+id', keywords: '' };
const ORDER_FIELDS = ['id'] as const;

export function RolesPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const { state, update, reset } = usePlatformListState('roles', DEFAULTS, ORDER_FIELDS);
  const [typed, setTyped] = useState(state.keywords);
  const [selected, setSelected] = useState<readonly number[]>([]);

  useEffect(() => {
    const text = typed.trim();
    if (text === state.keywords) return undefined;
    const timer = setTimeout(() => {
      update({ keywords: text, page: 1 });
      setSelected([]);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.keywords, update]);

  const list = useQuery({
    queryKey: queryKeys.roles(state.keywords, state.page, state.limit),
    queryFn: ({ signal }) =>
      searchRoles(
        { page: state.page, limit: state.limit, ...(state.keywords === '' ? {} : { keywords: state.keywords }) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const rows: readonly RoleRow[] = list.data?.data ?? [];
  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => deleteRoles(ids.join(',')),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rolesAll() });
    },
    onError: (error) => notifyError(error, language),
  });
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('roles.title')}
        </Title>
        <Button component={Link} to="/users/roles/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('roles.new')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('list.search')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          style={{ flex: 1, minWidth: 220 }}
        />
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
      <Group gap="sm">
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
        {selected.length > 0 ? <Text size="sm">{t('list.selected', { n: selected.length })}</Text> : null}
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}
      <Table striped highlightOnHover withTableBorder aria-label={t('roles.title')} aria-busy={list.isFetching}>
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
            <Table.Th>ID</Table.Th>
            <Table.Th>{t('roles.titleField')}</Table.Th>
            <Table.Th>{t('roles.name')}</Table.Th>
            <Table.Th>{t('roles.users')}</Table.Th>
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
            <Table.Tr key={row.id} data-testid="role-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('users.selectNamed', { name: row.title })}
                  checked={selected.includes(row.id)}
                  onChange={() =>
                    setSelected((current) =>
                      current.includes(row.id) ? current.filter((id) => id !== row.id) : [...current, row.id],
                    )
                  }
                />
              </Table.Td>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.users_count}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/users/roles/${row.id}`}
                  size="sm"
                  aria-label={t('users.editNamed', { name: row.title })}
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
        total={list.data?.meta.total ?? 0}
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
