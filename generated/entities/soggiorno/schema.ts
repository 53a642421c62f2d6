// Generated from schemas/soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_13606f, contentPublish_bcc77e } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const soggiornoContentDraft = contentDraft_13606f;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const soggiornoContentPublish = contentPublish_bcc77e;
/** One language's contents, checked by the rules of its own status. */
export const soggiornoContent = z.discriminatedUnion('status', [soggiornoContentPublish, soggiornoContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const soggiornoItem = v.item({
  languages: ['it', 'en'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    comune: v.municipalities({ multiple: true, max: 500 }),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: soggiornoContent,
});

export type SoggiornoItem = z.input<typeof soggiornoItem>;

export const soggiornoValidators = {
  item: soggiornoItem,
  content: soggiornoContent,
  contentDraft: soggiornoContentDraft,
  contentPublish: soggiornoContentPublish,
} as const satisfies v.EntityValidators;
