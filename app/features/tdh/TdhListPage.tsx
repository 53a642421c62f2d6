/**
 * '/waitlist-tdh' and '/invii-tdh', the data hub's waiting and sent lists (platform.md sections 2,
 * 4, 7 and 8; issue #34), as the platform's other lists (`PlatformList`): the search box with
 * Filtra and Annulla Filtri (which also clears the type), the type filter (Tutti, Località,
 * Itinerari, Interessi, Eventi: the hub types of `core/tdh.ts`), and the columns ID, TITOLO,
 * TIPOLOGIA, DATA INSERIMENTO (waiting) or DATA INVIO (sent) and AZIONI: the edit link by entity
 * type (its editor route; none for a type without one), a 'Modificato dopo l'ultimo invio' badge
 * beside the title of an item saved since its last send, and, on the waiting list, 'Invia IT' and
 * 'Invia EN' (a non-empty codiceEsito or a message with 'Errore' is an error toast, 'Errore
 * generico' by default), the row selection and 'Invio Bulk' (`BulkSendModal`).
 */
import { Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { TDH_TYPE_LABELS, type TdhLanguage } from '#core/tdh';
import { queryKeys } from '#api/queryKeys.ts';
import { listTdhSent, listTdhWaitlist } from '../../../generated/api/platform';
import type { TdhListRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { formatDateTime } from '../../i18n';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { EditLink, PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import type { PlatformListState } from '../../runtime/list/platformState';
import { screenAllowed } from '../../shell/guards';
import { notifyFailure, notifySuccess } from '../../ui/feedback';
import { BulkSendModal, type BulkItem } from './BulkSendModal';
import { editorRouteOf, tdhEditorHref } from './links';
import { sendToHub } from './send';
import { isTdhFilter, TDH_FILTERS, type TdhFilter, type TdhListKind } from './tdh';

/** A row with a key unique on its page (ids are per entity, so two rows may share one). */
type Row = TdhListRow & { readonly key: number };

const DEFAULTS: PlatformListState = { page: 1, limit: 20, orderBy: '', keywords: '' };

/** '/waitlist-tdh'. */
export function TdhWaitlistPage() {
  return <TdhListPage kind="waitlist" />;
}

/** '/invii-tdh'. */
export function TdhSentPage() {
  return <TdhListPage kind="sent" />;
}

function TdhListPage({ kind }: { readonly kind: TdhListKind }) {
  const t = useT();
  const label = useLabel();
  const { language } = useUiLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const [type, setType] = useState<TdhFilter>('');
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [bulkItems, setBulkItems] = useState<readonly BulkItem[] | null>(null);
  const waiting = kind === 'waitlist';

  const spec = useMemo<PlatformListSpec<Row>>(
    () => ({
      storageName: null,
      defaults: DEFAULTS,
      orderFields: [],
      queryKey: (_state, stateKey) => queryKeys.tdhList(kind, `${stateKey}:${type}`),
      load: async ({ page, limit, keywords }, signal) => {
        const call = waiting ? listTdhWaitlist : listTdhSent;
        const answer = await call(
          { page, limit, ...(keywords ? { keywords } : {}), ...(type === '' ? {} : { type }) },
          { signal },
        );
        return { ...answer, data: answer.data.map((row, index) => ({ ...row, key: (page - 1) * limit + index + 1 })) };
      },
      rowId: (row) => row.key,
    }),
    [kind, type, waiting],
  );
  const list = usePlatformList(spec);
  const { update, reset, rows } = list;

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.tdhAll() }), [queryClient]);

  const columns = useMemo(() => {
    const when = (value: string | null) => (value === null ? '' : formatDateTime(value, language));
    const sendRow = async (row: Row, lang: TdhLanguage) => {
      const key = `${row.entity}:${row.id}:${lang}`;
      setSending((current) => new Set(current).add(key));
      try {
        const outcome = await sendToHub(row, lang, language);
        if (outcome.error) notifyFailure(outcome.message);
        else notifySuccess(outcome.message || t('tdh.sent'));
      } finally {
        setSending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
        reload();
      }
    };
    const editHref = (row: Row) => {
      const route = editorRouteOf(row.entity);
      return route !== null && screenAllowed(route.handle, session) ? tdhEditorHref(row.entity, row.id) : null;
    };
    return platformColumns<Row>(
      [
        { id: 'id', header: t('tdh.id') },
        {
          id: 'title',
          header: t('tdh.title'),
          // Saved since its last send: the hub has an older version.
          cell: (row) =>
            row.changed ? (
              <Group gap="xs" wrap="nowrap">
                <span>{row.title}</span>
                <Badge color="orange" variant="light" c="dark.8" data-testid="tdh-changed">
                  {t('tdh.changed')}
                </Badge>
              </Group>
            ) : (
              row.title
            ),
        },
        { id: 'tipologia', header: t('tdh.type') },
        { id: 'date', header: t(waiting ? 'tdh.addedOn' : 'tdh.sentOn'), cell: (row) => when(row.date) },
        {
          id: 'actions',
          header: t('tdh.actions'),
          cell: (row) => {
            const href = editHref(row);
            return (
              <Group gap="xs" wrap="nowrap">
                {href === null ? null : <EditLink to={href} name={row.title} />}
                {waiting
                  ? (['it', 'en'] as const).map((lang) => (
                      <Button
                        key={lang}
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconSend size={14} aria-hidden />}
                        loading={sending.has(`${row.entity}:${row.id}:${lang}`)}
                        aria-label={t('tdh.sendNamed', { lang: lang.toUpperCase(), name: row.title })}
                        onClick={() => void sendRow(row, lang)}
                      >
                        {t(lang === 'it' ? 'tdh.sendIt' : 'tdh.sendEn')}
                      </Button>
                    ))
                  : null}
              </Group>
            );
          },
        },
      ],
      [],
    );
  }, [t, language, waiting, sending, session, reload]);

  // Annulla Filtri clears the type too.
  const resettable = {
    ...list,
    reset: () => {
      setType('');
      reset();
    },
  };

  const selectedRows = rows.filter((row) => list.selection.ids.includes(row.key));

  return (
    <>
      <PlatformList
        title={t(waiting ? 'tdh.waitlistTitle' : 'tdh.sentTitle')}
        list={resettable}
        columns={columns}
        search={{ submit: true, hint: t('tdh.searchHint') }}
        empty={t(waiting ? 'tdh.waitlistEmpty' : 'tdh.sentEmpty')}
        rowTestId="tdh-row"
        columnStyles={{ id: { width: 80 } }}
        {...(waiting
          ? {
              selection: {
                allLabel: t('list.selectAll'),
                rowLabel: (row: Row) => t('list.selectRow', { id: `${row.id} ${row.title}` }),
              },
              bulkActions: (
                <Button
                  leftSection={<IconSend size={16} aria-hidden />}
                  disabled={selectedRows.length === 0}
                  onClick={() =>
                    setBulkItems(selectedRows.map((row) => ({ entity: row.entity, id: row.id, title: row.title })))
                  }
                >
                  {t('tdh.bulk')}
                </Button>
              ),
            }
          : {})}
      >
        <Group gap="sm">
          <Text size="sm" fw={500} id={`tdh-type-filter-${kind}`}>
            {t('tdh.typeFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby={`tdh-type-filter-${kind}`}
            value={type}
            onChange={(value) => {
              if (!isTdhFilter(value)) return;
              setType(value);
              update({ page: 1 });
            }}
            data={TDH_FILTERS.map((filter) => ({
              value: filter,
              label: filter === '' ? t('tdh.all') : label(TDH_TYPE_LABELS[filter]),
            }))}
          />
        </Group>
      </PlatformList>
      {waiting ? (
        <BulkSendModal
          opened={bulkItems !== null}
          items={bulkItems ?? []}
          onClose={() => setBulkItems(null)}
          onDone={reload}
        />
      ) : null}
    </>
  );
}
