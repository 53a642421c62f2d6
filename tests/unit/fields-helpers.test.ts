import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  chooseCategories,
  readCategoryChoice,
  type CategoryNode,
} from '../../kinds/category/categories';
import { contactDefault, contactProblem, readContacts, withType } from '../../kinds/contacts/contacts';
import {
  editorToWireDate,
  isInvalidDateText,
  maskDateText,
  typedDateToValue,
  valueToDateText,
  wireDatePart,
  wireToEditorDate,
  withPickedDate,
} from '../../kinds/host/ui/dateText';
import { FormStore } from '../../core/formStore';
import { portalAllowed, readIds, togglePortal, visiblePills } from '../../kinds/host/ui/idLists';
import { moveEntry, readImages, removeImage, withCover } from '../../kinds/host/ui/orderedEntries';
import { paramRowProblems, paramsToRows, rowsToParams, sameParams } from '../../kinds/params/params';
import { canOfferNewTag, newTagName, readTags } from '../../kinds/tags/tags';
import { normaliseRichText, remainingCharacters } from '../../kinds/host/ui/text';
import { parseParams } from '../../kinds/params/zod';

describe('error messages', () => {
  it('reads the own message, or the first nested one', () => {
    const store = new FormStore({});
    store.setErrors({
      title: 'Campo richiesto',
      'category.ids': 'Categoria non valida',
      'tags.1.name': 'Campo richiesto',
      'location.lat': 'x',
    });
    expect(store.getError('title', true)).toBe('Campo richiesto');
    expect(store.getError('category', true)).toBe('Categoria non valida');
    expect(store.getError('tags', true)).toBe('Campo richiesto');
    expect(store.getError('tag', true)).toBeNull();
    expect(store.getError('location', false)).toBeNull();
    expect(store.getError('location.lat', false)).toBe('x');
  });
});

