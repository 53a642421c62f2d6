/**
 * Attachments: images (thumbnails, drag to reorder, remove, the cover, 'Aggiungi immagini' opening
 * the admin's media picker, `AdminHost.media`). File boxes are in `../files/FilesInput.tsx`;
 * picked items of other entities in `../entity/`.
 */
import { ActionIcon, Badge, Button, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useField } from '../host/form';
import { useAdminHost, useT, useFieldChrome, type FieldChrome, type KindProps, FieldGroup } from '../host/admin';
import {
  appendImages,
  moveEntry,
  readImages,
  removeImage,
  withCover,
  type ImageValue,
} from '../host/ui/orderedEntries';

function Box({ chrome, note, children }: { chrome: FieldChrome; note: string; children: ReactNode }) {
  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="xs" mt={4}>
        {children}
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      </Stack>
    </FieldGroup>
  );
}

/** The name of an image in labels and announcements. */
function imageTitle(image: ImageValue, untitled: (id: number) => string): string {
  return image.title?.trim() || untitled(image.id);
}

interface ImageRowProps {
  readonly image: ImageValue;
  readonly title: string;
  readonly handle: ReactNode;
  readonly isDragging: boolean;
  readonly groupName: string;
  readonly withCoverChoice: boolean;
  readonly disabled: boolean;
  readonly onCover: () => void;
  readonly onRemove: () => void;
}

function ImageRow({
  image,
  title,
  handle,
  isDragging,
  groupName,
  withCoverChoice,
  disabled,
  onCover,
  onRemove,
}: ImageRowProps) {
  const t = useT();
  const source = image.url_thumb || image.url;
  return (
    <Paper withBorder p={6} shadow={isDragging ? 'sm' : undefined}>
      <Group gap="sm" wrap="nowrap">
        {handle}
        {source ? (
          <Image src={source} alt={title} w={64} h={48} fit="cover" radius="sm" />
        ) : (
          <Paper w={64} h={48} bg="gray.1" radius="sm" aria-hidden />
        )}
        <Text size="sm" style={{ flex: 1 }} lineClamp={2}>
          {title}
        </Text>
        {withCoverChoice ? (
          <Radio
            name={groupName}
            size="xs"
            label={t('field.images.cover')}
            aria-label={`${t('field.images.cover')}: ${title}`}
            checked={image.is_primary === true}
            disabled={disabled}
            onChange={onCover}
          />
        ) : null}
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('field.removeNamed', { name: title })}
          disabled={disabled}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export function ImagesFieldInput({ field, name, required, disabled }: KindProps<'images'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useField(name);
  const { media, sortable } = useAdminHost();
  const { SortableList } = sortable;
  const [picking, setPicking] = useState(false);
  const images = readImages(control.value);
  const locked = disabled === true || field.readOnly;
  const slots = media.remainingSlots(field.max, images.length);
  const untitled = (id: number) => t('field.images.untitled', { id });
  return (
    <Box chrome={chrome} note={t('field.images.note')}>
      {images.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('field.images.empty')}
        </Text>
      ) : (
        <SortableList
          items={images}
          getId={(image) => image.id}
          getLabel={(image) => imageTitle(image, untitled)}
          disabled={locked}
          onReorder={(from, to) => control.onChange(moveEntry(images, from, to, true))}
          renderItem={(image, { handle, isDragging }) => (
            <ImageRow
              image={image}
              title={imageTitle(image, untitled)}
              handle={handle}
              isDragging={isDragging}
              groupName={`${name}-cover`}
              withCoverChoice={field.cover}
              disabled={locked}
              onCover={() => control.onChange(withCover(images, image.id))}
              onRemove={() => control.onChange(removeImage(images, image.id, field.cover))}
            />
          )}
        />
      )}
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPhotoPlus size={16} aria-hidden />}
          disabled={locked || slots === 0}
          onClick={() => setPicking(true)}
          aria-label={`${t('media.add')}: ${chrome.label}`}
        >
          {t('media.add')}
        </Button>
        {field.max > 0 ? (
          <Badge variant="outline" color={images.length > field.max ? 'red' : 'gray'} w="fit-content">
            {images.length} / {field.max}
          </Badge>
        ) : null}
      </Group>
      {picking ? (
        <Suspense fallback={null}>
          <media.MediaPicker
            limit={slots}
            name={name}
            onClose={() => setPicking(false)}
            onInsert={(picked) => {
              control.onChange(appendImages(images, picked, field.cover));
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
