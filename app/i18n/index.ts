/** Looking up a UI message: the user's language, falling back to Italian; `{name}` placeholders filled. */
import { interpolate } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import { en } from './en';
import { it, type MessageKey } from './it';

export type { MessageKey };

export function translate(
  key: MessageKey,
  language: UiLanguage = 'it',
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = (language === 'en' ? en[key] : undefined) ?? it[key];
  return interpolate(template, params);
}

/** An instant as the UI language writes it: a short date and a time (`'short'`, or `'medium'` with seconds). */
export function formatDateTime(value: string, language: UiLanguage, time: 'short' | 'medium' = 'short'): string {
  return new Date(value).toLocaleString(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    timeStyle: time,
  });
}
