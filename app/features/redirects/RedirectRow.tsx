/**
 * One row of the 404 redirects list, edited in place: old route, new route, code (301, 302,
 * 410), whether the server made it (a slug change), its hits and last hit, and the delete action.
 * The page decides when to save (`rows.ts`); the row reports edits, blurs and code changes.
 */
import { ActionIcon, Badge, Group, NativeSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { REDIRECT_CODES, REDIRECT_URL_MAX, type RedirectCode } from '#core/redirects';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import type { EditableField, RedirectDraft } from './rows';

export interface RedirectRowProps {
  readonly draft: RedirectDraft;
  /** May change this row (error404-edit, or error404-create for a new row). */
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (field: EditableField, value: string) => void;
  /** An address field lost the focus. */
  readonly onBlur: () => void;
  readonly onCode: (code: RedirectCode) => void;
  readonly onDelete: () => void;
}

function codeOf(value: string): RedirectCode | null {
  return REDIRECT_CODES.find((code) => String(code) === value) ?? null;
}

export function RedirectRow({ draft, canEdit, canDelete, onEdit, onBlur, onCode, onDelete }: RedirectRowProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const name = draft.id === null ? t('redirects.newRow') : `#${draft.id}`;
  const errorOf = (field: string) => draft.errors[field]?.join(' ') || undefined;
  const lastHit = draft.last_hit_at === null ? null : formatDateTime(draft.last_hit_at, language);
  return (
    <Table.Tr data-testid="redirect-row" data-changed={draft.changed ? 'true' : 'false'}>
      <Table.Td>
        <TextInput
          aria-label={t('redirects.oldUrlOf', { name })}
          placeholder="/it/pagina-vecchia"
          value={draft.old_url}
          maxLength={REDIRECT_URL_MAX}
          readOnly={!canEdit}
          error={errorOf('old_url')}
          onChange={(event) => onEdit('old_url', event.currentTarget.value)}
          onBlur={onBlur}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('redirects.newUrlOf', { name })}
          placeholder="/it/pagina-nuova"
          value={draft.new_url}
          maxLength={REDIRECT_URL_MAX}
          readOnly={!canEdit}
          error={errorOf('new_url')}
          onChange={(event) => onEdit('new_url', event.currentTarget.value)}
          onBlur={onBlur}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={t('redirects.codeOf', { name })}
          data={REDIRECT_CODES.map((code) => ({ value: String(code), label: t(`redirects.code${code}`) }))}
          value={String(draft.code)}
          disabled={!canEdit}
          error={errorOf('code')}
          onChange={(event) => {
            const code = codeOf(event.currentTarget.value);
            if (code !== null) onCode(code);
          }}
        />
      </Table.Td>
      <Table.Td>
        {draft.automatic ? (
          <Tooltip label={t('redirects.automaticHint')}>
            <Badge color="blue" variant="light">
              {t('redirects.automatic')}
            </Badge>
          </Tooltip>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{draft.hits}</Text>
        {lastHit ? (
          <Text size="xs" c="gray.7">
            {t('redirects.lastHit', { date: lastHit })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {canDelete || draft.id === null ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('list.deleteItem', { id: draft.id ?? t('redirects.newRow') })}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {draft.saved ? (
            <IconCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={t('redirects.saved')} />
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
