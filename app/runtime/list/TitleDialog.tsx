/**
 * The list's title dialog (schema `editor.dialog`; spec: the POI collections' 'Gestione Luoghi'
 * with Nome, CHIUDI and INVIA): a new item (id null) or a renamed one, saved by the entity's
 * `setTitle` call (`POST {call}/{id}/{title}`, id -1 for a new item). The server's 422 message
 * shows under the field; success is notified and the list reloads.
 */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EntityCalls } from '#api/client.ts';
import { isApiError } from '#api/errors.ts';
import type { EntityMeta } from '#core/model';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { notifyError, notifySuccess } from '../../ui/feedback';

export interface TitleDialogTarget {
  /** null: a new item. */
  readonly id: number | null;
  readonly title: string;
}

export function TitleDialog({
  meta,
  calls,
  target,
  onClose,
  onSaved,
}: {
  readonly meta: EntityMeta;
  readonly calls: EntityCalls;
  readonly target: TitleDialogTarget | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const label = useLabel();
  const t = useT();
  const { language } = useUiLanguage();
  const field = [...meta.fields, ...meta.contents].find((candidate) => candidate.name === meta.titleField);
  const max = field && 'max' in field && typeof field.max === 'number' ? field.max : 255;
  const [value, setValue] = useState(target?.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = meta.editor.dialog;
  if (!dialog || !calls.setTitle) return null;
  const setTitle = calls.setTitle;

  const submit = async () => {
    const title = value.trim();
    if (title === '') {
      setError(t('field.required'));
      return;
    }
    setBusy(true);
    try {
      const answer = await setTitle(target?.id ?? -1, title);
      notifySuccess(answer.data.message);
      onSaved();
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 422) setError(caught.message);
      else notifyError(caught, language);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={label(dialog.title)} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={field ? label(field.label) : ''}
            value={value}
            maxLength={max}
            withAsterisk
            data-autofocus
            error={error ?? undefined}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('dialog.close')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
