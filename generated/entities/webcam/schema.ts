// Generated from schemas/webcam.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const webcamContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const webcamContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
});
/** One language's contents, checked by the rules of its own status. */
export const webcamContent = z.discriminatedUnion('status', [webcamContentPublish, webcamContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const webcamItem = v.item({
  languages: ['it'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    webcam: v.group({ url: v.text({ max: 524288, format: 'url' }), note: v.text({ max: 300 }) }, {}),
    category: v.categories({ max: 1, primary: false }),
  },
  contents: webcamContent,
  whenPublished: {
    webcam: v.group(
      { url: v.text({ max: 524288, format: 'url', required: true }), note: v.text({ max: 300 }) },
      { required: true },
    ),
  },
});

export type WebcamItem = z.input<typeof webcamItem>;

export const webcamValidators = {
  item: webcamItem,
  content: webcamContent,
  contentDraft: webcamContentDraft,
  contentPublish: webcamContentPublish,
} as const satisfies v.EntityValidators;
