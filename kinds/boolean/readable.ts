/** Booleans: a reader sees 'Sì' or 'No' ('Yes' or 'No'). */
import type { UiLanguage } from '#core/languages';
import type { KindReading } from '../host/readable';

const YES_NO: Readonly<Record<UiLanguage, readonly [string, string]>> = { it: ['Sì', 'No'], en: ['Yes', 'No'] };

export const readable: KindReading<'boolean'> | null = (_field, value, language) =>
  typeof value === 'boolean' ? YES_NO[language][value ? 0 : 1] : null;
