import { callOptions, presence, type JsonSchema, type KindDefinition } from './types';

const ADDRESS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    venue: { type: 'string' },
    address: { type: 'string' },
    number: { type: 'string' },
    city: {
      type: ['object', 'null'],
      properties: {
        id: { type: 'integer' },
        city: { type: 'string' },
        province: { type: 'string' },
        province_short: { type: 'string' },
        region: { type: 'string' },
        zip_code: { type: 'string' },
        country: { type: 'string' },
      },
      required: ['id', 'city'],
    },
    lat: { type: ['number', 'null'] },
    lng: { type: ['number', 'null'] },
  },
};

export const address: KindDefinition<'address'> = {
  kind: 'address',
  normalise: (input, base) => ({
    ...base,
    kind: 'address',
    map: input.map ?? true,
    requireCoordinates: input.requireCoordinates ?? true,
    multiple: input.multiple ?? false,
  }),
  zod: (field, context) =>
    field.multiple
      ? `v.addresses(${callOptions({ requireCoordinates: field.requireCoordinates, max: 100, ...presence(context) })})`
      : `v.address(${callOptions({ requireCoordinates: field.requireCoordinates, ...presence(context) })})`,
  jsonSchema: (field) => (field.multiple ? { type: 'array', items: ADDRESS_SCHEMA } : ADDRESS_SCHEMA),
  storage: () => ({ kind: 'json' }),
};