describe('text counters', () => {
  it('counts the trimmed text, or the visible rich text', () => {
    expect(remainingCharacters('  abc  ', 140)).toBe(137);
    expect(remainingCharacters(undefined, 10)).toBe(10);
    expect(remainingCharacters('abcdef', 4)).toBe(-2);
    expect(remainingCharacters('<p>ab <strong>cd</strong></p>', 10, true)).toBe(5);
  });

  it('treats an empty Quill editor as no text', () => {
    expect(normaliseRichText('<p><br></p>')).toBe('');
    expect(normaliseRichText('<p><br></p><p><br></p>')).toBe('');
    expect(normaliseRichText('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('dates', () => {
  it('places the separators while typing', () => {
    expect(maskDateText('2', true)).toBe('2');
    expect(maskDateText('211', true)).toBe('21/1');
    expect(maskDateText('21112026', false)).toBe('21/11/2026');
    expect(maskDateText('211120260905', true)).toBe('21/11/2026 09:05');
    expect(maskDateText('21/11/2026 09:05:00', true)).toBe('21/11/2026 09:05:00');
    expect(maskDateText('21/11/2026 09:05:001234', true)).toBe('21/11/2026 09:05:00');
    expect(maskDateText('ab', true)).toBe('');
  });

  it('writes the wire value for a complete real date and the typed text otherwise', () => {
    expect(typedDateToValue('21/11/2026 09:05:00', true)).toBe('2026-11-21 09:05:00');
    expect(typedDateToValue('21/11/2026', false)).toBe('2026-11-21');
    expect(typedDateToValue('31/02/2026', false)).toBe('31/02/2026');
    expect(typedDateToValue('21/11', true)).toBe('21/11');
    expect(typedDateToValue('  ', true)).toBe('');
  });

  it('shows wire values in the editor format and round-trips typed text', () => {
    expect(valueToDateText('2026-11-21 09:05:00', true)).toBe('21/11/2026 09:05:00');
    expect(valueToDateText('2026-11-21', false)).toBe('21/11/2026');
    expect(valueToDateText('21/11', true)).toBe('21/11');
    expect(valueToDateText(null, true)).toBe('');
    expect(wireToEditorDate('x')).toBe('x');
    expect(editorToWireDate('29/02/2024')).toBe('2024-02-29');
    expect(editorToWireDate('29/02/2025')).toBeNull();
  });

  it('flags incomplete or impossible dates', () => {
    expect(isInvalidDateText('', true)).toBe(false);
    expect(isInvalidDateText('21/11/2026 09:05', true)).toBe(true);
    expect(isInvalidDateText('21/11/2026 25:00:00', true)).toBe(true);
    expect(isInvalidDateText('21/11/2026 09:05:00', true)).toBe(false);
  });

  it('keeps the time when a date is picked from the calendar', () => {
    expect(wireDatePart('2026-11-21 09:05:00')).toBe('2026-11-21');
    expect(wireDatePart('21/11')).toBeNull();
    expect(withPickedDate('2026-11-21 09:05:00', '2026-12-01', true)).toBe('2026-12-01 09:05:00');
    expect(withPickedDate('', '2026-12-01', true)).toBe('2026-12-01 00:00:00');
    expect(withPickedDate('2026-11-21', '2026-12-01', false)).toBe('2026-12-01');
  });
});

describe('categories', () => {
  const tree: CategoryNode = {
    id: 5,
    contents: { en: { title: 'Interest' } },
    children: [
      {
        id: 10,
        contents: { en: { title: 'Art' } },
        children: [{ id: 11, contents: { it: { title: 'Musei' } }, children: [] }],
      },
      { id: 12, contents: { en: { title: '  ' }, it: { title: 'Mare' } }, children: [] },
    ],
  };

  it('lists the subtree depth first with parent trails, the root left out, falling back to Italian', () => {
    expect(categoryOptions(tree, 'en')).toEqual([
      { value: 10, label: 'Art', depth: 0 },
      { value: 11, label: 'Art › Musei', depth: 1 },
      { value: 12, label: 'Mare', depth: 0 },
    ]);
    expect(categoryOptions(undefined, 'it')).toEqual([]);
  });

  it('keeps the primary among the chosen ids and honours max', () => {
    expect(chooseCategories([1, 2], null, { max: 0, withPrimary: true })).toEqual({ ids: [1, 2], primary: 1 });
    expect(chooseCategories([1, 2], 2, { max: 0, withPrimary: true })).toEqual({ ids: [1, 2], primary: 2 });
    expect(chooseCategories([1], 2, { max: 0, withPrimary: true })).toEqual({ ids: [1], primary: 1 });
    expect(chooseCategories([], 2, { max: 0, withPrimary: true })).toEqual({ ids: [], primary: null });
    expect(chooseCategories([1, 2, 3], null, { max: 2, withPrimary: false })).toEqual({ ids: [1, 2], primary: null });
    expect(chooseCategories([3, 3], null, { max: 0, withPrimary: true })).toEqual({ ids: [3], primary: 3 });
  });

  it('reads malformed values as no choice', () => {
    expect(readCategoryChoice(undefined)).toEqual({ ids: [], primary: null });
    expect(readCategoryChoice({ ids: [1, 'x'], primary: 1 })).toEqual({ ids: [1], primary: 1 });
  });
});

describe('ids, pills and portals', () => {
  it('reads id lists', () => {
    expect(readIds([1, '2', 3])).toEqual([1, 3]);
    expect(readIds(4)).toEqual([4]);
    expect(readIds(null)).toEqual([]);
  });

  it('shows at most `shown` pills then the count of the others', () => {
    expect(visiblePills([1, 2, 3], 10)).toEqual({ visible: [1, 2, 3], hidden: 0 });
    expect(visiblePills([1, 2, 3, 4], 2)).toEqual({ visible: [1, 2], hidden: 2 });
  });

  it('toggles portal ids and restricts them by role', () => {
    expect(togglePortal([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(togglePortal([1, 2], 1, false)).toEqual([2]);
    const restricted = [{ id: 1, roles: ['redazione-regionale', 'administrator'] }];
    expect(portalAllowed(1, restricted, { administrator: 'Amministratore' })).toBe(true);
    expect(portalAllowed(1, restricted, { editor: 'Editor' })).toBe(false);
    expect(portalAllowed(1, restricted, null)).toBe(false);
    expect(portalAllowed(2, restricted, { editor: 'Editor' })).toBe(true);
  });
});

describe('tags', () => {
  it('reads tags and offers a new one only for an unknown name', () => {
    expect(readTags([{ id: 1, name: 'Mare' }, { id: 'x' }, null])).toEqual([{ id: 1, name: 'Mare' }]);
    expect(canOfferNewTag('  mare ', [{ id: 1, name: 'Mare' }])).toBe(false);
    expect(canOfferNewTag('Monti', [{ id: 1, name: 'Mare' }])).toBe(true);
    // New tags are slugified: 'Mare Blu' is the known 'mare-blu'; punctuation alone makes no tag.
    expect(newTagName("  Città d'Arte! ")).toBe('citta-d-arte');
    expect(canOfferNewTag('Mare Blu', [{ id: 2, name: 'mare-blu' }])).toBe(false);
    expect(canOfferNewTag('!!!', [])).toBe(false);
    expect(canOfferNewTag('   ', [])).toBe(false);
  });
});

describe('params', () => {
  it('turns JSON text or objects into rows and back', () => {
    expect(paramsToRows('{"layout":"wide","cols":"2"}')).toEqual([
      { key: 'layout', value: 'wide' },
      { key: 'cols', value: '2' },
    ]);
    expect(paramsToRows({ a: 'b' })).toEqual([{ key: 'a', value: 'b' }]);
    expect(paramsToRows('not json')).toEqual([]);
    expect(paramsToRows('')).toEqual([]);
    const rows = [
      { key: ' layout ', value: 'wide' },
      { key: '', value: 'orphan' },
      { key: 'layout', value: 'narrow' },
    ];
    expect(rowsToParams(rows, false)).toEqual({ layout: 'wide' });
    const text = rowsToParams(rows, true);
    expect(text).toBe('{"layout":"wide"}');
    expect(parseParams(text as string)).toEqual({ layout: 'wide' });
  });

  it('marks keyless values and repeated keys', () => {
    expect(
      paramRowProblems([
        { key: 'a', value: '1' },
        { key: '', value: '' },
        { key: '', value: 'x' },
        { key: 'a ', value: '2' },
      ]),
    ).toEqual([null, null, 'required', 'duplicateKey']);
  });

  it('compares params values by their pairs', () => {
    expect(sameParams('{"a":"1"}', { a: '1' })).toBe(true);
    expect(sameParams(undefined, '{}')).toBe(true);
    expect(sameParams('{"a":"1"}', '{"a":"2"}')).toBe(false);
  });
});

describe('ordered entries and images', () => {
  it('moves an entry and renumbers from 1', () => {
    const entries = [
      { id: 1, order: 1 },
      { id: 2, order: 2 },
      { id: 3, order: 3 },
    ];
    expect(moveEntry(entries, 0, 2)).toEqual([
      { id: 2, order: 1 },
      { id: 3, order: 2 },
      { id: 1, order: 3 },
    ]);
    expect(moveEntry(entries, 0, 5)).toEqual(entries);
    expect(moveEntry([{ id: 1 }, { id: 2 }], 1, 0, true)).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ]);
  });

  it('keeps exactly one cover; removing the cover makes the first remaining image the cover', () => {
    const images = readImages([
      { id: 7, is_primary: false },
      { id: 8, is_primary: true },
      { id: 9 },
      { title: 'no id' },
    ]);
    expect(images.map((image) => image.id)).toEqual([7, 8, 9]);
    expect(withCover(images, 9).map((image) => image.is_primary)).toEqual([false, false, true]);
    expect(withCover(images).map((image) => image.is_primary)).toEqual([false, true, false]);
    const rest = removeImage(images, 8, true);
    expect(rest.map((image) => [image.id, image.is_primary, image.order])).toEqual([
      [7, true, 1],
      [9, false, 2],
    ]);
    expect(removeImage(images, 8, false).map((image) => image.is_primary)).toEqual([false, undefined]);
  });
});

describe('contacts', () => {
  it('checks values by type', () => {
    expect(contactProblem('email', '')).toBe('required');
    expect(contactProblem('email', 'a@b.it')).toBeNull();
    expect(contactProblem('email', 'a@b')).toBe('email');
    expect(contactProblem('website', 'www.example.org')).toBe('url');
    expect(contactProblem('website', 'https://www.example.org')).toBeNull();
    expect(contactProblem('telephone', '+39 051/123.45')).toBeNull();
    expect(contactProblem('fax', '051-123')).toBe('specialCharacters');
  });

  it("starts new rows with the spec's defaults, which follow a type change until something is typed", () => {
    expect(['email', 'website', 'telephone', 'fax', 'whatsapp', 'pigeon'].map(contactDefault)).toEqual([
      '@',
      'https://',
      '+39 ',
      '+39 ',
      '',
      '',
    ]);
    // A default is not a valid value: the row must be filled.
    expect(contactProblem('email', contactDefault('email'))).toBe('email');
    const fresh = { type: 'email', label: '', value: '@' };
    expect(withType(fresh, 'telephone')).toEqual({ type: 'telephone', label: '', value: '+39 ' });
    expect(withType({ ...fresh, value: '' }, 'website').value).toBe('https://');
    expect(withType({ ...fresh, value: 'info@comune.it' }, 'website').value).toBe('info@comune.it');
  });

  it('reads contact rows', () => {
    expect(readContacts([{ type: 'email', value: 'a@b.it', label: 'Info' }, { value: 'x' }])).toEqual([
      { type: 'email', value: 'a@b.it', label: 'Info' },
    ]);
  });
});
