/**
 * 'Condividi anteprima' (issue #35, docs/preview.md): a modal of the editor that makes a reviewer
 * link of the item in the language being edited (valid 1-365 days, 7 by default), shows its
 * address once with a copy button (lists never answer secrets), and lists the item's links,
 * every language, the latest first: who made each, when, until when, its state (attiva, scaduta,
 * revocata) and 'Revoca' (confirmed) for each active one.
 */
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { PREVIEW_LIMITS } from '#core/preview';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../../../generated/api/platform';
import type { PreviewLink } from '../../../generated/api/schemas';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import {
  isPreviewEntity,
  linkState,
  previewAddress,
  type PreviewEntity,
  type PreviewLinkState,
  type PreviewTarget,
} from './preview';

export interface SharePreviewModalProps extends PreviewTarget {
  readonly opened: boolean;
  readonly onClose: () => void;
}

const STATE_COLORS: Readonly<Record<PreviewLinkState, string>> = { active: 'green', expired: 'gray', revoked: 'red' };

export function SharePreviewModal({ opened, onClose, entity, id, lang }: SharePreviewModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('preview.shareTitle', { lang: lang.toUpperCase() })}
      closeButtonProps={{ 'aria-label': t('preview.close') }}
    >
      {opened && isPreviewEntity(entity) && <SharePreview entity={entity} id={id} lang={lang} />}
    </Modal>
  );
}

function SharePreview({ entity, id, lang }: PreviewTarget & { readonly entity: PreviewEntity }) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number>(PREVIEW_LIMITS.defaultDays);
  const [address, setAddress] = useState<string | null>(null);
  const key = queryKeys.previewLinks(entity, id);
  const links = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listPreviewLinks({ entity, id }, { signal }),
  });
  const create = useMutation({
    mutationFn: () => createPreviewLink({ entity, id, lang, days }),
    onSuccess: (answer) => {
      setAddress(previewAddress(answer.data));
      notifySuccess(t('preview.created'));
    },
    onError: (error) => notifyError(error, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) => revokePreviewLink(linkId),
    onSuccess: (answer) => notifySuccess(answer.data.message),
    onError: (error) => notifyError(error, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const askRevoke = async (link: PreviewLink) => {
    if (await confirmAction(t('preview.revokeConfirm'), language)) revoke.mutate(link.id);
  };
  const validDays = Number.isInteger(days) && days >= 1 && days <= PREVIEW_LIMITS.maxDays;

  return (
    <Stack gap="md" data-testid="share-preview">
      <Text size="sm">{t('preview.shareIntro')}</Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('preview.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number.parseInt(value, 10))}
          min={1}
          max={PREVIEW_LIMITS.maxDays}
          allowDecimal={false}
          allowNegative={false}
          w={160}
        />
        <Button
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => create.mutate()}
          loading={create.isPending}
          disabled={!validDays}
        >
          {t('preview.create')}
        </Button>
      </Group>
      {address !== null && (
        <Stack gap={4}>
          <TextInput
            label={t('preview.address')}
            value={address}
            readOnly
            data-testid="share-preview-address"
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'preview.copied' : 'preview.copy')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray.8'}
                      onClick={copy}
                      aria-label={t(copied ? 'preview.copied' : 'preview.copy')}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Text size="xs" c="gray.7">
            {t('preview.addressOnce')}
          </Text>
        </Stack>
      )}
      <Title order={3} size="h5">
        {t('preview.links')}
      </Title>
      {links.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('list.loadError')}
        </Text>
      ) : !links.data ? (
        <Text size="sm">…</Text>
      ) : links.data.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('preview.noLinks')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder data-testid="preview-links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('preview.language')}</Table.Th>
                <Table.Th>{t('preview.createdBy')}</Table.Th>
                <Table.Th>{t('preview.createdAt')}</Table.Th>
                <Table.Th>{t('preview.expiresAt')}</Table.Th>
                <Table.Th>{t('preview.state')}</Table.Th>
                <Table.Th>{t('preview.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.data.map((link) => {
                const state = linkState(link);
                return (
                  <Table.Tr key={link.id} data-testid="preview-link" data-state={state}>
                    <Table.Td>{link.lang.toUpperCase()}</Table.Td>
                    <Table.Td>{link.author ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(link.created_at, language)}</Table.Td>
                    <Table.Td>{formatDateTime(link.expires_at, language)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[state]} variant="light" c="dark.8">
                        {t(`preview.${state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {state === 'active' && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          c="red.9"
                          loading={revoke.isPending && revoke.variables === link.id}
                          onClick={() => void askRevoke(link)}
                        >
                          {t('preview.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
