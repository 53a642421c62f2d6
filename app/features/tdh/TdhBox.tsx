/**
 * The data hub box of the editors of the entities whose meta has `tdh` (platform.md section 4;
 * issue #34), for users with the hub's ability: 'Inviato' with its date (success badge) or 'Non
 * inviato' (warning badge), 'Modificato dopo l'ultimo invio' when saved since, the 'Da inviare'
 * checkbox (the waiting-list flag, `tdh/waitlist/{id}`; a successful send clears it),
 * 'Invia IT' and 'Invia EN' (`tdh/invia/{id}`; the answer as a toast, then the status reloads),
 * and the hub's last answer, with a danger border when it contains 'Errore', an info border
 * otherwise. A new item (not saved yet) shows only a hint.
 */
import { Badge, Button, Card, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TDH_LANGUAGES, type TdhLanguage } from '#core/tdh';
import { queryKeys } from '#api/queryKeys.ts';
import { getTdhStatus, setTdhWaitlist } from '../../../generated/api/platform';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/feedback';
import { isTdhEntity, type TdhEntity } from './links';
import { sendToHub } from './send';
import { isErrorResponse, responseText } from './tdh';

export interface TdhBoxProps {
  readonly entity: string;
  /** The item's id; null for a new item. */
  readonly id: number | null;
}

export function TdhBox({ entity, id }: TdhBoxProps) {
  const t = useT();
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t('tdh.box')} data-testid="tdh-box">
      <Title order={2} size="h5" mb="sm">
        {t('tdh.box')}
      </Title>
      {id === null || !isTdhEntity(entity) ? (
        <Text size="sm" c="gray.7">
          {t('tdh.boxSaveFirst')}
        </Text>
      ) : (
        <TdhStatusView entity={entity} id={id} />
      )}
    </Card>
  );
}

function TdhStatusView({ entity, id }: { readonly entity: TdhEntity; readonly id: number }) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<TdhLanguage | null>(null);
  const query = { entity };
  const status = useQuery({
    queryKey: queryKeys.tdhStatus(entity, id),
    queryFn: ({ signal }) => getTdhStatus(id, query, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.tdhAll() });
  const flag = useMutation({
    mutationFn: (waitlist: boolean) => setTdhWaitlist(id, { waitlist: waitlist ? '1' : '0', ...query }),
    onSuccess: (answer) => notifySuccess(answer.data.message),
    onError: (error) => notifyError(error, language),
    onSettled: reload,
  });
  const send = async (lang: TdhLanguage) => {
    setSending(lang);
    try {
      const outcome = await sendToHub({ entity, id }, lang, language);
      if (outcome.error) notifyFailure(outcome.message);
      else notifySuccess(outcome.message || t('tdh.sent'));
    } finally {
      setSending(null);
      await reload();
    }
  };

  const data = status.data?.data;
  if (status.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('list.loadError')}
      </Text>
    );
  }
  if (!data) return <Text size="sm">…</Text>;
  const when = data.date === null ? '' : formatDateTime(data.date, language);
  const answer = responseText(data.response);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {data.inviato ? (
          <>
            <Badge color="green" variant="light" c="dark.8" data-testid="tdh-status">
              {t('tdh.boxSent')}
            </Badge>
            <Text size="sm">{t('tdh.boxSentOn', { date: when })}</Text>
            {data.changed ? (
              <Badge color="orange" variant="light" c="dark.8" data-testid="tdh-changed">
                {t('tdh.changed')}
              </Badge>
            ) : null}
          </>
        ) : (
          <Badge color="yellow" variant="light" c="dark.8" data-testid="tdh-status">
            {t('tdh.boxNotSent')}
          </Badge>
        )}
      </Group>
      <Checkbox
        label={t('tdh.boxWaitlist')}
        checked={flag.isPending ? flag.variables : data.waitlist}
        disabled={flag.isPending}
        onChange={(event) => flag.mutate(event.currentTarget.checked)}
      />
      <Group gap="xs">
        {TDH_LANGUAGES.map((lang) => (
          <Button
            key={lang}
            size="compact-sm"
            variant="default"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={sending === lang}
            disabled={sending !== null && sending !== lang}
            onClick={() => void send(lang)}
          >
            {t(lang === 'it' ? 'tdh.sendIt' : 'tdh.sendEn')}
          </Button>
        ))}
      </Group>
      {answer === null ? null : (
        <Paper
          withBorder
          p="sm"
          radius="sm"
          // The danger border for an answer with 'Errore', the info border otherwise.
          style={{
            borderWidth: 2,
            borderColor: `var(--mantine-color-${isErrorResponse(answer) ? 'red' : 'blue'}-6)`,
          }}
          data-testid="tdh-response"
          data-error={isErrorResponse(answer) ? 'true' : 'false'}
        >
          <Text size="sm" fw={500}>
            {t('tdh.boxResponse')}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {answer}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
