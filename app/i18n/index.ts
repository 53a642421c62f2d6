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
