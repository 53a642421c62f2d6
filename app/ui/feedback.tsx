/**
 * Shared feedback (spec platform.md section 8): error toasts shown for 5 seconds that join the
 * answer's `errors` entries (except 'debug'), its message and `data.message`; success toasts; and
 * the confirmation modals with the spec's texts.
 */
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ApiError, isRecord } from '#api/errors.ts';
import { translate } from '../i18n/index';
import type { UiLanguage } from '#core/languages';

export const TOAST_MS = 5_000;

/** The text of an error toast: the field messages, then the message, then `data.message`, each once. */
export function errorText(error: unknown, language: UiLanguage = 'it'): string {
  const parts: string[] = [];
  const add = (text: unknown) => {
    if (typeof text === 'string' && text.trim() !== '' && !parts.includes(text.trim())) parts.push(text.trim());
  };
  if (error instanceof ApiError) {
    for (const messages of Object.values(error.errors)) messages.forEach(add);
    add(error.message);
    const body = error.body;
    if (isRecord(body) && isRecord(body.data)) add(body.data.message);
  } else if (error instanceof Error) {
    add(error.message);
  }
  if (parts.length === 0) parts.push(translate('error.generic', language));
  return parts.join(' ');
}

export function notifyError(error: unknown, language: UiLanguage = 'it'): void {
  notifications.show({ color: 'red', message: errorText(error, language), autoClose: TOAST_MS, withBorder: true });
}

/** A failure told in the product's own words (the spec's message for the action). */
export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS, withBorder: true });
}

export function notifySuccess(message: string): void {
  if (message.trim() === '') return;
  notifications.show({ color: 'green', message, autoClose: TOAST_MS, withBorder: true });
}

/** Asks for confirmation with the spec's text; resolves true on Conferma, false otherwise. */
export function confirmAction(message: string, language: UiLanguage = 'it'): Promise<boolean> {
  return new Promise((resolve) => {
    openConfirmModal({
      title: message,
      labels: { confirm: translate('confirm.yes', language), cancel: translate('confirm.no', language) },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
