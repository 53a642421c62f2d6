// Generated from schemas/luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const luoghiContentDraft = z.strictObject({
  ...v.contentEnvelope,
  nome: v.text({ max: 255 }),
  info: v.text({ max: 250 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const luoghiContentPublish = z.strictObject({
  ...v.contentEnvelope,
  nome: v.text({ max: 255 }),
  info: v.text({ max: 250 }),
  status: v.status([1]),
  author: v.author({}),
});
/** One language's contents, checked by the rules of its own status. */
export const luoghiContent = z.discriminatedUnion('status', [luoghiContentPublish, luoghiContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const luoghiItem = v.item({
  languages: ['it'],
  fields: {
    code: v.text({ max: 100 }),
    destination: v.reference({}),
    location: v.address({ requireCoordinates: true }),
    mail: v.text({ max: 255, format: 'email' }),
    telefono: v.text({ max: 40, format: 'phone' }),
    website: v.text({ max: 2048, format: 'url' }),
  },
  contents: luoghiContent,
});

export type LuoghiItem = z.input<typeof luoghiItem>;

export const luoghiValidators = {
  item: luoghiItem,
  content: luoghiContent,
  contentDraft: luoghiContentDraft,
  contentPublish: luoghiContentPublish,
} as const satisfies v.EntityValidators;
