/**
 * '/error404-list', the 404 redirects (spec platform.md sections 2, 4, 8 and 9): error404-view;
 * a search box (Enter or Filtra), Annulla Filtri, 'Nuovo Redirect' (error404-create), and a
 * remote-paged table (10 to 50 rows, 50 by default) edited in place: old route, new route, code,
 * the server's automatic rules, hits, and the delete action with the spec's confirmation. A row
 * is saved on blur or on a change of code when it changed and is not empty (`rows.ts`); an
 * 'Unauthenticated.' answer shows 'Sessione Scaduta' and reloads.
 */
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  REDIRECT_DEFAULT_PAGE_SIZE,
  REDIRECT_ORDER_FIELDS,
  REDIRECT_PAGE_SIZES,
  type RedirectCode,
} from '#core/redirects';
import { ApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteRedirect, listRedirects, saveRedirect } from '../../../generated/api/platform';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { ListPagination } from '../../runtime/list/ListPagination';
import { toggledOrder, usePlatformListState, type PlatformListState } from '../../runtime/list/platformState';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { RedirectRow } from './RedirectRow';
import {
  afterRefusal,
  afterSave,
  edited,
  mergeRows,
  newDraft,
  saveBody,
  shouldSave,
  type EditableField,
  type RedirectDraft,
} from './rows';

const DEFAULTS: PlatformListState = { page: 1, limit: REDIRECT_DEFAULT_PAGE_SIZE, orderBy: '-id', keywords: '' };

/** The answer the spec names: the session is over. */
function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function RedirectsPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const { state, update, reset } = usePlatformListState('error404', DEFAULTS, REDIRECT_ORDER_FIELDS);
  const [typed, setTyped] = useState(state.keywords);
  const stateKey = useMemo(() => JSON.stringify(state), [state]);
  const list = useQuery({
    queryKey: queryKeys.redirects(stateKey),
    queryFn: ({ signal }) =>
      listRedirects(
        {
          page: state.page,
          limit: state.limit,
          orderBy: state.orderBy,
          backend: 'true',
          ...(state.keywords === '' ? {} : { keywords: state.keywords }),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  // The rows as edited: new rows first, then the page's rows. A new page replaces them.
  const [rows, setRows] = useState<readonly RedirectDraft[]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const newRows = useRef(0);
  /** Saves of a row, one after another, so a new row is created once and then updated. */
  const saving = useRef(new Map<string, Promise<void>>());
  useEffect(() => {
    const answer = list.data?.data;
    if (answer) setRows((current) => mergeRows(current, answer));
  }, [list.data]);

  const canCreate = allows('error404-create');
  const canEdit = allows('error404-edit');
  const canDelete = allows('error404-delete');

  const replace = (key: string, change: (row: RedirectDraft) => RedirectDraft) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  const sessionExpired = () => {
    window.alert(t('session.expired'));
    window.location.reload();
  };

  const save = (key: string) => {
    const run = async () => {
      const row = rowsRef.current.find((candidate) => candidate.key === key);
      if (!row || !shouldSave(row)) return;
      try {
        const answer = await saveRedirect(saveBody(row), row.id === null ? {} : { id: row.id });
        replace(key, (current) => afterSave(current, row, answer.data));
        // A new rule changes the total (and may belong on this page).
        if (row.id === null) void queryClient.invalidateQueries({ queryKey: queryKeys.redirectsAll() });
      } catch (error) {
        if (isUnauthenticated(error)) {
          sessionExpired();
          return;
        }
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
          replace(key, (current) => afterRefusal(current, error.errors));
          return;
        }
        notifyError(error, language);
      }
    };
    const previous = saving.current.get(key) ?? Promise.resolve();
    const next = previous.then(run);
    saving.current.set(key, next);
  };

  const editRow = (key: string, field: EditableField, value: string) =>
    replace(key, (row) => edited(row, field, value));
  const changeCode = (key: string, code: RedirectCode) => {
    const row = rowsRef.current.find((candidate) => candidate.key === key);
    if (!row) return;
    const next = edited(row, 'code', code);
    rowsRef.current = rowsRef.current.map((candidate) => (candidate.key === key ? next : candidate));
    setRows(rowsRef.current);
    save(key);
  };

  const addRow = () => {
    newRows.current += 1;
    setRows((current) => [newDraft(`new-${newRows.current}`), ...current]);
  };

  const removeRow = async (row: RedirectDraft) => {
    if (row.id === null) {
      setRows((current) => current.filter((candidate) => candidate.key !== row.key));
      return;
    }
    if (!(await confirmAction(t('list.confirmDeleteOne'), language))) return;
    try {
      const answer = await deleteRedirect({ id: row.id });
      notifySuccess(answer.data.message);
      setRows((current) => current.filter((candidate) => candidate.key !== row.key));
      void queryClient.invalidateQueries({ queryKey: queryKeys.redirectsAll() });
    } catch (error) {
      if (isUnauthenticated(error)) sessionExpired();
      else notifyError(error, language);
    }
  };

  const sortable = (field: (typeof REDIRECT_ORDER_FIELDS)[number], label: string) => (
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
          {t('redirects.title')}
        </Title>
        {canCreate ? (
          <Button onClick={addRow} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('redirects.new')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="gray.7">
        {t('redirects.help')}
      </Text>
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
      <Table withTableBorder aria-label={t('redirects.title')} aria-busy={list.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{sortable('old_url', t('redirects.oldUrl'))}</Table.Th>
            <Table.Th>{sortable('new_url', t('redirects.newUrl'))}</Table.Th>
            <Table.Th style={{ width: 190 }}>{sortable('code', t('redirects.code'))}</Table.Th>
            <Table.Th>{sortable('automatic', t('redirects.origin'))}</Table.Th>
            <Table.Th>{sortable('hits', t('redirects.hits'))}</Table.Th>
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
            <RedirectRow
              key={row.key}
              draft={row}
              canEdit={row.id === null ? canCreate : canEdit}
              canDelete={canDelete}
              onEdit={(field, value) => editRow(row.key, field, value)}
              onBlur={() => save(row.key)}
              onCode={(code) => changeCode(row.key, code)}
              onDelete={() => void removeRow(row)}
            />
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination
        page={state.page}
        pages={list.data?.meta.last_page ?? 1}
        size={state.limit}
        sizes={REDIRECT_PAGE_SIZES}
        total={list.data?.meta.total ?? 0}
        shown={list.data?.data.length ?? 0}
        onPage={(page) => update({ page })}
        onSize={(limit) => update({ limit, page: 1 })}
      />
    </Stack>
  );
}
