// Generated from schemas/page.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import {
  rulesGoogle_7a598e,
  rulesGoogle_af801f,
  rulesRelated_93940b,
  rulesSocial_32330c,
  rulesSocial_94384c,
} from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const pageContentDraft = z.strictObject({
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
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  relatedtitle: v.text({ max: 255 }),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const pageContentPublish = z.strictObject({
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
  google: rulesGoogle_7a598e,
  social: rulesSocial_32330c,
  relatedtitle: v.text({ max: 255 }),
});
/** One language's contents, checked by the rules of its own status. */
export const pageContent = z.discriminatedUnion('status', [pageContentPublish, pageContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const pageItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    related: rulesRelated_93940b,
    theme: v.categories({ max: 100, primary: true }),
    template: v.reference({}),
  },
  contents: pageContent,
});

export type PageItem = z.input<typeof pageItem>;

export const pageValidators = {
  item: pageItem,
  content: pageContent,
  contentDraft: pageContentDraft,
  contentPublish: pageContentPublish,
} as const satisfies v.EntityValidators;
