/**
 * The gallery's detail panel of one image: preview, file name, size, Titolo, Descrizione,
 * Copyright, the licence and its version (both required, platform.md section 5: the version
 * select lists the chosen licence's versions, cleared when the licence changes and preselected
 * when it has one only; a licence without versions is saved without one), the openlibrary flag,
 * Elimina (the spec's confirmation, naming the items that will lose the file) and Salva (the body
 * checked first with the server's own schema and the form's version rule, their messages under
 * the fields; each 422 field error of the server shown there too, and as a warning).
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
import { MediaUpdateRequest } from '#core/contracts/media';
import { formatMessage } from '#core/messages';
import { deleteMedia, getMediaUsage, updateMedia } from '../../../generated/api/platform';
import type { MediaItem, MediaUsageResult } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { TOAST_MS, notifyError, notifySuccess } from '../../ui/feedback';
import { check } from '../users/forms';
import { mediaName } from './MediaBrowser';
import { lacksVersion } from './versionRule';
import { chosenVersion, formatBytes } from './picker';
import { useLicenceOptions } from './useMedia';

type Usage = MediaUsageResult['data'];

interface Draft {
  readonly titolo: string;
  readonly description: string;
  readonly copyright: string;
  readonly license_id: string | null;
  /** The chosen version; null: none chosen (the licence's only one is then taken; without versions, none). */
  readonly license_version: string | null;
  readonly openlibrary: boolean;
}

function draftOf(item: MediaItem): Draft {
  return {
    titolo: item.title,
    description: item.description,
    copyright: item.copyright,
    license_id: item.license_id === null ? null : String(item.license_id),
    license_version: item.license_version,
    openlibrary: item.openlibrary === 1,
  };
}

/** Field errors (of a 422 answer, or of the check before sending) keyed by the form's names (`title` is `titolo`). */
function fieldErrorsOf(errors: Readonly<Record<string, string | readonly string[]>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const key = path === 'title' ? 'titolo' : path;
    const text = typeof messages === 'string' ? messages : messages.join(' ');
    if (text !== '') result[key] = text;
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
  // Another licence clears the version (its only version is then preselected).
  const changeLicence = (value: string | null) => {
    setDraft((current) => ({ ...current, license_id: value, license_version: null }));
    setErrors(({ license_id: _licence, license_version: _version, ...rest }) => rest);
  };

  const licence = licences.data?.find((option) => option.value === draft.license_id);
  const version = chosenVersion(draft.license_version, licence);
  const versionless = licence !== undefined && licence.versions.length === 0;

  const save = async () => {
    // The server's own schema first: required licence and version, bounds, messages in the UI language.
    const checked = check(
      MediaUpdateRequest,
      {
        titolo: draft.titolo,
        description: draft.description,
        copyright: draft.copyright,
        license_id: draft.license_id === null ? null : Number(draft.license_id),
        license_version: version,
        openlibrary: draft.openlibrary ? 1 : 0,
      },
      language,
    );
    // The form requires the version unless the licence has none (the call would take its current one).
    const versionMissing = lacksVersion(draft.license_id, version, licence);
    if (!checked.ok || versionMissing) {
      setErrors({
        ...(checked.ok ? {} : fieldErrorsOf(checked.errors)),
        ...(versionMissing ? { license_version: formatMessage('required', language) } : {}),
      });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const answer = await updateMedia(item.id, checked.data);
      notifySuccess(t('media.saved'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        setErrors(fieldErrorsOf(error.errors));
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
                  <List.Item key={`${used.entity}-${used.id}-${used.section ?? ''}`}>
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
          placeholder={t('media.chooseLicence')}
          data={licences.data ?? []}
          value={draft.license_id}
          onChange={changeLicence}
          searchable
          required
          nothingFoundMessage={t('field.noResults')}
          error={errors.license_id}
          disabled={licences.isPending}
          comboboxProps={{ withinPortal: true }}
          name="license_id"
        />
        <Select
          label={t('media.licenceVersion')}
          // Without versions the description says why the select is disabled: no placeholder then.
          placeholder={versionless ? undefined : t(licence ? 'media.chooseVersion' : 'media.chooseLicenceFirst')}
          description={versionless ? t('media.noVersions') : undefined}
          data={licence ? [...licence.versions] : []}
          value={version}
          onChange={(value) => change('license_version', value)}
          required={!versionless}
          error={errors.license_version}
          disabled={!licence || versionless}
          comboboxProps={{ withinPortal: true }}
          name="license_version"
          data-testid="media-licence-version"
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
