import { FIELD_LIMITS, MAX_ID } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, type KindDefinition } from './types';

export const municipalities: KindDefinition<'municipalities'> = {
  kind: 'municipalities',
  normalise: (input, base) => ({
    ...base,
    kind: 'municipalities',
    multiple: input.multiple ?? true,
    max: input.max ?? FIELD_LIMITS.municipalities,
    shown: input.shown ?? 10,
    minChars: input.minChars ?? 2,
    debounceMs: input.debounceMs ?? 300,
  }),
  zod: (field, context) =>
    `v.municipalities(${callOptions({ multiple: field.multiple, max: field.multiple ? field.max : undefined, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.multiple
      ? { type: 'array', maxItems: field.max, items: ID_SCHEMA, description: 'Municipality ids.' }
      : { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID },
  storage: (field) =>
    field.multiple ? { kind: 'relation', relation: 'municipalities' } : { kind: 'column', type: 'integer' },
};
