// Generated from 29 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
// Contents rules that two or more entities write alike (they include the same fragments),
// emitted once so that each entity's editor carries only its own.

import { z } from 'zod';
import * as v from '#kinds/validation';

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
  google: v.group(
    { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 170 }) },
    {},
  ),
  social: v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {}),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
  price: v.text({ max: 255 }),
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
  google: v.group(
    { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 160 }) },
    {},
  ),
  social: v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {}),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
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
  google: v.group(
    { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 170 }) },
    {},
  ),
  social: v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {}),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
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
  google: v.group(
    { keywords: v.text({ max: 524288 }), title: v.text({ max: 524288 }), description: v.text({ max: 170 }) },
    {},
  ),
  social: v.group({ title: v.text({ max: 524288 }), description: v.text({ max: 300 }) }, {}),
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
  google: v.group(
    {
      keywords: v.text({ max: 524288, required: true }),
      title: v.text({ max: 524288, required: true }),
      description: v.text({ max: 160, required: true }),
    },
    { required: true },
  ),
  social: v.group(
    { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
    { required: true },
  ),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
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
  google: v.group(
    {
      keywords: v.text({ max: 524288, required: true }),
      title: v.text({ max: 524288, required: true }),
      description: v.text({ max: 170, required: true }),
    },
    { required: true },
  ),
  social: v.group(
    { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
    { required: true },
  ),
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
  google: v.group(
    {
      keywords: v.text({ max: 524288, required: true }),
      title: v.text({ max: 524288, required: true }),
      description: v.text({ max: 170, required: true }),
    },
    { required: true },
  ),
  social: v.group(
    { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
    { required: true },
  ),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
  price: v.text({ max: 255 }),
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
  google: v.group(
    {
      keywords: v.text({ max: 524288, required: true }),
      title: v.text({ max: 524288, required: true }),
      description: v.text({ max: 170, required: true }),
    },
    { required: true },
  ),
  social: v.group(
    { title: v.text({ max: 524288, required: true }), description: v.text({ max: 300, required: true }) },
    { required: true },
  ),
  contacts: v.contacts({ max: 100, types: ['email', 'website', 'telephone', 'fax', 'whatsapp'] }),
});
