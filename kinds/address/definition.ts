import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import {
  callOptions,
  ID_SCHEMA,
  presence,
  stringSchema,
  type JsonSchema,
  type KindDefinition,
} from '../host/generator';
import { common } from '../host/input';
import { CITY_ID_SQL } from './city';

const ADDRESS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    venue: stringSchema(),
    address: stringSchema(),
    number: stringSchema(20),
    city: {
      type: ['object', 'null'],
      properties: {
        id: ID_SCHEMA,
        city: stringSchema(),
        province: stringSchema(),
        province_short: stringSchema(),
        region: stringSchema(),
        zip_code: stringSchema(),
        country: stringSchema(),
      },
      required: ['id', 'city'],
    },
    lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    lng: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  },
};

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('address'),
  ...common,
  map: z.boolean().optional(),
  requireCoordinates: z.boolean().optional(),
  multiple: z.boolean().optional(),
});

export const address: KindDefinition<'address', typeof schema> = {
  kind: 'address',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'address',
    map: input.map ?? true,
    requireCoordinates: input.requireCoordinates ?? true,
    multiple: input.multiple ?? false,
  }),
  zod: (field, context) =>
    field.multiple
      ? `v.addresses(${callOptions({ requireCoordinates: field.requireCoordinates, max: FIELD_LIMITS.items, ...presence(context) })})`
      : `v.address(${callOptions({ requireCoordinates: field.requireCoordinates, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.multiple ? { type: 'array', maxItems: FIELD_LIMITS.items, items: ADDRESS_SCHEMA } : ADDRESS_SCHEMA,
  storage: () => ({ kind: 'json' }),
  placeExpression: (field) => (field.multiple ? null : CITY_ID_SQL),
};
