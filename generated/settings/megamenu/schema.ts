// Generated from schemas/settings/megamenu.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents. */
export const megamenuSettingsContentDraft = z.strictObject({
  ...v.contentEnvelope,
  megamenu: v.group(
    {
      elements: v.list(
        {
          title: v.text({ max: 255, required: true }),
          url: v.entityPicks({
            types: [
              'blog',
              'destination',
              'dicono',
              'download',
              'eat',
              'guide',
              'iat',
              'interessi',
              'itinerary',
              'licence',
              'luoghi',
              'news',
              'osservatorio',
              'page',
              'place',
              'rent',
              'sportwellness',
              'station',
              'stay',
              'tags',
              'templates',
              'tipologia_luoghi',
              'viaemilia',
              'webcam',
            ],
            limit: 1,
          }),
          subtitle: v.text({ max: 255 }),
          description: v.text({ max: 500 }),
          children: v.entityPicks({
            types: [
              'blog',
              'destination',
              'dicono',
              'download',
              'eat',
              'guide',
              'iat',
              'interessi',
              'itinerary',
              'licence',
              'luoghi',
              'news',
              'osservatorio',
              'page',
              'place',
              'rent',
              'sportwellness',
              'station',
              'stay',
              'tags',
              'templates',
              'tipologia_luoghi',
              'viaemilia',
              'webcam',
            ],
            limit: 7,
          }),
          sidebar: v.select({ values: ['', 'interessi', 'pianifica'] }),
        },
        { min: 1, max: 20 },
      ),
    },
    {},
  ),
});
export const megamenuSettingsContent = megamenuSettingsContentDraft;
/** The whole item as the admin saves it (POST and PUT bodies). */
export const megamenuSettingsItem = v.item({ languages: ['it', 'en'], fields: {}, contents: megamenuSettingsContent });

export type MegamenuSettingsItem = z.input<typeof megamenuSettingsItem>;

export const megamenuSettingsValidators = {
  item: megamenuSettingsItem,
  content: megamenuSettingsContent,
  contentDraft: megamenuSettingsContentDraft,
  contentPublish: null,
} as const satisfies v.EntityValidators;
/** Each section's value as `operations/settings` carries it (per-language sections keyed by language). */
export const megamenuSettingsSections = {
  megamenu: v.perLanguage(
    ['it', 'en'],
    v.group(
      {
        elements: v.list(
          {
            title: v.text({ max: 255, required: true }),
            url: v.entityPicks({
              types: [
                'blog',
                'destination',
                'dicono',
                'download',
                'eat',
                'guide',
                'iat',
                'interessi',
                'itinerary',
                'licence',
                'luoghi',
                'news',
                'osservatorio',
                'page',
                'place',
                'rent',
                'sportwellness',
                'station',
                'stay',
                'tags',
                'templates',
                'tipologia_luoghi',
                'viaemilia',
                'webcam',
              ],
              limit: 1,
            }),
            subtitle: v.text({ max: 255 }),
            description: v.text({ max: 500 }),
            children: v.entityPicks({
              types: [
                'blog',
                'destination',
                'dicono',
                'download',
                'eat',
                'guide',
                'iat',
                'interessi',
                'itinerary',
                'licence',
                'luoghi',
                'news',
                'osservatorio',
                'page',
                'place',
                'rent',
                'sportwellness',
                'station',
                'stay',
                'tags',
                'templates',
                'tipologia_luoghi',
                'viaemilia',
                'webcam',
              ],
              limit: 7,
            }),
            sidebar: v.select({ values: ['', 'interessi', 'pianifica'] }),
          },
          { min: 1, max: 20 },
        ),
      },
      {},
    ),
  ),
} as const;
