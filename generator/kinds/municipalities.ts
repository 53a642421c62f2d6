import { callOptions, presence, type KindDefinition } from './types';

export const municipalities: KindDefinition<'municipalities'> = {
  kind: 'municipalities',
  normalise: (input, base) => ({
    ...base,
    kind: 'municipalities',
    multiple: input.multiple ?? true,
    shown: input.shown ?? 10,
    minChars: input.minChars ?? 2,
    debounceMs: input.debounceMs ?? 300,
  }),
  zod: (field, context) => `v.municipalities(${callOptions({ multiple: field.multiple, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.multiple
      ? { type: 'array', items: { type: 'integer' }, description: 'Municipality ids.' }
      : { type: ['integer', 'null'] },
  storage: (field) =>
    field.multiple ? { kind: 'relation', relation: 'municipalities' } : { kind: 'column', type: 'integer' },
};
