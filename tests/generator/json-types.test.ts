/**
 * The client's JSON Schema → TypeScript converter with component references (`refs`, as in
 * `generated/api/`): a `$ref` names the component's alias at any depth, `allOf` parts included
 * (they used to lose the option and read `unknown`).
 */
import { describe, expect, it } from 'vitest';
import { tsTypeOfSchema } from '../../generator/emit/json-types';

describe('tsTypeOfSchema with component references', () => {
  it('names a referenced component', () => {
    expect(tsTypeOfSchema({ $ref: '#/components/schemas/Label' }, { refs: true })).toBe('Label');
  });

  it('keeps the references of allOf parts', () => {
    const schema = {
      allOf: [
        { $ref: '#/components/schemas/Label' },
        { type: 'object', properties: { note: { $ref: '#/components/schemas/Note' } }, required: ['note'] },
      ],
    };
    expect(tsTypeOfSchema(schema, { refs: true })).toBe('(Label) & ({ note: Note })');
  });

  it('reads references as unknown without the option, allOf parts included', () => {
    expect(tsTypeOfSchema({ allOf: [{ $ref: '#/components/schemas/Label' }, { type: 'string' }] })).toBe(
      '(unknown) & (string)',
    );
  });
});
