// Generated from schemas/destination.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_6c3044, contentPublish_e8dcdf } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const destinationContentDraft = contentDraft_6c3044;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const destinationContentPublish = contentPublish_e8dcdf;
/** One language's contents, checked by the rules of its own status. */
export const destinationContent = z.discriminatedUnion('status', [destinationContentPublish, destinationContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const destinationItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    comuni: v.municipalities({ multiple: true, max: 500 }),
    locations: v.list(
      {
        info: v.perLanguage(['it', 'en', 'de'], v.text({ max: 255 })),
        location: v.address({ requireCoordinates: true }),
      },
      { min: 0, max: 50 },
    ),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: destinationContent,
});

export type DestinationItem = z.input<typeof destinationItem>;

export const destinationValidators = {
  item: destinationItem,
  content: destinationContent,
  contentDraft: destinationContentDraft,
  contentPublish: destinationContentPublish,
} as const satisfies v.EntityValidators;
