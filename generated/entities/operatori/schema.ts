// Generated from schemas/operatori.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { rulesContacts_cdf446 } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const operatoriContentDraft = z.strictObject({
  ...v.contentEnvelope,
  contacts: rulesContacts_cdf446,
  title: v.text({ max: 255, required: true }),
  slug: v.slug({ max: 255 }),
  description: v.richText({ max: 524288 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const operatoriContentPublish = z.strictObject({
  ...v.contentEnvelope,
  contacts: rulesContacts_cdf446,
  title: v.text({ max: 255, required: true }),
  slug: v.slug({ max: 255 }),
  description: v.richText({ max: 524288 }),
  status: v.status([1]),
  author: v.author({}),
});
/** One language's contents, checked by the rules of its own status. */
export const operatoriContent = z.discriminatedUnion('status', [operatoriContentPublish, operatoriContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const operatoriItem = v.item({
  languages: ['it', 'en'],
  fields: { attachments: v.images({ max: 10, cover: true }), comune: v.municipalities({ multiple: true, max: 500 }) },
  contents: operatoriContent,
});

export type OperatoriItem = z.input<typeof operatoriItem>;

export const operatoriValidators = {
  item: operatoriItem,
  content: operatoriContent,
  contentDraft: operatoriContentDraft,
  contentPublish: operatoriContentPublish,
} as const satisfies v.EntityValidators;
