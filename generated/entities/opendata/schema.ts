// Generated from schemas/opendata.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const opendataContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const opendataContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
});
/** One language's contents, checked by the rules of its own status. */
export const opendataContent = z.discriminatedUnion('status', [opendataContentPublish, opendataContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const opendataItem = v.item({
  languages: ['it', 'en'],
  fields: {
    attachments: v.files({ max: 10, accept: ['.csv', '.xml', '.json'], acceptMessage: 'dataFilesOnly' }),
    category: v.categories({ max: 100, primary: true }),
    destinazione: v.categories({ max: 100, primary: true }),
    comune: v.municipalities({ multiple: true, max: 500 }),
  },
  contents: opendataContent,
});

export type OpendataItem = z.input<typeof opendataItem>;

export const opendataValidators = {
  item: opendataItem,
  content: opendataContent,
  contentDraft: opendataContentDraft,
  contentPublish: opendataContentPublish,
} as const satisfies v.EntityValidators;
