/** The admin's react-query keys: their values, the prefixes that invalidate them, one factory for all. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../app/api/queryKeys';

describe('query keys', () => {
  it('keeps the values the screens have always used', () => {
    expect(queryKeys.list('news', 'page=2')).toEqual(['list', 'news', 'page=2']);
    expect(queryKeys.listAll('news')).toEqual(['list', 'news']);
    expect(queryKeys.editorItem('news', 12)).toEqual(['editor-item', 'news', 12]);
    expect(queryKeys.editorItem('news', 'new')).toEqual(['editor-item', 'news', 'new']);
    expect(queryKeys.editorNewStatuses('news')).toEqual(['editor-statuses', 'news', 'new']);
    expect(queryKeys.dashboard('en')).toEqual(['dashboard', 'en']);
    expect(queryKeys.categoryTree(3, 'it')).toEqual(['lookup', 'categories', 3, 'it']);
    expect(queryKeys.municipalitySearch('Ao', null)).toEqual(['lookup', 'comuni', 'name', 'Ao', null]);
    expect(queryKeys.municipality(7)).toEqual(['lookup', 'comuni', 'id', 7]);
    expect(queryKeys.provinces()).toEqual(['lookup', 'province']);
    expect(queryKeys.users()).toEqual(['lookup', 'users']);
    expect(queryKeys.tagSearch('it', 'mare')).toEqual(['lookup', 'tagsBox', 'it', 'mare']);
    expect(queryKeys.tagSearchAll()).toEqual(['lookup', 'tagsBox']);
  });

  it('invalidates every page of one list and every tag search, nothing else', () => {
    const matches = (key: QueryKey, filter: QueryKey) => partialMatchKey(key, filter);
    expect(matches(queryKeys.list('news', 'a'), queryKeys.listAll('news'))).toBe(true);
    expect(matches(queryKeys.list('webcam', 'a'), queryKeys.listAll('news'))).toBe(false);
    expect(matches(queryKeys.tagSearch('en', ''), queryKeys.tagSearchAll())).toBe(true);
    expect(matches(queryKeys.users(), queryKeys.tagSearchAll())).toBe(false);
  });

  it('keeps one key per answer shape: the municipality search and the by-id lookup never collide', () => {
    expect(partialMatchKey(queryKeys.municipality(1), queryKeys.municipalitySearch('1', null))).toBe(false);
    expect(partialMatchKey(queryKeys.municipalitySearch('1', null), queryKeys.municipality(1))).toBe(false);
  });

  it('is the only source of keys in app/', () => {
    const root = join(import.meta.dirname, '../../app');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const inline = files.filter((file) => /queryKey:\s*\[/.test(readFileSync(join(root, file), 'utf8')));
    expect(files.length).toBeGreaterThan(10);
    expect(inline).toEqual([]);
  });
});
