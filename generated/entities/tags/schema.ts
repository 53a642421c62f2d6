// Generated from schemas/tags.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { z } from 'zod';
import * as v from '#kinds/validation';

/** The whole item as the admin saves it (POST and PUT bodies). */
export const tagsItem = v.item({
  languages: ['it'],
  fields: {
    name: v.text({ max: 255, required: true }),
    lang: v.select({ values: ['it', 'en', 'de', 'fr'], required: true }),
  },
  contents: null,
});

export type TagsItem = z.input<typeof tagsItem>;

export const tagsValidators = {
  item: tagsItem,
  content: null,
  contentDraft: null,
  contentPublish: null,
} as const satisfies v.EntityValidators;
