/**
 * '/allegati', the attachments list (spec content.md "Attachments list"; sidebar File): search
 * with Filtra and Annulla Filtri, an upload drop zone (attachments-create; several files, a
 * progress bar each, a refusal with the file's name), the table ID, Nome, URL, AZIONI (Download)
 * with pages, and the deletion of the selected rows (attachments-delete) after the spec's
 * confirmation. The route itself needs attachments-view.
 */
import '@mantine/dropzone/styles.css';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteAttachments, listAttachments, uploadAttachment } from '../../../generated/api/platform';
import type { Attachment } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT } from '../../i18n/context';
import { PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import { UploadRow } from '../media/UploadView';
import { useUploads } from '../media/useMedia';

/** Rows per page (the spec's list default), newest first; the state lives while the page is open. */
const PAGE_SIZE = 50;
const LIST: PlatformListSpec<Attachment> = {
  storageName: null,
  defaults: { page: 1, limit: PAGE_SIZE, orderBy: '-id', keywords: '' },
  orderFields: [],
  pageSizes: [PAGE_SIZE],
  queryKey: (state) => queryKeys.attachments(state.keywords, state.page, state.limit),
  load: (query, signal) => listAttachments(query, { signal }),
  rowId: (row) => row.id,
};

export function AttachmentsPage() {
  const t = useT();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const list = usePlatformList(LIST);
  const canUpload = allows('attachments-create');
  const canDelete = allows('attachments-delete');

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
  const uploads = useUploads<Attachment>(
    async (file, onProgress) => (await uploadAttachment(file, { onProgress })).data,
    () => void refresh(),
  );

  const columns = useMemo(
    () =>
      platformColumns<Attachment>(
        [
          { id: 'id', header: 'ID' },
          { id: 'name', header: t('attachments.name') },
          {
            id: 'url',
            header: 'URL',
            cell: (row) => (
              <Text size="sm" ff="monospace">
                {row.url}
              </Text>
            ),
          },
          {
            id: 'actions',
            header: t('attachments.actions'),
            cell: (row) => (
              <Anchor
                href={row.url}
                download={row.name}
                size="sm"
                aria-label={t('attachments.downloadNamed', { name: row.name })}
              >
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} aria-hidden />
                  {t('attachments.download')}
                </Group>
              </Anchor>
            ),
          },
        ],
        LIST.orderFields,
      ),
    [t],
  );

  return (
    <PlatformList
      title={t('attachments.title')}
      list={list}
      columns={columns}
      search={{ submit: true }}
      {...(canDelete
        ? {
            deleteSelected: { call: deleteAttachments, invalidate: queryKeys.mediaAll() },
            selection: {
              allLabel: t('attachments.selectAll'),
              rowLabel: (row: Attachment) => t('attachments.select', { name: row.name }),
            },
          }
        : {})}
      empty={t('attachments.empty')}
      rowTestId="attachment-row"
      columnStyles={{ url: { wordBreak: 'break-all' } }}
    >
      {canUpload ? (
        <Stack gap="xs">
          <Dropzone
            onDrop={(files) => uploads.add(files)}
            multiple
            p="md"
            inputProps={{ 'aria-label': t('attachments.upload') }}
          >
            <Group gap="sm" justify="center" style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={28} aria-hidden />
              <Stack gap={0}>
                <Text fw={500}>{t('attachments.upload')}</Text>
                <Text size="sm" c="gray.7">
                  {t('attachments.uploadHint')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {uploads.entries.map((entry) => (
            <UploadRow key={entry.key} entry={entry} />
          ))}
        </Stack>
      ) : null}
    </PlatformList>
  );
}
