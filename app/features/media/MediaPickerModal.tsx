/**
 * The image picker (spec platform.md "Media picker"): the gallery's search and grid (20 per page,
 * 'Mostra altro'), clicking a thumbnail selects or deselects it, 'Carica Immagini' opens the upload
 * view (uploaded images come back selected), and the footer's Inserisci is enabled when at least
 * one image is selected and the count is within `limit`; otherwise a disabled 'TROPPI ALLEGATI'
 * and the warning 'Si possono allegare massimo {n} file'.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { MediaItem } from '../../../generated/api/schemas';
import { useT } from '../../i18n/context';
import { MediaBrowser } from './MediaBrowser';
import { UploadView } from './UploadView';
import { PICKER_PAGE_SIZE, pickerState, toggleSelection } from './picker';
import { pickForOf, type UploadTarget } from './useMedia';

export interface MediaPickerModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** How many images may still be inserted. */
  readonly limit: number;
  /** The selected images, in the order they were chosen. */
  readonly onInsert: (items: readonly MediaItem[]) => void;
  /**
   * The field the picker chooses for (`entity` and `field` when an editor knows them): uploads go
   * to it, and the gallery's search names it (an editor of the entity needs no media ability).
   */
  readonly uploadTarget?: UploadTarget;
  /** The modal's title; 'Seleziona immagini' by default. */
  readonly title?: string;
}

export interface MediaPickerContentProps extends Omit<MediaPickerModalProps, 'opened' | 'title'> {
  /** Selected images to start with (stories, tests). */
  readonly initialSelection?: readonly MediaItem[];
}

/** The picker's body and footer, without the modal around it (stories show it inline). */
export function MediaPickerContent({
  onClose,
  limit,
  onInsert,
  uploadTarget,
  initialSelection = [],
}: MediaPickerContentProps) {
  const t = useT();
  const [view, setView] = useState<'gallery' | 'upload'>('gallery');
  const [selected, setSelected] = useState<readonly MediaItem[]>(initialSelection);
  const selectedIds = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);
  const state = pickerState(selected.length, limit);

  return (
    <Stack gap="md">
      {view === 'upload' ? (
        <UploadView
          onBack={() => setView('gallery')}
          {...(uploadTarget ? { target: uploadTarget } : {})}
          onUploaded={(item) =>
            setSelected((current) => (current.some((entry) => entry.id === item.id) ? current : [...current, item]))
          }
        />
      ) : (
        <MediaBrowser
          limit={PICKER_PAGE_SIZE}
          multiple
          selectedIds={selectedIds}
          pickFor={pickForOf(uploadTarget)}
          onSelect={(item) => setSelected((current) => toggleSelection(current, item))}
          actions={
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setView('upload')}>
              {t('media.upload')}
            </Button>
          }
        />
      )}
      {state.tooMany ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="picker-too-many">
          {t('media.picker.max', { n: Math.max(0, limit) })}
        </Alert>
      ) : null}
      <Group
        justify="space-between"
        gap="sm"
        pt="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Text size="sm" data-testid="picker-selected">
          {t('media.picker.selected', { n: selected.length })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('media.picker.cancel')}
          </Button>
          {state.tooMany ? (
            <Button color="red" disabled data-testid="picker-insert">
              {t('media.picker.tooMany')}
            </Button>
          ) : (
            <Button disabled={!state.canInsert} onClick={() => onInsert(selected)} data-testid="picker-insert">
              {t('media.picker.insert')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

export function MediaPickerModal({ opened, title, ...content }: MediaPickerModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={content.onClose}
      title={title ?? t('media.picker.title')}
      size="80rem"
      centered
      closeButtonProps={{ 'aria-label': t('media.picker.close') }}
      data-testid="media-picker"
    >
      {/* The content mounts with the modal, so each opening starts with no selection. */}
      {opened ? <MediaPickerContent {...content} /> : null}
    </Modal>
  );
}
