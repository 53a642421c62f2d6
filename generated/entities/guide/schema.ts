// Generated from schemas/guide.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const guideContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288 }),
  nome: v.text({ max: 100, required: true }),
  cognome: v.text({ max: 100, required: true }),
  slug: v.slug({ max: 255 }),
  nascita: v.date({}),
  tesserino: v.text({ max: 50 }),
  bio: v.richText({ max: 524288 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const guideContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288 }),
  nome: v.text({ max: 100, required: true }),
  cognome: v.text({ max: 100, required: true }),
  slug: v.slug({ max: 255 }),
  nascita: v.date({}),
  tesserino: v.text({ max: 50 }),
  bio: v.richText({ max: 524288 }),
  status: v.status([1]),
  author: v.author({}),
});
/** One language's contents, checked by the rules of its own status. */
export const guideContent = z.discriminatedUnion('status', [guideContentPublish, guideContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const guideItem = v.item({
  languages: ['it', 'en'],
  fields: {
    comune: v.municipalities({ multiple: false }),
    tipologia: v.categories({ max: 100, primary: true }),
    lingue: v.categories({ max: 100, primary: true }),
  },
  contents: guideContent,
});

export type GuideItem = z.input<typeof guideItem>;

export const guideValidators = {
  item: guideItem,
  content: guideContent,
  contentDraft: guideContentDraft,
  contentPublish: guideContentPublish,
} as const satisfies v.EntityValidators;
