/**
 * Looking up a UI message: the user's language, falling back to Italian; `{name}` placeholders
 * filled. Italian, the default, is always here; the English set is loaded on demand
 * (`loadUiLanguage`), so the sign-in screen of an Italian user does not carry it (the /login
 * bundle's budget, `npm run bench:bundle`). `I18nProvider` loads it before it renders in English.
 */
import { interpolate } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import { it, type MessageKey } from './it';

export type { MessageKey };

type MessageSet = Partial<Record<MessageKey, string>>;

type OtherLanguage = Exclude<UiLanguage, 'it'>;

/** How each language besides Italian is loaded (a chunk of its own). */
const LOADERS: Readonly<Record<OtherLanguage, () => Promise<MessageSet>>> = {
  en: async () => (await import('./en')).en,
};

/** The message sets loaded besides Italian. */
const loaded: Partial<Record<OtherLanguage, MessageSet>> = {};

/** Whether `language`'s messages are here (Italian always is). */
export function uiLanguageLoaded(language: UiLanguage): boolean {
  return language === 'it' || loaded[language] !== undefined;
}

/** Loads `language`'s messages (once); until then its texts read in Italian. */
export async function loadUiLanguage(language: UiLanguage): Promise<void> {
  if (language === 'it' || loaded[language]) return;
  loaded[language] = await LOADERS[language]();
}

export function translate(
  key: MessageKey,
  language: UiLanguage = 'it',
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = (language === 'it' ? undefined : loaded[language]?.[key]) ?? it[key];
  return interpolate(template, params);
}

/** An instant as the UI language writes it: a short date and a time (`'short'`, or `'medium'` with seconds). */
export function formatDateTime(value: string, language: UiLanguage, time: 'short' | 'medium' = 'short'): string {
  return new Date(value).toLocaleString(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    timeStyle: time,
  });
}
