/**
 * "A kind without a widget or without server handling does not compile": a new field kind added
 * to `core/model.ts` alone (in memory) is reported by the compiler in each typed map a kind must
 * be registered in (the errors of those files alone are checked).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, typeErrors } from './typecheck';

const MODEL = 'core/model.ts';
const FOLDERS = ['core', 'kinds', 'generator', 'server', 'app', 'generated'];

/** The files of the maps every kind is registered in. */
const MAPS = [
  'generator/kinds/index.ts',
  'server/crud/kinds/index.ts',
  'app/runtime/fields/widgets.ts',
  'app/runtime/editor/values.ts',
];

describe('a new field kind', () => {
  it('is refused by every typed map until it is registered there', () => {
    const model = readFileSync(path.join(ROOT, MODEL), 'utf8');
    const last = '  | TagsField;';
    expect(model).toContain(last);
    const withKind = model.replace(last, "  | TagsField\n  | (FieldBase<'rating'> & { readonly stars: number });");
    const errors = typeErrors(new Map([[MODEL, withKind]]), FOLDERS, MAPS);
    for (const file of MAPS) {
      expect(
        errors.some((error) => error.startsWith(`${file}:`) && error.includes('rating')),
        `${file}\n${errors.join('\n')}`,
      ).toBe(true);
    }
  }, 120_000);
});
