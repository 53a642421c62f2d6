/**
 * '/error404-list', the 404 redirects (spec platform.md sections 2, 4, 8 and 9): error404-view;
 * a search box (Enter or Filtra), Annulla Filtri, 'Nuovo Redirect' (error404-create), and a
 * remote-paged table (10 to 50 rows, 50 by default) edited in place: old route, new route, code,
 * the server's automatic rules, hits, and the delete action with the spec's confirmation. A row
 * is saved on blur or on a change of code when it changed and is not empty (`rows.ts`); an
 * 'Unauthenticated.' answer shows 'Sessione Scaduta' and reloads.
 */
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
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
import type { Redirect } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { DataTable } from '../../runtime/list/DataTable';
import { PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
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

const LIST: PlatformListSpec<Redirect> = {
  storageName: 'error404',
  defaults: { page: 1, limit: REDIRECT_DEFAULT_PAGE_SIZE, orderBy: '-id', keywords: '' },
  orderFields: REDIRECT_ORDER_FIELDS,
  pageSizes: REDIRECT_PAGE_SIZES,
  queryKey: (_state, stateKey) => queryKeys.redirects(stateKey),
  load: (query, signal) => listRedirects({ ...query, backend: 'true' }, { signal }),
  rowId: (row) => row.id,
};

/** The answer the spec names: the session is over. */
function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function RedirectsPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const list = usePlatformList(LIST);

  // The rows as edited: new rows first, then the page's rows. A new page replaces them.
  const [rows, setRows] = useState<readonly RedirectDraft[]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const newRows = useRef(0);
  /** Saves of a row, one after another, so a new row is created once and then updated. */
  const saving = useRef(new Map<string, Promise<void>>());
  useEffect(() => {
    const answer = list.query.data?.data;
    if (answer) setRows((current) => mergeRows(current, answer));
  }, [list.query.data]);

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

  const columns = useMemo(
    () =>
      platformColumns<RedirectDraft>(
        [
          { id: 'old_url', header: t('redirects.oldUrl') },
          { id: 'new_url', header: t('redirects.newUrl') },
          { id: 'code', header: t('redirects.code') },
          { id: 'automatic', header: t('redirects.origin') },
          { id: 'hits', header: t('redirects.hits') },
          { id: 'actions', header: t('users.actions') },
        ],
        REDIRECT_ORDER_FIELDS,
      ),
    [t],
  );

  return (
    <PlatformList
      title={t('redirects.title')}
      list={list}
      createAction={
        canCreate ? (
          <Button onClick={addRow} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('redirects.new')}
          </Button>
        ) : null
      }
      search={{ submit: true }}
      empty={t('users.empty')}
      table={
        <DataTable
          label={t('redirects.title')}
          rows={rows}
          columns={columns}
          rowId={(row) => row.key}
          order={list.order}
          pending={list.query.isPending}
          fetching={list.query.isFetching}
          failed={list.query.isError}
          empty={t('users.empty')}
          plain
          columnStyles={{ code: { width: 190 } }}
          renderRow={(row) => (
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
          )}
        />
      }
    >
      <Text size="sm" c="gray.7">
        {t('redirects.help')}
      </Text>
    </PlatformList>
  );
}
