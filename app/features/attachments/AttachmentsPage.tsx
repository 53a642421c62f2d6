/**
 * '/allegati', the attachments list (spec content.md "Attachments list"; sidebar File): search
 * with Filtra and Annulla Filtri, an upload drop zone (attachments-create; several files, a
 * progress bar each, a refusal with the file's name), the table ID, Nome, URL, AZIONI (Download)
 * with pages, and the deletion of the selected rows (attachments-delete) after the spec's
 * confirmation. The route itself needs attachments-view.
 */
import '@mantine/dropzone/styles.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileUpload, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteAttachments, listAttachments, uploadAttachment } from '../../../generated/api/platform';
import type { Attachment } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { UploadRow } from '../media/UploadView';
import { useUploads } from '../media/useMedia';

/** Rows per page (the spec's list default). */
const PAGE_SIZE = 50;

export function AttachmentsPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const canUpload = allows('attachments-create');
  const canDelete = allows('attachments-delete');

  const list = useQuery({
    queryKey: queryKeys.attachments(keywords, page, PAGE_SIZE),
    queryFn: ({ signal }) =>
      listAttachments({ page, limit: PAGE_SIZE, ...(keywords === '' ? {} : { keywords }) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows: readonly Attachment[] = list.data?.data ?? [];
  const lastPage = list.data?.meta.last_page ?? 1;

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.mediaAll() });
  const uploads = useUploads<Attachment>(
    async (file, onProgress) => (await uploadAttachment(file, { onProgress })).data,
    () => void refresh(),
  );

  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => deleteAttachments(ids.join(',')),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setSelected([]);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });

  const apply = (text: string) => {
    setKeywords(text.trim());
    setPage(1);
    setSelected([]);
  };
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  const confirmDelete = async () => {
    if (selected.length === 0) return;
    if (await confirmAction(t('list.confirmDeleteMany'), language)) remove.mutate(selected);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('attachments.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply(typed);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('list.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">{t('list.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped('');
              apply('');
            }}
          >
            {t('list.reset')}
          </Button>
        </Group>
      </form>

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

      {canDelete ? (
        <Group gap="sm">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={selected.length === 0 || remove.isPending}
            onClick={() => void confirmDelete()}
          >
            {t('list.deleteSelected')}
          </Button>
          {selected.length > 0 ? <Text size="sm">{t('list.selected', { n: selected.length })}</Text> : null}
        </Group>
      ) : null}

      {list.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}

      <Table striped highlightOnHover withTableBorder aria-label={t('attachments.title')} aria-busy={list.isFetching}>
        <Table.Thead>
          <Table.Tr>
            {canDelete ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('attachments.selectAll')}
                  checked={allSelected}
                  indeterminate={!allSelected && rows.some((row) => selected.includes(row.id))}
                  onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                />
              </Table.Th>
            ) : null}
            <Table.Th>ID</Table.Th>
            <Table.Th>{t('attachments.name')}</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th>{t('attachments.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={canDelete ? 5 : 4}>
                <Text size="sm" c="gray.7">
                  {t('attachments.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="attachment-row">
              {canDelete ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('attachments.select', { name: row.name })}
                    checked={selected.includes(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <Text size="sm" ff="monospace">
                  {row.url}
                </Text>
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {lastPage > 1 ? (
        <Pagination
          total={lastPage}
          value={page}
          onChange={(next) => {
            setPage(next);
            setSelected([]);
          }}
        />
      ) : null}
    </Stack>
  );
}
