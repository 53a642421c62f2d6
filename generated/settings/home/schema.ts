// Generated from schemas/settings/home.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents. */
export const homeSettingsContentDraft = z.strictObject({
  ...v.contentEnvelope,
  home: v.group(
    {
      mosaico: v.entityPicks({
        types: [
          'blog',
          'destination',
          'dicono',
          'download',
          'eat',
          'esperienze',
          'event',
          'guide',
          'iat',
          'interessi',
          'itinerary',
          'licence',
          'luoghi',
          'news',
          'opendata',
          'operatori',
          'osservatorio',
          'page',
          'place',
          'proposte_soggiorno',
          'rent',
          'soggiorno',
          'sportwellness',
          'station',
          'stay',
          'tags',
          'templates',
          'tipologia_luoghi',
          'viaemilia',
          'webcam',
        ],
        limit: 5,
      }),
      news: v.entityPicks({ types: ['blog'], limit: 6 }),
      events: v.entityPicks({ types: ['event'], limit: 6 }),
      destinazioni: v.entityPicks({ types: ['destination'], limit: 6 }),
      itinerari: v.entityPicks({ types: ['itinerary'], limit: 6 }),
      video: v.list(
        {
          titolo: v.text({ max: 255, required: true }),
          url: v.text({ max: 2048, format: 'url', required: true }),
          image: v.images({ max: 1, cover: true }),
          cover: v.text({ max: 2048, format: 'url' }),
        },
        { min: 0, max: 5, slots: true },
      ),
    },
    {},
  ),
});
export const homeSettingsContent = homeSettingsContentDraft;
/** The whole item as the admin saves it (POST and PUT bodies). */
export const homeSettingsItem = v.item({ languages: ['it', 'en'], fields: {}, contents: homeSettingsContent });

export type HomeSettingsItem = z.input<typeof homeSettingsItem>;

export const homeSettingsValidators = {
  item: homeSettingsItem,
  content: homeSettingsContent,
  contentDraft: homeSettingsContentDraft,
  contentPublish: null,
} as const satisfies v.EntityValidators;
/** Each section's value as `operations/settings` carries it (per-language sections keyed by language). */
export const homeSettingsSections = {
  home: v.perLanguage(
    ['it', 'en'],
    v.group(
      {
        mosaico: v.entityPicks({
          types: [
            'blog',
            'destination',
            'dicono',
            'download',
            'eat',
            'esperienze',
            'event',
            'guide',
            'iat',
            'interessi',
            'itinerary',
            'licence',
            'luoghi',
            'news',
            'opendata',
            'operatori',
            'osservatorio',
            'page',
            'place',
            'proposte_soggiorno',
            'rent',
            'soggiorno',
            'sportwellness',
            'station',
            'stay',
            'tags',
            'templates',
            'tipologia_luoghi',
            'viaemilia',
            'webcam',
          ],
          limit: 5,
        }),
        news: v.entityPicks({ types: ['blog'], limit: 6 }),
        events: v.entityPicks({ types: ['event'], limit: 6 }),
        destinazioni: v.entityPicks({ types: ['destination'], limit: 6 }),
        itinerari: v.entityPicks({ types: ['itinerary'], limit: 6 }),
        video: v.list(
          {
            titolo: v.text({ max: 255, required: true }),
            url: v.text({ max: 2048, format: 'url', required: true }),
            image: v.images({ max: 1, cover: true }),
            cover: v.text({ max: 2048, format: 'url' }),
          },
          { min: 0, max: 5, slots: true },
        ),
      },
      {},
    ),
  ),
} as const;
