/**
 * The site settings (content.md section 7: "GET operations/settings (section: home, or
 * comma-separated footer,app,tdh,instagram_home, or megamenu); POST operations/settings (section
 * and data; response data.message)"). Each section is described by a settings schema
 * (`schemas/settings/`), which decides its value's shape and who may read and save it
 * (`<ability>-view`, `<ability>-edit`); the server checks both per section.
 */
import { z } from 'zod';
import { SETTINGS_LIMITS } from '../limits';
import { defineCall, param, component } from './define';
import { dataOf, MessageResult } from './shared';

const SECTION = /^[a-z][a-z0-9_]*$/;

/** A comma-separated list of section names (each a schema field name), at most `maxSections`. */
export function parseSections(value: string): string[] | null {
  const names = value.split(',');
  if (names.length > SETTINGS_LIMITS.maxSections) return null;
  if (!names.every((name) => name.length <= SETTINGS_LIMITS.sectionName && SECTION.test(name))) return null;
  return [...new Set(names)];
}

const sections = () =>
  z
    .string({ error: 'required' })
    .max(SETTINGS_LIMITS.sectionList, { error: 'maxLength' })
    .refine((value) => parseSections(value) !== null, { error: 'invalid' })
    .meta({ description: 'A section, or several separated by commas (`footer,app,tdh,instagram_home`).' });

export const SettingsResult = component(
  'SettingsResult',
  dataOf(z.record(z.string(), z.unknown())),
  'The sections asked for, by name: a per-language section as a map of language to value; secrets as `{set}` only.',
);

export const SettingsSaveRequest = component(
  'SettingsSaveRequest',
  z.strictObject({
    section: sections(),
    data: z.record(z.string(), z.unknown(), { error: 'required' }).meta({
      description:
        "One section: its value. Several (comma-separated): an object of each section's value by name. Saved together or not at all.",
    }),
  }),
);

export const SETTINGS_CALLS = {
  getSettings: defineCall({
    method: 'get',
    path: '/operations/settings',
    summary: 'Read settings sections',
    description:
      "Each section needs the view ability of its settings schema (home, footer...: homesettings-view; megamenu: menu-view). A section never saved answers its schema's empty value.",
    access: 'user',
    query: {
      section: param.string({
        max: SETTINGS_LIMITS.sectionList,
        required: true,
        description: 'A section, or several separated by commas.',
        pattern: { source: '^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*$', test: (value) => parseSections(value) !== null },
      }),
    },
    answer: SettingsResult,
    errors: [401, 403, 422, 429],
  }),
  saveSettings: defineCall({
    method: 'post',
    path: '/operations/settings',
    summary: 'Save settings sections',
    description:
      'Each section is validated by its settings schema (422 with field errors under its name) and needs its edit ability. A secret sent as `{set: true}` keeps the stored value, `{set: false}` clears it, text replaces it.',
    access: 'user',
    body: SettingsSaveRequest,
    answer: MessageResult,
    errors: [401, 403, 422, 429],
  }),
};
