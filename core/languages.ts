/** Content languages the portal knows, in the order the editors show them. */
export const CONTENT_LANGUAGES = ['it', 'en', 'de', 'fr'] as const;
export type LanguageCode = (typeof CONTENT_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'it';

/** Language names as the spec writes them (Italian UI). */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, { it: string; en: string }>> = {
  it: { it: 'italiano', en: 'Italian' },
  en: { it: 'inglese', en: 'English' },
  de: { it: 'tedesco', en: 'German' },
  fr: { it: 'francese', en: 'French' },
};

/** UI languages: the admin speaks Italian, with a smaller English message set. */
export const UI_LANGUAGES = ['it', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** Picks the UI language from an `accept-language` header value (Italian by default). */
export function uiLanguageFrom(header: string | undefined | null): UiLanguage {
  if (!header) return 'it';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'it' || tag === 'en') return tag;
  }
  return 'it';
}
