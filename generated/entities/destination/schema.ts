// Generated from schemas/destination.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#core/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const destinationContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: v.group(
    { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 170 }) },
    {},
  ),
  social: v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {}),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const destinationContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: v.group(
    {
      keywords: v.text({ max: 524288, required: true }),
      title: v.text({ max: 524288, required: true }),
      description: v.text({ max: 170, required: true }),
    },
    { required: true },
  ),
  social: v.group(
    { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
    { required: true },
  ),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
});
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
        info: v.perLanguage(['it', 'en', 'de'], v.text({ max: 255, required: true })),
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
