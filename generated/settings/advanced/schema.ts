// Generated from schemas/settings/advanced.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents. */
export const advancedSettingsContentDraft = z.strictObject({
  ...v.contentEnvelope,
  app: v.group(
    {
      seotitle: v.text({ max: 100, trim: false }),
      title: v.text({ max: 255 }),
      description: v.text({ max: 300 }),
      cover: v.images({ max: 1, cover: true }),
      twitter: v.text({ max: 2048, format: 'url' }),
      facebook: v.text({ max: 2048, format: 'url' }),
      instagram: v.text({ max: 2048, format: 'url' }),
      tiktok: v.text({ max: 2048, format: 'url' }),
      pinterest: v.text({ max: 2048, format: 'url' }),
      youtube: v.text({ max: 2048, format: 'url' }),
    },
    {},
  ),
  footer: v.group({ copyright: v.text({ max: 255 }), testo_sx: v.text({ max: 1000 }) }, {}),
  instagram_home: v.group({ title: v.text({ max: 255 }), button: v.text({ max: 100 }) }, {}),
});
export const advancedSettingsContent = advancedSettingsContentDraft;
/** The whole item as the admin saves it (POST and PUT bodies). */
export const advancedSettingsItem = v.item({
  languages: ['it', 'en'],
  fields: {
    tdh: v.group(
      {
        environment: v.select({ values: ['test', 'stage', 'production'] }),
        prefix: v.text({ max: 100 }),
        region: v.text({ max: 100 }),
        authorName: v.text({ max: 255 }),
        hyperlinkDescriptions: v.boolean({}),
        test_client: v.text({ max: 255 }),
        test_secret: v.secret({ max: 255 }),
        stage_client: v.text({ max: 255 }),
        stage_secret: v.secret({ max: 255 }),
        production_client: v.text({ max: 255 }),
        production_secret: v.secret({ max: 255 }),
      },
      {},
    ),
  },
  contents: advancedSettingsContent,
});

export type AdvancedSettingsItem = z.input<typeof advancedSettingsItem>;

export const advancedSettingsValidators = {
  item: advancedSettingsItem,
  content: advancedSettingsContent,
  contentDraft: advancedSettingsContentDraft,
  contentPublish: null,
} as const satisfies v.EntityValidators;
/** Each section's value as `operations/settings` carries it (per-language sections keyed by language). */
export const advancedSettingsSections = {
  app: v.perLanguage(
    ['it', 'en'],
    v.group(
      {
        seotitle: v.text({ max: 100, trim: false }),
        title: v.text({ max: 255 }),
        description: v.text({ max: 300 }),
        cover: v.images({ max: 1, cover: true }),
        twitter: v.text({ max: 2048, format: 'url' }),
        facebook: v.text({ max: 2048, format: 'url' }),
        instagram: v.text({ max: 2048, format: 'url' }),
        tiktok: v.text({ max: 2048, format: 'url' }),
        pinterest: v.text({ max: 2048, format: 'url' }),
        youtube: v.text({ max: 2048, format: 'url' }),
      },
      {},
    ),
  ),
  footer: v.perLanguage(
    ['it', 'en'],
    v.group({ copyright: v.text({ max: 255 }), testo_sx: v.text({ max: 1000 }) }, {}),
  ),
  instagram_home: v.perLanguage(
    ['it', 'en'],
    v.group({ title: v.text({ max: 255 }), button: v.text({ max: 100 }) }, {}),
  ),
  tdh: v.group(
    {
      environment: v.select({ values: ['test', 'stage', 'production'] }),
      prefix: v.text({ max: 100 }),
      region: v.text({ max: 100 }),
      authorName: v.text({ max: 255 }),
      hyperlinkDescriptions: v.boolean({}),
      test_client: v.text({ max: 255 }),
      test_secret: v.secret({ max: 255 }),
      stage_client: v.text({ max: 255 }),
      stage_secret: v.secret({ max: 255 }),
      production_client: v.text({ max: 255 }),
      production_secret: v.secret({ max: 255 }),
    },
    {},
  ),
} as const;
