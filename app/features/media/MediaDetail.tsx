/**
 * The gallery's detail panel of one image: preview, file name, size, Titolo, Descrizione,
 * Copyright, the licence, the openlibrary flag, Elimina (the spec's confirmation, naming the
 * items that will lose the file) and Salva (each 422 field error shown as a warning).
 */
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  List,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteMedia, getMediaUsage, updateMedia } from '../../../generated/api/platform';
import type { MediaItem, MediaUsageResult } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { TOAST_MS, notifyError, notifySuccess } from '../../ui/feedback';
import { mediaName } from './MediaBrowser';
import { formatBytes } from './picker';
import { useLicenceOptions } from './useMedia';

type Usage = MediaUsageResult['data'];

interface Draft {
  readonly titolo: string;
  readonly description: string;
  readonly copyright: string;
  readonly license_id: string | null;
  readonly openlibrary: boolean;
}

function draftOf(item: MediaItem): Draft {
  return {
    titolo: item.title,
    description: item.description,
    copyright: item.copyright,
    license_id: item.license_id === null ? null : String(item.license_id),
    openlibrary: item.openlibrary === 1,
  };
}

/** Field errors of a 422 answer keyed by the form's names (`titolo`, or `title` mapped to it). */
function fieldErrorsOf(error: ApiError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const key = path === 'title' ? 'titolo' : path;
    if (messages.length > 0) result[key] = messages.join(' ');
  }
  return result;
}

export interface MediaDetailProps {
  readonly item: MediaItem;
  readonly onClose: () => void;
  readonly onSaved: (item: MediaItem) => void;
  readonly onDeleted: (id: number) => void;
}

export function MediaDetail({ item, onClose, onSaved, onDeleted }: MediaDetailProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const licences = useLicenceOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = mediaName(item);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const answer = await updateMedia(item.id, {
        titolo: draft.titolo,
        description: draft.description,
        copyright: draft.copyright,
        license_id: draft.license_id === null ? null : Number(draft.license_id),
        openlibrary: draft.openlibrary ? 1 : 0,
      });
      notifySuccess(t('media.saved'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        setErrors(fieldErrorsOf(error));
        // Spec content.md: each error entry (except 'debug') as a warning.
        for (const messages of Object.values(error.errors)) {
          for (const message of messages) {
            notifications.show({ color: 'yellow', message, autoClose: TOAST_MS, withBorder: true });
          }
        }
      } else {
        notifyError(error, language);
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    let usage: Usage | null = null;
    try {
      usage = (
        await queryClient.fetchQuery({
          queryKey: queryKeys.mediaUsage(item.id),
          queryFn: ({ signal }) => getMediaUsage(item.id, { signal }),
          staleTime: 0,
        })
      ).data;
    } catch {
      // Without the usage the confirmation still asks; the server detaches the file anyway.
    }
    setDeleting(false);
    openConfirmModal({
      title: t('media.delete'),
      children: (
        <Stack gap="xs" data-testid="media-delete-confirm">
          <Text size="sm">{t('media.confirmDelete')}</Text>
          {usage && usage.items.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                {t('media.usedBy')}
              </Text>
              <List size="sm" data-testid="media-usage">
                {usage.items.map((used) => (
                  <List.Item key={`${used.entity}-${used.id}`}>
                    {used.label}: {used.title || `#${used.id}`}
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
        </Stack>
      ),
      labels: { confirm: t('confirm.yes'), cancel: t('confirm.no') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDeleting(true);
        deleteMedia(item.id)
          .then(async () => {
            notifySuccess(t('media.deleted'));
            await queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
            onDeleted(item.id);
          })
          .catch(() => {
            notifications.show({
              color: 'red',
              message: t('media.deleteError'),
              autoClose: TOAST_MS,
              withBorder: true,
            });
          })
          .finally(() => setDeleting(false));
      },
    });
  };

  const pixels =
    item.width !== null && item.height !== null ? t('media.pixels', { width: item.width, height: item.height }) : null;

  return (
    <Paper withBorder p="md" component="section" aria-label={t('media.detail')} data-testid="media-detail">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" lineClamp={1}>
            {t('media.detail')}
          </Title>
          <ActionIcon variant="subtle" color="gray" aria-label={t('media.closeDetail')} onClick={onClose}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Anchor href={item.url} target="_blank" rel="noreferrer" aria-label={t('media.openFile')}>
          <Image src={item.url_thumb ?? item.url} alt={name} mah={220} fit="contain" radius="sm" bg="gray.1" />
        </Anchor>
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              {t('media.fileName')}:
            </Text>{' '}
            <span data-testid="media-file-name">{item.name}</span>
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('media.size')}:
            </Text>{' '}
            {formatBytes(item.bytes, language)}
            {pixels ? ` · ${pixels}` : ''}
          </Text>
        </Stack>
        <TextInput
          label={t('media.titolo')}
          value={draft.titolo}
          onChange={(event) => change('titolo', event.currentTarget.value)}
          error={errors.titolo}
          name="titolo"
        />
        <Textarea
          label={t('media.description')}
          value={draft.description}
          onChange={(event) => change('description', event.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
          name="description"
        />
        <TextInput
          label={t('media.copyright')}
          value={draft.copyright}
          onChange={(event) => change('copyright', event.currentTarget.value)}
          error={errors.copyright}
          name="copyright"
        />
        <Select
          label={t('media.licence')}
          placeholder={t('media.noLicence')}
          data={licences.data ?? []}
          value={draft.license_id}
          onChange={(value) => change('license_id', value)}
          clearable
          searchable
          nothingFoundMessage={t('field.noResults')}
          error={errors.license_id}
          disabled={licences.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label={t('media.openlibrary')}
          checked={draft.openlibrary}
          onChange={(event) => change('openlibrary', event.currentTarget.checked)}
          error={errors.openlibrary}
        />
        <Group justify="space-between" mt="xs">
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void remove()}
            loading={deleting}
            disabled={saving}
          >
            {t('media.delete')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void save()}
            loading={saving}
            disabled={deleting}
          >
            {t('media.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
