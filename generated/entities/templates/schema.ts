// Generated from schemas/templates.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { z } from 'zod';
import * as v from '#kinds/validation';

/** The whole item as the admin saves it (POST and PUT bodies). */
export const templatesItem = v.item({
  languages: ['it'],
  fields: {
    name: v.text({ max: 255, required: true }),
    view: v.text({ max: 255 }),
    params: v.params({ asJsonText: true, max: 100 }),
  },
  contents: null,
});

export type TemplatesItem = z.input<typeof templatesItem>;

export const templatesValidators = {
  item: templatesItem,
  content: null,
  contentDraft: null,
  contentPublish: null,
} as const satisfies v.EntityValidators;
