// Generated from schemas/iat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { rulesContacts_cdf446 } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const iatContentDraft = z.strictObject({
  ...v.contentEnvelope,
  contacts: rulesContacts_cdf446,
  title: v.text({ max: 255, required: true }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const iatContentPublish = z.strictObject({
  ...v.contentEnvelope,
  contacts: rulesContacts_cdf446,
  title: v.text({ max: 255, required: true }),
  status: v.status([1]),
  author: v.author({}),
});
/** One language's contents, checked by the rules of its own status. */
export const iatContent = z.discriminatedUnion('status', [iatContentPublish, iatContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const iatItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: { locations: v.address({ requireCoordinates: true }), comune: v.municipalities({ multiple: false }) },
  contents: iatContent,
  whenUnpublished: { locations: v.address({ requireCoordinates: true, required: true }) },
});

export type IatItem = z.input<typeof iatItem>;

export const iatValidators = {
  item: iatItem,
  content: iatContent,
  contentDraft: iatContentDraft,
  contentPublish: iatContentPublish,
} as const satisfies v.EntityValidators;
