// Generated from schemas/download.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const downloadContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  descrizioneFile: v.text({ max: 2000 }),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const downloadContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  status: v.status([1]),
  author: v.author({}),
  descrizioneFile: v.text({ max: 2000 }),
});
/** One language's contents, checked by the rules of its own status. */
export const downloadContent = z.discriminatedUnion('status', [downloadContentPublish, downloadContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const downloadItem = v.item({
  languages: ['it', 'en', 'de', 'fr'],
  fields: {
    comune: v.municipalities({ multiple: true, max: 500 }),
    attachments: v.files({ max: 10, accept: ['.pdf', 'application/pdf'], acceptMessage: 'pdfOnly' }),
    mappa: v.boolean({}),
    destinazione: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: downloadContent,
});

export type DownloadItem = z.input<typeof downloadItem>;

export const downloadValidators = {
  item: downloadItem,
  content: downloadContent,
  contentDraft: downloadContentDraft,
  contentPublish: downloadContentPublish,
} as const satisfies v.EntityValidators;
