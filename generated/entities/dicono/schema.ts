// Generated from schemas/dicono.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const diconoContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  description: v.richText({ max: 524288 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  url: v.text({ max: 524288, format: 'url' }),
  dicono_pub_date: v.date({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const diconoContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  description: v.richText({ max: 524288, required: true }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  url: v.text({ max: 524288, format: 'url' }),
  dicono_pub_date: v.date({}),
});
/** One language's contents, checked by the rules of its own status. */
export const diconoContent = z.discriminatedUnion('status', [diconoContentPublish, diconoContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const diconoItem = v.item({
  languages: ['it', 'en'],
  fields: { category: v.categories({ max: 100, primary: true }) },
  contents: diconoContent,
});

export type DiconoItem = z.input<typeof diconoItem>;

export const diconoValidators = {
  item: diconoItem,
  content: diconoContent,
  contentDraft: diconoContentDraft,
  contentPublish: diconoContentPublish,
} as const satisfies v.EntityValidators;
