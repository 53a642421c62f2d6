// Generated from schemas/sportwellness.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_6c3044, contentPublish_e8dcdf } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const sportwellnessContentDraft = contentDraft_6c3044;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const sportwellnessContentPublish = contentPublish_e8dcdf;
/** One language's contents, checked by the rules of its own status. */
export const sportwellnessContent = z.discriminatedUnion('status', [
  sportwellnessContentPublish,
  sportwellnessContentDraft,
]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const sportwellnessItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    attachments: v.images({ max: 10, cover: true }),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: sportwellnessContent,
});

export type SportwellnessItem = z.input<typeof sportwellnessItem>;

export const sportwellnessValidators = {
  item: sportwellnessItem,
  content: sportwellnessContent,
  contentDraft: sportwellnessContentDraft,
  contentPublish: sportwellnessContentPublish,
} as const satisfies v.EntityValidators;
