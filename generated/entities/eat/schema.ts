// Generated from schemas/eat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_6c3044, contentPublish_e8dcdf } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const eatContentDraft = contentDraft_6c3044;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const eatContentPublish = contentPublish_e8dcdf;
/** One language's contents, checked by the rules of its own status. */
export const eatContent = z.discriminatedUnion('status', [eatContentPublish, eatContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const eatItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    attachments: v.images({ max: 10, cover: true }),
    category: v.categories({ max: 100, primary: true }),
  },
  contents: eatContent,
});

export type EatItem = z.input<typeof eatItem>;

export const eatValidators = {
  item: eatItem,
  content: eatContent,
  contentDraft: eatContentDraft,
  contentPublish: eatContentPublish,
} as const satisfies v.EntityValidators;
