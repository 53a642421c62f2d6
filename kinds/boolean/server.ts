/** Booleans: a plain column or JSON value, stored and read as sent; a reader sees 'Sì' or 'No'. */
import type { UiLanguage } from '#core/languages';
import { plainKind, type ServerKind } from '../host/server';

const YES_NO: Readonly<Record<UiLanguage, readonly [string, string]>> = { it: ['Sì', 'No'], en: ['Yes', 'No'] };

export const boolean: ServerKind<'boolean'> = {
  ...plainKind<'boolean'>(),
  readable: (_field, value, language) => (typeof value === 'boolean' ? YES_NO[language][value ? 0 : 1] : null),
};
