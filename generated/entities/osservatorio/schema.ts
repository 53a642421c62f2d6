// Generated from schemas/osservatorio.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import {
  contentDraft_e41fd8,
  contentPublish_a57673,
  rulesParagrafi_421a4a,
  rulesRelated_93940b,
} from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const osservatorioContentDraft = contentDraft_e41fd8;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const osservatorioContentPublish = contentPublish_a57673;
/** One language's contents, checked by the rules of its own status. */
export const osservatorioContent = z.discriminatedUnion('status', [
  osservatorioContentPublish,
  osservatorioContentDraft,
]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const osservatorioItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    annoriferimento: v.number({ integer: true, min: 1900, max: 2100 }),
    fonte: v.text({ max: 255 }),
    paragrafi: rulesParagrafi_421a4a,
    files: v.files({ max: 10, accept: [], acceptMessage: 'fileType' }),
    related: rulesRelated_93940b,
    comune: v.municipalities({ multiple: true, max: 500 }),
    theme: v.categories({ max: 100, primary: true }),
    category: v.categories({ max: 100, primary: true }),
  },
  contents: osservatorioContent,
});

export type OsservatorioItem = z.input<typeof osservatorioItem>;

export const osservatorioValidators = {
  item: osservatorioItem,
  content: osservatorioContent,
  contentDraft: osservatorioContentDraft,
  contentPublish: osservatorioContentPublish,
} as const satisfies v.EntityValidators;
