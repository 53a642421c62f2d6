/**
 * The audio box of the editors of the entities whose meta has `audio` (content.md section 2: the
 * blog editor's side panel has 'audio generation'; issue #34), for users who may edit the item:
 * the item's spoken audio in the language being edited. 'Crea audio' (or 'Rigenera audio') queues
 * a generation (`GET entities/audio/{id}`); the box then asks where it is (`action=status`) every
 * `AUDIO_LIMITS.pollMs` while it is queued or running, showing its progress, and once it is done
 * says 'Audio creato con successo' (a toast too) and shows a player. A failure shows the server's
 * message. A new item (not saved yet) shows only a hint.
 */
import { Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AUDIO_LIMITS, LIVE_AUDIO_STATES, type AudioLanguage } from '#core/audio';
import { LANGUAGE_NAMES } from '#core/languages';
import { queryKeys } from '#api/queryKeys.ts';
import { generateAudio } from '../../../generated/api/platform';
import type { AudioResult } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/feedback';
import { isAudioEntity, type AudioEntity } from './audio';

export interface AudioBoxProps {
  readonly entity: string;
  /** The item's id; null for a new item. */
  readonly id: number | null;
  /** The language being edited, whose audio the box shows. */
  readonly lang: AudioLanguage;
}

type AudioStatus = AudioResult['data'];

const isLive = (status: AudioStatus | undefined): boolean =>
  status !== undefined && LIVE_AUDIO_STATES.includes(status.state);

export function AudioBox({ entity, id, lang }: AudioBoxProps) {
  const t = useT();
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t('audio.box')} data-testid="audio-box">
      <Title order={2} size="h5" mb="sm">
        {t('audio.box')} ({lang.toUpperCase()})
      </Title>
      {id === null || !isAudioEntity(entity) ? (
        <Text size="sm" c="gray.7">
          {t('audio.saveFirst')}
        </Text>
      ) : (
        <AudioView key={`${entity}:${id}:${lang}`} entity={entity} id={id} lang={lang} />
      )}
    </Card>
  );
}

function AudioView({
  entity,
  id,
  lang,
}: {
  readonly entity: AudioEntity;
  readonly id: number;
  readonly lang: AudioLanguage;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const key = queryKeys.audio(entity, id, lang);
  const status = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await generateAudio(id, { entity, lang, action: 'status' }, { signal })).data,
    // Asked again while the generation is queued or running, and not after.
    refetchInterval: (query) => (isLive(query.state.data) ? AUDIO_LIMITS.pollMs : false),
  });
  /** A generation this box asked for and has not told the end of yet. */
  const awaited = useRef(false);
  const start = useMutation({
    mutationFn: async () => (await generateAudio(id, { entity, lang })).data,
    onSuccess: (answer) => {
      awaited.current = true;
      queryClient.setQueryData(key, answer);
    },
    onError: (error) => notifyError(error, language),
  });

  const data = status.data;
  useEffect(() => {
    if (!awaited.current || data === undefined || isLive(data)) return;
    awaited.current = false;
    if (data.state === 'done') notifySuccess(data.message);
    else notifyFailure(data.message);
  }, [data]);

  if (status.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('list.loadError')}
      </Text>
    );
  }
  if (!data) return <Text size="sm">…</Text>;
  const live = isLive(data);
  return (
    <Stack gap="sm">
      <Text
        size="sm"
        role="status"
        c={data.state === 'failed' ? 'red.9' : data.state === 'done' ? 'green.9' : undefined}
        data-testid="audio-message"
        data-state={data.state}
      >
        {data.message}
      </Text>
      {live && (
        <Progress
          value={data.state === 'running' ? (data.progress ?? 0) : 0}
          striped
          animated
          aria-label={data.message}
          data-testid="audio-progress"
        />
      )}
      {data.audio && (
        <>
          <audio
            controls
            preload="metadata"
            src={data.audio.url}
            aria-label={t('audio.player', { lang: LANGUAGE_NAMES[lang][language] })}
            data-testid="audio-player"
            style={{ width: '100%' }}
          />
          {data.audio.truncated && (
            <Text size="xs" c="gray.7">
              {t('audio.truncated')}
            </Text>
          )}
        </>
      )}
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconMicrophone size={14} aria-hidden />}
        loading={start.isPending || live}
        onClick={() => start.mutate()}
        data-testid="audio-generate"
      >
        {t(data.audio ? 'audio.regenerate' : 'audio.generate')}
      </Button>
    </Stack>
  );
}
