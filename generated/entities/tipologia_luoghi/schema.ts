// Generated from schemas/tipologia-luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { z } from 'zod';
import * as v from '#kinds/validation';

/** The whole item as the admin saves it (POST and PUT bodies). */
export const tipologiaLuoghiItem = v.item({
  languages: ['it'],
  fields: { title: v.text({ max: 255, required: true }), code: v.slug({ max: 100 }) },
  contents: null,
});

export type TipologiaLuoghiItem = z.input<typeof tipologiaLuoghiItem>;

export const tipologiaLuoghiValidators = {
  item: tipologiaLuoghiItem,
  content: null,
  contentDraft: null,
  contentPublish: null,
} as const satisfies v.EntityValidators;
