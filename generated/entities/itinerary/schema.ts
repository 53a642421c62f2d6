// Generated from schemas/itinerary.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_2347ee, contentPublish_41a3d8, rulesContents_81abee } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const itineraryContentDraft = contentDraft_2347ee;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const itineraryContentPublish = contentPublish_41a3d8;
/** One language's contents, checked by the rules of its own status. */
export const itineraryContent = z.discriminatedUnion('status', [itineraryContentPublish, itineraryContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const itineraryItem = v.item({
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
      },
      { min: 1, max: 100, required: true },
    ),
    portal: v.portal({}),
    durata: v.categories({ max: 100, primary: true }),
    category: v.categories({ max: 100, primary: true }),
    season: v.categories({ max: 100, primary: true }),
    target: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
    tdh_tipologia: v.categories({ max: 100, primary: true }),
    tdh_difficolta: v.categories({ max: 100, primary: true }),
  },
  contents: itineraryContent,
});

export type ItineraryItem = z.input<typeof itineraryItem>;

export const itineraryValidators = {
  item: itineraryItem,
  content: itineraryContent,
  contentDraft: itineraryContentDraft,
  contentPublish: itineraryContentPublish,
} as const satisfies v.EntityValidators;
