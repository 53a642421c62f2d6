/**
 * JSON Schema → TypeScript through openapi-typescript (`generator/emit/json-types.ts`), as the
 * typed client (`refs`: a `$ref` names the component's alias) and the jsonb columns (no `refs`: a
 * `$ref` is `unknown`) use it. The strings are the converter's raw output, before Prettier.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../kinds/host/generator';
import { tsTypeOfSchema } from '../../generator/emit/json-types';

const label = { $ref: '#/components/schemas/Label' };

describe('tsTypeOfSchema', () => {
  it.each<{ name: string; schema: JsonSchema; want: string }>([
    { name: 'scalars', schema: { type: 'integer' }, want: 'number' },
    { name: 'nullable (3.1 type list)', schema: { type: ['string', 'null'] }, want: 'string | null' },
    { name: 'nullable (3.0 keyword)', schema: { type: 'boolean', nullable: true }, want: 'boolean | null' },
    { name: 'enum', schema: { type: 'string', enum: ['it', 'en'] }, want: '"it" | "en"' },
    { name: 'enum with null', schema: { enum: [1, 2, null] }, want: '1 | 2 | null' },
    { name: 'accented enum values as written', schema: { enum: ['città'] }, want: '"città"' },
    { name: 'const', schema: { const: 'news' }, want: '"news"' },
    { name: 'array', schema: { type: 'array', items: { enum: [1, 2] } }, want: '(1 | 2)[]' },
    {
      name: 'object: required and optional members, quoted keys, readOnly',
      schema: {
        type: 'object',
        properties: { id: { type: 'integer', readOnly: true }, 'url-thumb': { type: 'string', default: '' } },
        required: ['id'],
      },
      want: '{ readonly id: number; "url-thumb"?: string; }',
    },
    {
      name: 'additionalProperties',
      schema: { type: 'object', additionalProperties: { type: 'number' } },
      want: '{ [key: string]: number; }',
    },
    {
      name: 'properties and additionalProperties',
      schema: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'string' } },
      want: '{ a?: string; } & { [key: string]: string; }',
    },
    { name: 'an object with no properties', schema: { type: 'object' }, want: 'Record<string, unknown>' },
    {
      name: 'allOf',
      schema: {
        allOf: [
          { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
          { type: 'object', properties: { note: { type: 'string' } } },
        ],
      },
      want: '{ id: number; } & { note?: string; }',
    },
    {
      name: 'oneOf of scalars, nested unions flattened',
      schema: { oneOf: [{ enum: [0, 1] }, { type: 'boolean' }] },
      want: '0 | 1 | boolean',
    },
    { name: 'anyOf', schema: { anyOf: [{ type: 'integer' }, { type: 'null' }] }, want: 'number | null' },
    {
      name: 'nullable object',
      schema: { type: ['object', 'null'], properties: { lat: { type: 'number' } }, required: ['lat'] },
      want: '{ lat: number; } | null',
    },
    { name: 'no type at all', schema: { description: 'anything' }, want: 'unknown' },
  ])('$name', ({ schema, want }) => {
    expect(tsTypeOfSchema(schema)).toBe(want);
  });

  it('writes no descriptions into the type', () => {
    const schema = { type: 'object', properties: { title: { type: 'string', description: 'The */ title' } } };
    expect(tsTypeOfSchema(schema)).toBe('{ title?: string; }');
  });
});

describe('tsTypeOfSchema with component references', () => {
  it('names a referenced component', () => {
    expect(tsTypeOfSchema(label, { refs: true })).toBe('Label');
  });

  it('keeps the references of allOf parts and nested members', () => {
    const schema = {
      allOf: [
        label,
        { type: 'object', properties: { notes: { type: 'array', items: { $ref: '#/components/schemas/Note' } } } },
      ],
    };
    expect(tsTypeOfSchema(schema, { refs: true })).toBe('Label & { notes?: Note[]; }');
  });

  it('reads references as unknown without the option, allOf parts included', () => {
    expect(tsTypeOfSchema({ allOf: [label, { type: 'object', properties: { a: label } }] })).toBe(
      'unknown & { a?: unknown; }',
    );
  });
});
