// Generated from schemas/proposte-soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_13606f, contentPublish_bcc77e } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const proposteSoggiornoContentDraft = contentDraft_13606f;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const proposteSoggiornoContentPublish = contentPublish_bcc77e;
/** One language's contents, checked by the rules of its own status. */
export const proposteSoggiornoContent = z.discriminatedUnion('status', [
  proposteSoggiornoContentPublish,
  proposteSoggiornoContentDraft,
]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const proposteSoggiornoItem = v.item({
  languages: ['it', 'en'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    comune: v.municipalities({ multiple: true, max: 500 }),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: proposteSoggiornoContent,
});

export type ProposteSoggiornoItem = z.input<typeof proposteSoggiornoItem>;

export const proposteSoggiornoValidators = {
  item: proposteSoggiornoItem,
  content: proposteSoggiornoContent,
  contentDraft: proposteSoggiornoContentDraft,
  contentPublish: proposteSoggiornoContentPublish,
} as const satisfies v.EntityValidators;
