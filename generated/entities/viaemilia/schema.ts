// Generated from schemas/viaemilia.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_2347ee, contentPublish_41a3d8, rulesContents_81abee } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const viaemiliaContentDraft = contentDraft_2347ee;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const viaemiliaContentPublish = contentPublish_41a3d8;
/** One language's contents, checked by the rules of its own status. */
export const viaemiliaContent = z.discriminatedUnion('status', [viaemiliaContentPublish, viaemiliaContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const viaemiliaItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    tappe: v.list(
      {
        contents: v.perLanguage(['it', 'en', 'de'], rulesContents_81abee),
        destination: v.reference({}),
        info: v.perLanguage(['it', 'en', 'de'], v.text({ max: 1000 })),
        location: v.address({ requireCoordinates: true }),
        attachments: v.images({ max: 10, cover: false }),
        poi: v.entityPicks({ types: ['place', 'luoghi', 'eat', 'stay'], limit: 50 }),
        distanza: v.perLanguage(['it', 'en', 'de'], v.text({ max: 255 })),
        events: v.perLanguage(['it', 'en', 'de'], v.entityPicks({ types: ['event'], limit: 50 })),
        video: v.perLanguage(
          ['it', 'en', 'de'],
          v.list({ url: v.text({ max: 2048, format: 'url' }), title: v.text({ max: 255 }) }, { min: 0, max: 5 }),
        ),
        planning: v.perLanguage(
          ['it', 'en', 'de'],
          v.list(
            {
              title: v.text({ max: 255 }),
              url: v.text({ max: 2048, format: 'url' }),
              image: v.images({ max: 1, cover: false }),
            },
            { min: 0, max: 6 },
          ),
        ),
        ricette: v.perLanguage(
          ['it', 'en', 'de'],
          v.list(
            {
              title: v.text({ max: 255 }),
              url: v.text({ max: 2048, format: 'url' }),
              image: v.images({ max: 1, cover: false }),
            },
            { min: 0, max: 3 },
          ),
        ),
        podcast: v.perLanguage(
          ['it', 'en', 'de'],
          v.list({ title: v.text({ max: 255 }), url: v.text({ max: 2048, format: 'url' }) }, { min: 0, max: 2 }),
        ),
      },
      { min: 1, max: 100, required: true },
    ),
    portal: v.portal({}),
    durata: v.categories({ max: 100, primary: true }),
    target: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: viaemiliaContent,
});

export type ViaemiliaItem = z.input<typeof viaemiliaItem>;

export const viaemiliaValidators = {
  item: viaemiliaItem,
  content: viaemiliaContent,
  contentDraft: viaemiliaContentDraft,
  contentPublish: viaemiliaContentPublish,
} as const satisfies v.EntityValidators;
