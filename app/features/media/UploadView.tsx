/**
 * The upload view of the gallery and the picker: a drop zone taking several images by drop or by
 * choice, uploaded through the admin's upload queue (a few at a time, a busy server waited out
 * and the file sent again: `app/runtime/uploadQueue.ts`) with a progress bar each; a refused file
 * is reported with its name and the server's message. 'Torna alla gallery' goes back (the
 * searches were invalidated by each upload, so the new images are there).
 */
import '@mantine/dropzone/styles.css';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { UPLOAD_LIMITS } from '#core/limits';
import type { MediaItem } from '../../../generated/api/schemas';
import { useT } from '../../i18n/context';
import { TOAST_MS } from '../../ui/feedback';
import { useUploadQueue, type UploadEntry, type UploadTarget } from './useMedia';

export interface UploadViewProps {
  readonly onBack: () => void;
  /** Where the files go (collection 'images', parent 0 by default; entity and field when known). */
  readonly target?: UploadTarget;
  readonly onUploaded?: (item: MediaItem) => void;
}

const STATUS_COLOR = { waiting: 'gray', uploading: 'blue', retrying: 'violet', done: 'teal', failed: 'red' } as const;

/** One file of an upload queue: its name, state (a busy server's wait too), progress bar and, when refused, why. */
export function UploadRow({ entry }: { readonly entry: UploadEntry }) {
  const t = useT();
  const label = {
    waiting: t('media.waiting'),
    uploading: t('media.uploading'),
    retrying: t('media.retrying'),
    done: t('media.done'),
    failed: t('media.failed'),
  }[entry.status];
  return (
    <Paper withBorder p="xs" data-testid="upload-row" data-status={entry.status}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={500} lineClamp={1} title={entry.name}>
            {entry.name}
          </Text>
          <Badge color={STATUS_COLOR[entry.status]} style={{ flexShrink: 0 }}>
            {label}
          </Badge>
        </Group>
        <Progress
          value={entry.status === 'failed' ? 100 : entry.percent}
          color={STATUS_COLOR[entry.status]}
          aria-label={t('media.progress', { name: entry.name })}
          animated={entry.status === 'uploading'}
          data-testid="upload-progress"
        />
        {entry.status === 'retrying' && entry.retryIn !== null ? (
          <Text size="sm" c="gray.7" data-testid="upload-retry">
            {t('media.retryIn', { s: entry.retryIn })}
          </Text>
        ) : null}
        {entry.error ? (
          <Text size="sm" c="red.9" role="alert">
            {t('media.uploadError', { name: entry.name, message: entry.error })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function UploadView({ onBack, target, onUploaded }: UploadViewProps) {
  const t = useT();
  const queue = useUploadQueue(target, onUploaded);

  const onReject = (rejections: readonly FileRejection[]) => {
    for (const rejection of rejections) {
      notifications.show({
        color: 'red',
        withBorder: true,
        autoClose: TOAST_MS,
        message: t('media.uploadError', { name: rejection.file.name, message: t('media.dropReject') }),
      });
    }
  };

  return (
    <Stack gap="md" data-testid="upload-view">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('media.upload')}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('media.back')}
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => queue.add(files)}
        onReject={onReject}
        accept={IMAGE_MIME_TYPE}
        maxSize={UPLOAD_LIMITS.imageBytes}
        multiple
        inputProps={{ 'aria-label': t('media.dropTitle') }}
        data-testid="media-dropzone"
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} color="var(--mantine-color-blue-6)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={48} color="var(--mantine-color-gray-6)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4} maw={420}>
            <Text size="lg">{t('media.dropTitle')}</Text>
            <Text size="sm" c="gray.7">
              {t('media.dropHint', {
                mb: UPLOAD_LIMITS.imageBytes / (1024 * 1024),
                px: UPLOAD_LIMITS.minLongestSide,
              })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {queue.entries.length > 0 ? (
        <Stack gap="xs" aria-label={t('media.uploads')} role="list">
          {queue.entries.map((entry) => (
            <div role="listitem" key={entry.key}>
              <UploadRow entry={entry} />
            </div>
          ))}
        </Stack>
      ) : null}
      {queue.entries.some((entry) => entry.status === 'done') && !queue.busy ? (
        <Alert color="green" variant="light">
          {t('media.uploadedCount', { n: queue.entries.filter((entry) => entry.status === 'done').length })}
        </Alert>
      ) : null}
    </Stack>
  );
}
