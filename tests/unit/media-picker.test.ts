/** The pure parts of the media gallery, the picker and the images field (no React, no DOM). */
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../app/api/queryKeys';
import {
  DEFAULT_PICKER_LIMIT,
  chosenVersion,
  formatBytes,
  lacksLicence,
  pickerState,
  progressPercent,
  remainingSlots,
  toggleSelection,
} from '../../app/features/media/picker';
import { schemaFieldPath } from '../../app/runtime/editor/fieldPath';
import { appendImages, removeImage, type ImageValue } from '../../kinds/host/ui/orderedEntries';

describe('the picker selection', () => {
  it('adds an image once and removes it on a second click, keeping the order of choice', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const c = { id: 3 };
    let selected = toggleSelection([], b);
    selected = toggleSelection(selected, a);
    selected = toggleSelection(selected, c);
    expect(selected.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(toggleSelection(selected, { id: 1 }).map((item) => item.id)).toEqual([2, 3]);
  });

  it('enables Inserisci with one to `limit` images, and shows TROPPI ALLEGATI past the limit', () => {
    expect(pickerState(0, 5)).toEqual({ canInsert: false, tooMany: false });
    expect(pickerState(1, 5)).toEqual({ canInsert: true, tooMany: false });
    expect(pickerState(5, 5)).toEqual({ canInsert: true, tooMany: false });
    expect(pickerState(6, 5)).toEqual({ canInsert: false, tooMany: true });
    // A full field: any selection is too many.
    expect(pickerState(1, 0)).toEqual({ canInsert: false, tooMany: true });
    expect(pickerState(0, 0)).toEqual({ canInsert: false, tooMany: false });
  });

  it('gives the picker the field maximum minus the images attached (100 when the field sets none)', () => {
    expect(remainingSlots(10, 3)).toBe(7);
    expect(remainingSlots(10, 10)).toBe(0);
    expect(remainingSlots(10, 12)).toBe(0);
    expect(remainingSlots(0, 4)).toBe(DEFAULT_PICKER_LIMIT - 4);
  });
});

describe('the upload helpers', () => {
  it('turns bytes sent into a percentage', () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });

  it('writes sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('the schema path of a field', () => {
  it('drops the language prefix and list indices', () => {
    expect(schemaFieldPath('attachments')).toBe('attachments');
    expect(schemaFieldPath('contents.it.attachments')).toBe('attachments');
    expect(schemaFieldPath('contents.en.paragrafi.2.attachments')).toBe('paragrafi.attachments');
    expect(schemaFieldPath('tappe.0.foto')).toBe('tappe.foto');
    expect(schemaFieldPath('contents')).toBe('contents');
  });
});

describe('appending picked images', () => {
  const picked = (id: number) => ({ id, title: `Foto ${id}`, url: `/u/${id}.jpg`, url_thumb: `/t/${id}.jpg` });

  it('appends after the attached images, renumbered, keeping the cover', () => {
    const images: ImageValue[] = [
      { id: 1, title: 'Uno', is_primary: false, order: 1 },
      { id: 2, title: 'Due', is_primary: true, order: 2 },
    ];
    const next = appendImages(images, [picked(3), picked(4)], true);
    expect(next.map((image) => [image.id, image.order, image.is_primary])).toEqual([
      [1, 1, false],
      [2, 2, true],
      [3, 3, false],
      [4, 4, false],
    ]);
    expect(next[2]).toMatchObject({ title: 'Foto 3', url: '/u/3.jpg', url_thumb: '/t/3.jpg' });
  });

  it('makes the first image the cover of an empty field, and skips images already attached', () => {
    const next = appendImages([], [picked(5), picked(6), picked(5)], true);
    expect(next.map((image) => [image.id, image.is_primary])).toEqual([
      [5, true],
      [6, false],
    ]);
    expect(appendImages(next, [picked(6)], true)).toHaveLength(2);
  });

  it('leaves the cover alone in a field without one, and keeps url_thumb out when there is none', () => {
    const next = appendImages([], [{ id: 7, title: '', url: '/u/7.png', url_thumb: null }], false);
    expect(next).toEqual([{ id: 7, title: '', url: '/u/7.png', is_primary: false, order: 1 }]);
  });

  it('still makes the first remaining image the cover when the cover is removed', () => {
    const next = appendImages([], [picked(1), picked(2), picked(3)], true);
    expect(removeImage(next, 1, true).map((image) => [image.id, image.is_primary])).toEqual([
      [2, true],
      [3, false],
    ]);
  });
});

describe('the media query keys', () => {
  it('lets an upload, an edit or a delete invalidate every media search and usage, nothing else', () => {
    expect(partialMatchKey(queryKeys.mediaSearch(24, ''), queryKeys.mediaAll())).toBe(true);
    expect(partialMatchKey(queryKeys.mediaSearch(20, 'mare'), queryKeys.mediaAll())).toBe(true);
    expect(partialMatchKey(queryKeys.mediaUsage(3), queryKeys.mediaAll())).toBe(true);
    expect(partialMatchKey(queryKeys.mediaLicences(), queryKeys.mediaAll())).toBe(false);
    expect(partialMatchKey(queryKeys.mediaSearch(24, ''), queryKeys.mediaSearch(20, ''))).toBe(false);
    // The gallery's 'Senza licenza' filter is a search of its own, invalidated with the others.
    expect(queryKeys.mediaSearch(24, '', '', 'missing')).not.toEqual(queryKeys.mediaSearch(24, ''));
    expect(partialMatchKey(queryKeys.mediaSearch(24, '', '', 'missing'), queryKeys.mediaAll())).toBe(true);
  });
});

describe("a media item's licence and version", () => {
  it('lacks them when either is missing (the files saved before licences had versions)', () => {
    expect(lacksLicence({ license_id: null, license_version: null })).toBe(true);
    expect(lacksLicence({ license_id: 3, license_version: null })).toBe(true);
    expect(lacksLicence({ license_id: null, license_version: '4.0' })).toBe(true);
    expect(lacksLicence({ license_id: 3, license_version: '4.0' })).toBe(false);
  });

  it('lacks no version under a licence that has none, as the server filters them', () => {
    const licences = [
      { value: '3', versions: ['4.0', '3.0'] },
      { value: '5', versions: [] },
    ];
    expect(lacksLicence({ license_id: 5, license_version: null }, licences)).toBe(false);
    expect(lacksLicence({ license_id: 3, license_version: null }, licences)).toBe(true);
    // A licence not among the options (unpublished since) and no options at all: missing.
    expect(lacksLicence({ license_id: 9, license_version: null }, licences)).toBe(true);
    expect(lacksLicence({ license_id: 5, license_version: null }, undefined)).toBe(true);
    expect(lacksLicence({ license_id: null, license_version: null }, licences)).toBe(true);
  });

  it("names the chosen version, else the licence's only one, never one the licence lacks", () => {
    const two = { versions: ['4.0', '3.0 IT'] };
    const one = { versions: ['1.0'] };
    const none = { versions: [] };
    expect(chosenVersion('3.0 IT', two)).toBe('3.0 IT');
    expect(chosenVersion(null, two)).toBeNull();
    expect(chosenVersion('1.0', two)).toBeNull();
    expect(chosenVersion(null, one)).toBe('1.0');
    expect(chosenVersion('4.0', one)).toBe('1.0');
    expect(chosenVersion(null, none)).toBeNull();
    expect(chosenVersion('4.0', none)).toBeNull();
    // The licences not loaded yet: the saved one stays.
    expect(chosenVersion('4.0', undefined)).toBe('4.0');
  });
});
