// Generated from 30 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
// Contents rules that two or more entities write alike (they include the same fragments),
// emitted once so that each entity's editor carries only its own.

import { z } from 'zod';
import * as v from '#kinds/validation';

export const rulesContacts_cdf446 = v.contacts({
  max: 100,
  types: ['email', 'website', 'telephone', 'fax', 'whatsapp'],
});
export const rulesSocial_94384c = v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {});
export const rulesContents_81abee = v.group(
  { title: v.text({ max: 255 }), description: v.richText({ max: 3200 }) },
  {},
);
export const rulesGoogle_583c21 = v.group(
  { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 160 }) },
  {},
);
export const rulesGoogle_af801f = v.group(
  { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 170 }) },
  {},
);
export const rulesSocial_32330c = v.group(
  { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
  { required: true },
);
export const rulesGoogle_716ccb = v.group(
  {
    keywords: v.text({ max: 524288, required: true }),
    title: v.text({ max: 524288, required: true }),
    description: v.text({ max: 160, required: true }),
  },
  { required: true },
);
export const rulesGoogle_7a598e = v.group(
  {
    keywords: v.text({ max: 524288, required: true }),
    title: v.text({ max: 524288, required: true }),
    description: v.text({ max: 170, required: true }),
  },
  { required: true },
);
export const rulesParagrafi_421a4a = v.list(
  {
    title: v.perLanguage(['it', 'en', 'de'], v.text({ max: 255 })),
    description: v.perLanguage(['it', 'en', 'de'], v.richText({ max: 3200 })),
    attachments: v.images({ max: 10, cover: false }),
  },
  { min: 1, max: 50, required: true },
);
export const rulesRelated_93940b = v.entityPicks({
  types: [
    'blog',
    'destination',
    'dicono',
    'download',
    'eat',
    'esperienze',
    'event',
    'guide',
    'iat',
    'interessi',
    'itinerary',
    'licence',
    'luoghi',
    'news',
    'opendata',
    'operatori',
    'osservatorio',
    'page',
    'place',
    'proposte_soggiorno',
    'rent',
    'soggiorno',
    'sportwellness',
    'station',
    'stay',
    'tags',
    'templates',
    'tipologia_luoghi',
    'viaemilia',
    'webcam',
  ],
  limit: 50,
});
export const contentDraft_e41fd8 = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 3200 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
});
export const contentDraft_2347ee = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 90 }),
  excerpt: v.text({ max: 250 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  google: rulesGoogle_583c21,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
});
export const contentDraft_6c3044 = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
});
export const contentDraft_13606f = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255 }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250 }),
  description: v.richText({ max: 524288 }),
  tags: v.tags({ max: 100 }),
  status: v.status([0, 2, 3, 4, 5, 6, 7]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_af801f,
  social: rulesSocial_94384c,
  contacts: rulesContacts_cdf446,
  price: v.text({ max: 255 }),
});
export const contentPublish_a57673 = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 3200, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_7a598e,
  social: rulesSocial_32330c,
});
export const contentPublish_41a3d8 = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 90 }),
  excerpt: v.text({ max: 250, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  google: rulesGoogle_716ccb,
  social: rulesSocial_32330c,
  contacts: rulesContacts_cdf446,
});
export const contentPublish_e8dcdf = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_7a598e,
  social: rulesSocial_32330c,
  contacts: rulesContacts_cdf446,
});
export const contentPublish_bcc77e = z.strictObject({
  ...v.contentEnvelope,
  title: v.text({ max: 524288, required: true }),
  slug: v.slug({ max: 255, required: true }),
  subtitle: v.text({ max: 140 }),
  excerpt: v.text({ max: 250, required: true }),
  description: v.richText({ max: 524288, required: true }),
  tags: v.tags({ max: 100 }),
  status: v.status([1]),
  author: v.author({}),
  pub_date: v.dateTime({}),
  google: rulesGoogle_7a598e,
  social: rulesSocial_32330c,
  contacts: rulesContacts_cdf446,
  price: v.text({ max: 255 }),
});
