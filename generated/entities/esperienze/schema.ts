// Generated from schemas/esperienze.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import {
  rulesContacts_cdf446,
  rulesGoogle_7a598e,
  rulesGoogle_af801f,
  rulesSocial_32330c,
  rulesSocial_94384c,
} from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const esperienzeContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 3200 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
  price: v.text({ max: 255 }),
  referente: v.text({ max: 255 }),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const esperienzeContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 3200, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_7a598e,
  social: rulesSocial_32330c,
  contacts: rulesContacts_cdf446,
  price: v.text({ max: 255 }),
  referente: v.text({ max: 255 }),
});
/** One language's contents, checked by the rules of its own status. */
export const esperienzeContent = z.discriminatedUnion('status', [esperienzeContentPublish, esperienzeContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const esperienzeItem = v.item({
  languages: ['it', 'en'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    operatore: v.references({ max: 50 }),
    comune: v.municipalities({ multiple: true, max: 500 }),
    destinazione: v.categories({ max: 100, primary: true }),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: esperienzeContent,
});

export type EsperienzeItem = z.input<typeof esperienzeItem>;

export const esperienzeValidators = {
  item: esperienzeItem,
  content: esperienzeContent,
  contentDraft: esperienzeContentDraft,
  contentPublish: esperienzeContentPublish,
} as const satisfies v.EntityValidators;
