// Generated from schemas/licence.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const licenceContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288 }),
  url: v.text({ max: 524288, format: 'url' }),
  description: v.richText({ max: 524288 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const licenceContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  url: v.text({ max: 524288, format: 'url', required: true }),
  description: v.richText({ max: 524288 }),
  status: v.status([1]),
});
/** One language's contents, checked by the rules of its own status. */
export const licenceContent = z.discriminatedUnion('status', [licenceContentPublish, licenceContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const licenceItem = v.item({
  languages: ['it', 'en'],
  fields: { versions: v.list({ name: v.text({ max: 50, required: true }) }, { min: 0, max: 20, uniqueBy: 'name' }) },
  contents: licenceContent,
  whenPublished: {
    versions: v.list(
      { name: v.text({ max: 50, required: true }) },
      { min: 0, max: 20, uniqueBy: 'name', required: true },
    ),
  },
});

export type LicenceItem = z.input<typeof licenceItem>;

export const licenceValidators = {
  item: licenceItem,
  content: licenceContent,
  contentDraft: licenceContentDraft,
  contentPublish: licenceContentPublish,
} as const satisfies v.EntityValidators;
