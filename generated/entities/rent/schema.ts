// Generated from schemas/rent.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_6c3044, contentPublish_e8dcdf } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const rentContentDraft = contentDraft_6c3044;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const rentContentPublish = contentPublish_e8dcdf;
/** One language's contents, checked by the rules of its own status. */
export const rentContent = z.discriminatedUnion('status', [rentContentPublish, rentContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const rentItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    attachments: v.images({ max: 10, cover: true }),
    category: v.categories({ max: 100, primary: true }),
  },
  contents: rentContent,
});

export type RentItem = z.input<typeof rentItem>;

export const rentValidators = {
  item: rentItem,
  content: rentContent,
  contentDraft: rentContentDraft,
  contentPublish: rentContentPublish,
} as const satisfies v.EntityValidators;
