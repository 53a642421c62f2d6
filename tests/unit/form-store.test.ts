/**
 * The editors' form state (`core/formStore.ts`, issue #49): a write copies only its path and tells
 * only the readers of that path (and of the paths above and below it); dirtiness is settled per
 * written path; errors tell only the paths whose message changed.
 */
import { describe, expect, it } from 'vitest';
import { FormStore, valueAtPath, withValueAtPath } from '../../core/formStore';

function twentyStages() {
  return {
    contents: { it: { title: 'Via Emilia', status: 2 } },
    tappe: Array.from({ length: 20 }, (_, index) => ({
      order: index + 1,
      contents: { it: { title: `Tappa ${index + 1}`, description: '<p>testo</p>' } },
      video: { it: [{ order: 1, url: 'https://video.example.org/1', title: 'Video' }] },
    })),
  };
}

describe('FormStore values', () => {
  it('reads and writes dotted paths through objects and arrays', () => {
    const values = twentyStages();
    expect(valueAtPath(values, 'tappe.3.contents.it.title')).toBe('Tappa 4');
    expect(valueAtPath(values, 'tappe.30.contents')).toBeUndefined();
    expect(valueAtPath(values, '')).toBe(values);
    expect(withValueAtPath({}, ['a', '0', 'b'], 1)).toEqual({ a: [{ b: 1 }] });
  });

  it('copies only the objects on the written path: every other row keeps its identity', () => {
    const store = new FormStore(twentyStages());
    const before = store.getValues();
    store.set('tappe.7.contents.it.title', 'Modena');
    const after = store.getValues();
    expect(after).not.toBe(before);
    expect(after.tappe).not.toBe(before.tappe);
    expect(after.tappe[7]).not.toBe(before.tappe[7]);
    for (const index of [0, 6, 8, 19]) expect(after.tappe[index]).toBe(before.tappe[index]);
    expect(after.tappe[7]?.video).toBe(before.tappe[7]?.video);
    expect(after.contents).toBe(before.contents);
    expect(before.tappe[7]?.contents.it.title).toBe('Tappa 8');
    expect(store.get('tappe.7.contents.it.title')).toBe('Modena');
  });

  it('tells the readers of the path, of the paths above and below it, and nobody else', () => {
    const store = new FormStore(twentyStages());
    const heard: string[] = [];
    const listen = (path: string) => store.subscribeValue(path, () => heard.push(path));
    for (const path of [
      'tappe.7.contents.it.title',
      'tappe.7.contents.it.description',
      'tappe.6.contents.it.title',
      'tappe',
      'tappe.7',
      'contents.it.title',
    ]) {
      listen(path);
    }
    store.set('tappe.7.contents.it.title', 'Modena');
    expect(heard.sort()).toEqual(['tappe', 'tappe.7', 'tappe.7.contents.it.title']);
    heard.length = 0;
    store.set('tappe.7', { ...twentyStages().tappe[0] });
    expect(heard.sort()).toEqual(['tappe', 'tappe.7', 'tappe.7.contents.it.description', 'tappe.7.contents.it.title']);
    heard.length = 0;
    store.set('contents.it.title', 'Via Emilia');
    expect(heard).toEqual([]);
  });

  it('tells change listeners the path written, without a copy of the form', () => {
    const store = new FormStore(twentyStages());
    const paths: string[] = [];
    const stop = store.onChange((path) => paths.push(path));
    store.set('tappe.2.contents.it.title', 'Reggio');
    store.reset(twentyStages());
    stop();
    store.set('contents.it.title', 'x');
    expect(paths).toEqual(['tappe.2.contents.it.title', '']);
    expect(store.listenerCount()).toBe(0);
  });
});

describe('FormStore dirtiness', () => {
  it('compares each written path with its initial value, and only those', () => {
    const store = new FormStore(twentyStages());
    expect(store.isDirty()).toBe(false);
    store.set('tappe.4.contents.it.title', 'Parma');
    expect(store.isDirty()).toBe(true);
    expect(store.dirtyPaths()).toEqual(['tappe.4.contents.it.title']);
    store.set('tappe.4.contents.it.title', 'Tappa 5');
    expect(store.isDirty()).toBe(false);
    // A whole list written (a row moved) settles the paths written below it.
    store.set('tappe.4.contents.it.title', 'Parma');
    const moved = [...(store.get('tappe') as unknown[])];
    [moved[0], moved[1]] = [moved[1], moved[0]];
    store.set('tappe', moved);
    expect(store.dirtyPaths()).toEqual(['tappe']);
    store.reset(store.getValues());
    expect(store.isDirty()).toBe(false);
  });
});

describe('FormStore errors', () => {
  it('tells only the paths whose message changed, and the paths above them', () => {
    const store = new FormStore(twentyStages());
    const heard: string[] = [];
    for (const path of ['tappe', 'tappe.3', 'tappe.3.contents.it.title', 'tappe.4.contents.it.title']) {
      store.subscribeError(path, () => heard.push(path));
    }
    let summaries = 0;
    store.subscribeErrors(() => (summaries += 1));
    store.setErrors({ 'tappe.3.contents.it.title': 'Campo richiesto' });
    expect(heard.sort()).toEqual(['tappe', 'tappe.3', 'tappe.3.contents.it.title']);
    expect(store.getError('tappe.3', true)).toBe('Campo richiesto');
    expect(store.getError('tappe.3', false)).toBeNull();
    heard.length = 0;
    store.setErrors({ 'tappe.3.contents.it.title': 'Campo richiesto' });
    expect(heard).toEqual([]);
    expect(summaries).toBe(1);
    store.setErrors({});
    expect(heard.sort()).toEqual(['tappe', 'tappe.3', 'tappe.3.contents.it.title']);
    expect(summaries).toBe(2);
  });

  it('moves the focus to the first field with an error', () => {
    const store = new FormStore(twentyStages());
    const focused: string[] = [];
    store.setElement('contents.it.title', { focus: () => focused.push('title') });
    store.setElement('tappe.1.contents.it.title', { focus: () => focused.push('stage') });
    store.setErrors({ 'tappe.1.contents.it.title': 'a', 'contents.it.title': 'b' });
    expect(store.focusFirstError()).toBe(true);
    expect(focused).toEqual(['stage']);
    store.setElement('tappe.1.contents.it.title', null);
    store.setErrors({ 'tappe.1.contents.it.title': 'a' });
    expect(store.focusFirstError()).toBe(false);
  });
});
