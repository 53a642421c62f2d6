// Generated from schemas/interessi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { rulesGoogle_583c21, rulesGoogle_716ccb, rulesSocial_32330c, rulesSocial_94384c } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const interessiContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 90 }),
  excerpt: v.text({ max: 250 }),
  description: v.richText({ max: 524288 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  google: rulesGoogle_583c21,
  social: rulesSocial_94384c,
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const interessiContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 90 }),
  excerpt: v.text({ max: 250, required: true }),
  description: v.richText({ max: 524288, required: true }),
  status: v.status([1]),
  author: v.author({}),
  google: rulesGoogle_716ccb,
  social: rulesSocial_32330c,
});
/** One language's contents, checked by the rules of its own status. */
export const interessiContent = z.discriminatedUnion('status', [interessiContentPublish, interessiContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const interessiItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    portal: v.portal({}),
    location: v.address({ requireCoordinates: true }),
    comune: v.municipalities({ multiple: true, max: 500 }),
    destinazione: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: interessiContent,
});

export type InteressiItem = z.input<typeof interessiItem>;

export const interessiValidators = {
  item: interessiItem,
  content: interessiContent,
  contentDraft: interessiContentDraft,
  contentPublish: interessiContentPublish,
} as const satisfies v.EntityValidators;
