// Generated from schemas/event.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { rulesContacts_cdf446, rulesGoogle_af801f, rulesSocial_94384c } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const eventContentDraft = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  description: v.richText({ max: 524288, required: true }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
  note: v.text({ max: 300 }),
});
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const eventContentPublish = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  description: v.richText({ max: 524288, required: true }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
  note: v.text({ max: 300 }),
});
/** One language's contents, checked by the rules of its own status. */
export const eventContent = z.discriminatedUnion('status', [eventContentPublish, eventContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const eventItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    attachments: v.images({ max: 10, cover: true }),
    stages: v.list(
      {
        title: v.perLanguage(['it', 'en', 'de'], v.text({ max: 255 })),
        location: v.address({ requireCoordinates: true }),
        dates: v.schedule({ maxDays: 1096, maxDates: 366, moreInfoMax: 300 }),
        times: v.group(
          {
            type: v.select({ values: ['timerange', 'freetext', 'program', 'website'] }),
            morning: v.group({ start: v.time({}), end: v.time({}) }, { checks: [v.after('end', 'start')] }),
            afternoon: v.group({ start: v.time({}), end: v.time({}) }, { checks: [v.after('end', 'start')] }),
            evening: v.group({ start: v.time({}), end: v.time({}) }, { checks: [v.after('end', 'start')] }),
            freetext: v.perLanguage(['it', 'en', 'de'], v.text({ max: 300 })),
          },
          {
            visible: {
              morning: { field: 'type', values: ['timerange'] },
              afternoon: { field: 'type', values: ['timerange'] },
              evening: { field: 'type', values: ['timerange'] },
              freetext: { field: 'type', values: ['freetext'] },
            },
          },
        ),
        ticketing: v.group(
          {
            ingresso: v.select({ values: [1, 2, 3] }),
            info: v.perLanguage(
              ['it', 'en', 'de'],
              v.group(
                {
                  tariffa_intera: v.text({ max: 255 }),
                  tariffa_ridotta: v.text({ max: 255 }),
                  tariffa_gratuita: v.text({ max: 255 }),
                  abbonamenti: v.text({ max: 255 }),
                  sito: v.text({ max: 2048, format: 'url' }),
                },
                {},
              ),
            ),
          },
          {},
        ),
      },
      { min: 1, max: 30, required: true },
    ),
    category: v.categories({ max: 100, primary: true }),
    theme: v.categories({ max: 100, primary: true }),
  },
  contents: eventContent,
});

export type EventItem = z.input<typeof eventItem>;

export const eventValidators = {
  item: eventItem,
  content: eventContent,
  contentDraft: eventContentDraft,
  contentPublish: eventContentPublish,
} as const satisfies v.EntityValidators;
