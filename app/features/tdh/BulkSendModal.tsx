/**
 * The waiting list's 'Invio Bulk' modal (platform.md sections 2 and 4): the selected items in a
 * table ID, Titolo, Esito; Process sends them in Italian one after another, each row's Esito 'nd'
 * until its outcome code arrives (an empty code reads OK; the message below it, in red for an
 * error); Annulla stops further processing while it runs (the send in flight finishes) and closes
 * the modal otherwise.
 */
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT, useUiLanguage } from '../../i18n/context';
import { sendToHub, type TdhItemRef } from './send';
import { esitoText, PENDING_ESITO, runBulk, type SendOutcome } from './tdh';

export interface BulkItem extends TdhItemRef {
  readonly title: string;
}

export interface BulkSendModalProps {
  readonly opened: boolean;
  readonly items: readonly BulkItem[];
  readonly onClose: () => void;
  /** After a run (ended or stopped): the lists reload. */
  readonly onDone: () => void;
}

export function BulkSendModal({ opened, items, onClose, onDone }: BulkSendModalProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const [outcomes, setOutcomes] = useState<readonly (SendOutcome | null)[]>([]);
  const [running, setRunning] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stop = useRef(false);

  const process = async () => {
    stop.current = false;
    setStopping(false);
    setRunning(true);
    setOutcomes(items.map(() => null));
    try {
      await runBulk(items, (item) => sendToHub(item, 'it', language), {
        stopped: () => stop.current,
        onOutcome: (_item, index, outcome) =>
          setOutcomes((current) => current.map((each, at) => (at === index ? outcome : each))),
      });
    } finally {
      setRunning(false);
      setStopping(false);
      onDone();
    }
  };

  const cancel = () => {
    if (running) {
      stop.current = true;
      setStopping(true);
      return;
    }
    setOutcomes([]);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={t('tdh.bulk')}
      size="lg"
      closeOnClickOutside={!running}
      closeButtonProps={{ 'aria-label': t('tdh.bulkClose') }}
    >
      <Stack gap="md">
        <Table striped withTableBorder aria-label={t('tdh.bulk')} data-testid="tdh-bulk-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tdh.bulkId')}</Table.Th>
              <Table.Th>{t('tdh.bulkTitle')}</Table.Th>
              <Table.Th>{t('tdh.bulkOutcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => {
              const outcome = outcomes[index] ?? null;
              return (
                <Table.Tr key={`${item.entity}:${item.id}`} data-testid="tdh-bulk-row">
                  <Table.Td>{item.id}</Table.Td>
                  <Table.Td>{item.title}</Table.Td>
                  <Table.Td>
                    {outcome === null ? (
                      <Text size="sm" data-testid="tdh-esito">
                        {PENDING_ESITO}
                      </Text>
                    ) : (
                      <Stack gap={2}>
                        <Badge
                          color={outcome.error ? 'red' : 'green'}
                          variant="light"
                          c="dark.8"
                          data-testid="tdh-esito"
                          data-error={outcome.error ? 'true' : 'false'}
                        >
                          {esitoText(outcome, { ok: t('tdh.outcomeOk'), error: t('tdh.outcomeError') })}
                        </Badge>
                        {outcome.message === '' ? null : (
                          <Text size="xs" c={outcome.error ? 'red.9' : 'gray.7'}>
                            {outcome.message}
                          </Text>
                        )}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {stopping ? (
          <Text size="sm" aria-live="polite">
            {t('tdh.bulkStopping')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={stopping}>
            {t('tdh.bulkCancel')}
          </Button>
          <Button onClick={() => void process()} loading={running} disabled={items.length === 0}>
            {t('tdh.bulkProcess')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
