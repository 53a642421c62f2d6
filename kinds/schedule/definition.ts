import { z } from 'zod';
import { SCHEDULE_LIMITS } from '../../core/limits';
import { WEEKDAYS } from '../../core/occurrences';
import { callOptions, presence, stringSchema, type JsonSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('schedule'),
  ...common,
  maxDays: z.number().int().positive().max(SCHEDULE_LIMITS.maxDays).optional(),
  maxDates: z.number().int().positive().max(SCHEDULE_LIMITS.maxDates).optional(),
  moreInfoMax: z.number().int().positive().max(SCHEDULE_LIMITS.maxMoreInfo).optional(),
});

const DATE: JsonSchema = stringSchema(10, { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });

function days(max: number): JsonSchema {
  return { type: 'array', maxItems: max, items: stringSchema(10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) };
}

export const schedule: KindDefinition<'schedule', typeof schema> = {
  kind: 'schedule',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'schedule',
    maxDays: input.maxDays ?? SCHEDULE_LIMITS.days,
    maxDates: input.maxDates ?? SCHEDULE_LIMITS.dates,
    moreInfoMax: input.moreInfoMax ?? SCHEDULE_LIMITS.moreInfo,
  }),
  zod: (field, context) =>
    `v.schedule(${callOptions({ maxDays: field.maxDays, maxDates: field.maxDates, moreInfoMax: field.moreInfoMax, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'object',
    description:
      "Days from start to end (end '': the start day) on the weekdays set, plus includes, minus excludes " +
      '(each inside start..end, in one list only). Members left out are empty.',
    properties: {
      start: DATE,
      end: DATE,
      includes: days(field.maxDates),
      excludes: days(field.maxDates),
      weekdays: {
        type: 'object',
        properties: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { enum: [0, 1] }])),
        required: [...WEEKDAYS],
        additionalProperties: false,
      },
      moreInfo: stringSchema(field.moreInfoMax),
    },
    additionalProperties: false,
  }),
  storage: () => ({ kind: 'json' }),
  occurs: true,
};
