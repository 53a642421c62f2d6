// Generated from schemas/stay.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const stayContentDraft = z.strictObject({
  ...v.contentEnvelope,
  name: v.text({ max: 255, required: true }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const stayContentPublish = z.strictObject({
  ...v.contentEnvelope,
  name: v.text({ max: 255, required: true }),
  status: v.status([1]),
  author: v.author({}),
});
/** One language's contents, checked by the rules of its own status. */
export const stayContent = z.discriminatedUnion('status', [stayContentPublish, stayContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const stayItem = v.item({
  languages: ['it'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    contacts: v.group(
      {
        email: v.text({ max: 255, format: 'email' }),
        phone: v.text({ max: 40, format: 'phone' }),
        website: v.text({ max: 2048, format: 'url' }),
      },
      {},
    ),
    category_id: v.categories({ max: 1, primary: false }),
    classification_id: v.categories({ max: 1, primary: false }),
    rating: v.number({ integer: false, min: 0, max: 5 }),
  },
  contents: stayContent,
});

export type StayItem = z.input<typeof stayItem>;

export const stayValidators = {
  item: stayItem,
  content: stayContent,
  contentDraft: stayContentDraft,
  contentPublish: stayContentPublish,
} as const satisfies v.EntityValidators;
