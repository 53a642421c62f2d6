/**
 * A settings screen's sections (`schemas/settings/`) and the editor's form values: the answer of
 * `GET operations/settings` becomes an item the form machinery knows (per-language sections in
 * `contents[lang]`, the others at the top), the form values become the `data` of `POST
 * operations/settings`, and the server's error paths (`home.it.mosaico`) become form paths
 * (`contents.it.home.mosaico`). Pure: no React.
 */
import { isRecord } from '#api/errors.ts';
import type { LanguageCode } from '#core/languages';
import type { SettingsMeta } from '#core/model';
import type { EditorValues, Values } from '../editor/values';

/** The screen's section names, per-language ones first (the `section` of both calls). */
export function sectionNames(meta: Pick<SettingsMeta, 'contents' | 'fields'>): string[] {
  return [...meta.contents, ...meta.fields].map((field) => field.name);
}

/** The answer's sections as an item: every language present, values over the form's defaults. */
export function itemOfSections(meta: SettingsMeta, data: Readonly<Record<string, unknown>>): Values {
  const item: Values = {};
  for (const field of meta.fields) if (data[field.name] !== undefined) item[field.name] = data[field.name];
  if (meta.contents.length > 0) {
    item.contents = Object.fromEntries(
      meta.languages.map((language) => [
        language,
        Object.fromEntries(
          meta.contents.flatMap((field) => {
            const section = data[field.name];
            const value = isRecord(section) ? section[language] : undefined;
            return value === undefined ? [] : [[field.name, value]];
          }),
        ),
      ]),
    );
  }
  return item;
}

/** The `data` of a save: one section's value alone, several by name. */
export function sectionsOfValues(meta: SettingsMeta, values: EditorValues): Record<string, unknown> {
  const byName: Record<string, unknown> = {};
  for (const field of meta.contents) {
    byName[field.name] = Object.fromEntries(
      meta.languages.map((language) => [language, values.contents?.[language]?.[field.name]]),
    );
  }
  for (const field of meta.fields) byName[field.name] = values[field.name];
  const names = sectionNames(meta);
  return names.length === 1 && names[0] !== undefined ? (byName[names[0]] as Record<string, unknown>) : byName;
}

/** A server error path as a form path: `home.it.video.0.url` → `contents.it.home.video.0.url`. */
export function formPathOfError(meta: SettingsMeta, path: string): string {
  const [section, language, ...rest] = path.split('.');
  const perLanguage = meta.contents.some((field) => field.name === section);
  if (!perLanguage || language === undefined || !meta.languages.includes(language as LanguageCode)) return path;
  return ['contents', language, section, ...rest].join('.');
}

/** Each per-language section of `from` copied into `to` (the 'Copia dall'italiano' action). */
export function copyLanguage(values: EditorValues, from: LanguageCode, to: LanguageCode): EditorValues {
  const source = values.contents?.[from];
  if (!source || from === to) return values;
  return { ...values, contents: { ...values.contents, [to]: structuredClone(source) } };
}
