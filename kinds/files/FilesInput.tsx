/**
 * A file box (brochure pdf, open-data files, article attachments): the attached files (name as a
 * download link, reorder by dragging its handle (pointer or keyboard) or with the up and down
 * buttons, remove) and an upload in place, several files at once with a progress
 * bar each. A chosen file is checked against the field first (accepted types, with the field's
 * message such as 'Sono ammessi solo files pdf.'; size; 'Si possono allegare massimo {n} file')
 * and not sent when it fails; the server checks again and its refusal is shown with the name.
 */
import '@mantine/dropzone/styles.css';
import { ActionIcon, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useField, useFormStore } from '../host/form';
import { formatMessage } from '#core/messages';
import { useAdminHost, useT, useUiLanguage, FieldGroup, useFieldChrome, type KindProps } from '../host/admin';
import { MoveButtons } from '../host/ui/MoveButtons';
import { refusalOf } from './files';
import { moveEntry } from '../host/ui/orderedEntries';

/** The collection file boxes upload to (the attachments list shows it). */
export const FILES_COLLECTION = 'files';

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
  const { language } = useUiLanguage();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useField(name);
  const { media, sortable } = useAdminHost();
  const { SortableList } = sortable;
  const files = readFiles(control.value);
  const locked = disabled === true || field.readOnly;
  // The form's value when an upload finishes (several may finish before the next render).
  const store = useFormStore();

  const uploads = media.useFileUploads(name, FILES_COLLECTION, (item) =>
    control.onChange([...readFiles(store.get(name)), { id: item.id, name: item.name, url: item.url }]),
  );

  const choose = (chosen: readonly File[]) => {
    let counted = files.length + uploads.entries.filter((entry) => entry.status !== 'failed').length;
    const accepted: File[] = [];
    for (const file of chosen) {
      const refusal = refusalOf(file, field, counted);
      if (refusal) {
        uploads.refuse(file.name, formatMessage(refusal.key, language, refusal.params));
      } else {
        accepted.push(file);
        counted += 1;
      }
    }
    if (accepted.length > 0) uploads.add(accepted);
  };

  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="xs" mt={4}>
        {files.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('field.files.empty')}
          </Text>
        ) : (
          <SortableList
            items={files}
            getId={(file) => file.id}
            getLabel={(file) => file.name}
            disabled={locked}
            gap="var(--mantine-spacing-xs)"
            onReorder={(from, to) => control.onChange(moveEntry(files, from, to))}
            renderItem={(file, { handle, index }) => (
              <Group gap="sm" wrap="nowrap" data-testid="attached-file">
                {handle}
                {file.url ? (
                  <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm" style={{ flex: 1 }}>
                    {file.name}
                  </Anchor>
                ) : (
                  <Text size="sm" style={{ flex: 1 }}>
                    {file.name}
                  </Text>
                )}
                <MoveButtons
                  name={file.name}
                  index={index}
                  count={files.length}
                  disabled={locked}
                  onMove={(to) => control.onChange(moveEntry(files, index, to))}
                />
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
            )}
          />
        )}
        {locked ? null : (
          <Dropzone
            onDrop={choose}
            // Every file reaches `choose`, whose checks give the field's own messages.
            onReject={(rejections) => choose(rejections.map((rejection) => rejection.file))}
            multiple
            p="sm"
            data-testid={`files-dropzone-${name}`}
            inputProps={{ 'aria-label': `${t('files.upload')}: ${chrome.label}` }}
          >
            <Group gap="sm" justify="center" style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={24} aria-hidden />
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {t('files.upload')}
                </Text>
                <Text size="xs" c="gray.7">
                  {field.accept.length > 0
                    ? t('files.hintTypes', { types: field.accept.filter((entry) => entry.startsWith('.')).join(', ') })
                    : t('files.hint')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
        )}
        {uploads.entries.map((entry) => (
          <media.UploadRow key={entry.key} entry={entry} />
        ))}
        {field.max > 0 ? (
          <Badge variant="outline" color={files.length > field.max ? 'red' : 'gray'} w="fit-content">
            {files.length} / {field.max}
          </Badge>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}
