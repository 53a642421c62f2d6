// Generated from schemas/station.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { z } from 'zod';
import * as v from '#kinds/validation';
import { contentDraft_6c3044, contentPublish_e8dcdf } from '../schema-parts';

/** One language's contents at any status but 1 (0, 2, 3, 4, 5, 6, 7). */
export const stationContentDraft = contentDraft_6c3044;
/** One language's contents at status 1 (Pubblico): the publish rules. */
export const stationContentPublish = contentPublish_e8dcdf;
/** One language's contents, checked by the rules of its own status. */
export const stationContent = z.discriminatedUnion('status', [stationContentPublish, stationContentDraft]);
/** The whole item as the admin saves it (POST and PUT bodies). */
export const stationItem = v.item({
  languages: ['it', 'en', 'de'],
  fields: {
    locations: v.address({ requireCoordinates: true }),
    attachments: v.images({ max: 10, cover: true }),
    prices: v.list(
      { label: v.text({ max: 255 }), value: v.number({ integer: false, min: 0, max: 1000000 }) },
      { min: 0, max: 100 },
    ),
  },
  contents: stationContent,
});

export type StationItem = z.input<typeof stationItem>;

export const stationValidators = {
  item: stationItem,
  content: stationContent,
  contentDraft: stationContentDraft,
  contentPublish: stationContentPublish,
} as const satisfies v.EntityValidators;
