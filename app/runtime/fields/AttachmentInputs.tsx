/**
 * Attachments chosen elsewhere: images (thumbnails, drag to reorder, remove, the cover), files
 * and referenced items (remove, reorder). The media picker, the uploader and the entity picker
 * come with their own issues, so there is no add button yet: a note says where items come from.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useT } from '../../i18n/context';
import { moveEntry, readImages, removeImage, renumber, withCover, type ImageValue } from './orderedEntries';
import { useFieldChrome, type FieldChrome, type KindProps, FieldGroup } from './shared';

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

interface ImageRowProps {
  readonly image: ImageValue;
  readonly groupName: string;
  readonly withCoverChoice: boolean;
  readonly disabled: boolean;
  readonly onCover: () => void;
  readonly onRemove: () => void;
}

function SortableImageRow({ image, groupName, withCoverChoice, disabled, onCover, onRemove }: ImageRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
  });
  const title = image.title?.trim() || t('field.images.untitled', { id: image.id });
  const source = image.url_thumb || image.url;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('field.dragHandle')}: ${title}`}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
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
  const { field: control } = useController({ name });
  const images = readImages(control.value);
  const locked = disabled === true || field.readOnly;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((image) => image.id === active.id);
    const to = images.findIndex((image) => image.id === over.id);
    control.onChange(moveEntry(images, from, to, true));
  };
  return (
    <Box chrome={chrome} note={t('field.images.note')}>
      {images.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('field.images.empty')}
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
          <SortableContext items={images.map((image) => image.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={6}>
              {images.map((image) => (
                <SortableImageRow
                  key={image.id}
                  image={image}
                  groupName={`${name}-cover`}
                  withCoverChoice={field.cover}
                  disabled={locked}
                  onCover={() => control.onChange(withCover(images, image.id))}
                  onRemove={() => control.onChange(removeImage(images, image.id, field.cover))}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {field.max > 0 ? (
        <Badge variant="outline" color={images.length > field.max ? 'red' : 'gray'} w="fit-content">
          {images.length} / {field.max}
        </Badge>
      ) : null}
    </Box>
  );
}

interface FileValue {
  readonly id: number;
  readonly name: string;
  readonly url?: string;
}

function readFiles(value: unknown): FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is FileValue =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { id?: unknown }).id === 'number' &&
      typeof (entry as { name?: unknown }).name === 'string',
  );
}

export function FilesFieldInput({ field, name, required, disabled }: KindProps<'files'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useController({ name });
  const files = readFiles(control.value);
  const locked = disabled === true || field.readOnly;
  return (
    <Box chrome={chrome} note={t('field.files.note')}>
      {files.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('field.files.empty')}
        </Text>
      ) : (
        files.map((file) => (
          <Group key={file.id} gap="sm" wrap="nowrap">
            {file.url ? (
              <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm" style={{ flex: 1 }}>
                {file.name}
              </Anchor>
            ) : (
              <Text size="sm" style={{ flex: 1 }}>
                {file.name}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('field.removeNamed', { name: file.name })}
              disabled={locked}
              onClick={() => control.onChange(files.filter((entry) => entry.id !== file.id))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))
      )}
    </Box>
  );
}

interface ReferenceValue {
  readonly id: number;
  readonly type: string;
  readonly title?: string;
}

function readReferences(value: unknown): ReferenceValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is ReferenceValue =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { id?: unknown }).id === 'number' &&
      typeof (entry as { type?: unknown }).type === 'string',
  );
}

export function ReferenceFieldInput({ field, name, required, disabled }: KindProps<'reference'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useController({ name });
  const items = readReferences(control.value);
  const locked = disabled === true || field.readOnly;
  return (
    <Box chrome={chrome} note={t('field.reference.note')}>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('field.reference.empty')}
        </Text>
      ) : (
        items.map((item, index) => {
          const title = item.title?.trim() || `#${item.id}`;
          return (
            <Group key={`${item.type}-${item.id}`} gap="xs" wrap="nowrap">
              <Badge variant="outline" size="sm">
                {item.type}
              </Badge>
              <Text size="sm" style={{ flex: 1 }}>
                {title}
              </Text>
              {field.sortable ? (
                <>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${t('field.moveUp')}: ${title}`}
                    disabled={locked || index === 0}
                    onClick={() => control.onChange(moveEntry(items, index, index - 1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${t('field.moveDown')}: ${title}`}
                    disabled={locked || index === items.length - 1}
                    onClick={() => control.onChange(moveEntry(items, index, index + 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </>
              ) : null}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('field.removeNamed', { name: title })}
                disabled={locked}
                onClick={() => control.onChange(renumber(items.filter((_, at) => at !== index)))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })
      )}
    </Box>
  );
}
