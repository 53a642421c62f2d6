/** Detaching media from field values (`server/media/usage.ts`), at any depth of groups and lists. */
import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../core/model';
import { holdsMedia, withoutMedia } from '../../server/media/usage';

const base = { label: { it: 'x', en: 'x' }, required: 'never', readOnly: false, help: null } as const;
const images = {
  ...base,
  name: 'attachments',
  kind: 'images',
  max: 10,
  cover: true,
  minLongestSide: 300,
} as unknown as FieldMeta;
const files = {
  ...base,
  name: 'files',
  kind: 'files',
  accept: ['.pdf'],
  max: 10,
  acceptMessage: 'pdfOnly',
  maxBytes: 1,
} as unknown as FieldMeta;
const stages = {
  ...base,
  name: 'tappe',
  kind: 'list',
  fields: [images, files],
  min: 0,
  max: 10,
  sortable: true,
} as unknown as FieldMeta;
const text = { ...base, name: 'title', kind: 'text' } as unknown as FieldMeta;

const image = (id: number, primary = false, order = 0) => ({ id, title: `Foto ${id}`, is_primary: primary, order });

describe('withoutMedia', () => {
  it('removes the image, renumbers, and makes the first remaining one the cover', () => {
    const value = [image(1, true, 1), image(2, false, 2), image(3, false, 3)];
    expect(withoutMedia(images, value, new Set([1]))).toEqual([
      { ...image(2, true), order: 1 },
      { ...image(3, false), order: 2 },
    ]);
    // Another image removed: the cover stays where it is.
    expect(withoutMedia(images, value, new Set([3]))).toEqual([
      { ...image(1, true), order: 1 },
      { ...image(2, false), order: 2 },
    ]);
  });

  it('answers the same value when nothing names the media', () => {
    const value = [image(1, true, 1)];
    expect(withoutMedia(images, value, new Set([9]))).toBe(value);
    expect(withoutMedia(text, 'ciao', new Set([1]))).toBe('ciao');
  });

  it('reaches images and files inside list entries', () => {
    const value = [
      { attachments: [image(4, true, 1), image(5, false, 2)], files: [{ id: 7, name: 'a.pdf' }] },
      { attachments: [image(6, true, 1)], files: [{ id: 4, name: 'b.pdf' }] },
    ];
    const result = withoutMedia(stages, value, new Set([4])) as typeof value;
    expect(result[0]?.attachments).toEqual([{ ...image(5, true), order: 1 }]);
    expect(result[0]?.files).toEqual([{ id: 7, name: 'a.pdf' }]);
    expect(result[1]?.files).toEqual([]);
    expect(result[1]?.attachments).toBe(value[1]?.attachments);
  });

  it("reaches images in per-language lists inside list entries (a stage's recipes)", () => {
    const image1 = { ...images, name: 'image', cover: false, max: 1 } as unknown as FieldMeta;
    const recipes = { ...stages, name: 'ricette', perLanguage: true, fields: [text, image1] } as unknown as FieldMeta;
    const withRecipes = { ...stages, fields: [recipes] } as unknown as FieldMeta;
    const value = [
      { ricette: { it: [{ title: 'Tortellini', image: [image(8)] }], en: [{ title: 'Ragù', image: [image(9)] }] } },
    ];
    const result = withoutMedia(withRecipes, value, new Set([8])) as typeof value;
    expect(result[0]?.ricette.it).toEqual([{ title: 'Tortellini', image: [] }]);
    expect(result[0]?.ricette.en).toBe(value[0]?.ricette.en);
    expect(withoutMedia(withRecipes, value, new Set([7]))).toBe(value);
  });

  it('knows which fields hold media', () => {
    expect([images, files, stages, text].map(holdsMedia)).toEqual([true, true, true, false]);
  });
});
