/**
 * The rules of 404 redirects without a server: how old and new addresses are checked and
 * normalised (core/redirects.ts), and when an edited row of the admin's list is saved
 * (app/features/redirects/rows.ts).
 */
import { describe, expect, it } from 'vitest';
import { normalisePercentEncoding, normaliseSitePath, normaliseTarget, sitePathOfTarget } from '#core/redirects';
import {
  afterSave,
  edited,
  fromRedirect,
  isEntirelyEmpty,
  mergeRows,
  newDraft,
  saveBody,
  shouldSave,
} from '../../app/features/redirects/rows';
import type { Redirect } from '../../generated/api/schemas';

describe('normaliseSitePath', () => {
  it.each([
    // given, want
    ['/it/pagina', '/it/pagina'],
    ['  /it/pagina/  ', '/it/pagina'],
    ['/it//pagina///', '/it/pagina'],
    ['/', '/'],
    ['/it/pagina#sezione', '/it/pagina'],
    ['/pagina.php?id=3', '/pagina.php?id=3'],
    ['/pagina?', '/pagina'],
    ['/it/città', '/it/citt%C3%A0'],
    ['/it/a/../b', '/it/b'],
    // RFC 3986 section 6.2.2: encoded unreserved characters decoded, other triplets upper case,
    // dot segments removed (an encoded dot is a dot).
    ['/it/%62', '/it/b'],
    ['/it/%7E%7euser', '/it/~~user'],
    ['/it/%41%5a%30%2D%2e%5F', '/it/AZ0-._'],
    ['/it/a%2fb', '/it/a%2Fb'],
    ['/it/a%2Fb', '/it/a%2Fb'],
    ['/it/citt%c3%a0', '/it/citt%C3%A0'],
    ['/it/./a', '/it/a'],
    ['/it/%2e/a', '/it/a'],
    ['/it/a/%2E%2e/b', '/it/b'],
    ['/pagina.php?id=%33&q=%7e%2f', '/pagina.php?id=3&q=~%2F'],
    ['/it/100%', '/it/100%25'],
    ['/it/%%61b', '/it/%25ab'],
  ])('%s → %s', (given, want) => {
    expect(normaliseSitePath(given)).toBe(want);
  });

  it('is its own normal form: normalising again changes nothing', () => {
    const samples = [
      '/it/%62',
      '/it/%252e%252e/x',
      '/it/a%2fb/%2E%2E/c?x=%7e',
      '/it/città/./%c3%a0',
      '/it//%2e%2e//a/',
      '/it/%%41',
      '/it/%%61b',
      '/it/%2',
    ];
    for (const given of samples) {
      const once = normaliseSitePath(given);
      expect(once, given).not.toBeNull();
      expect(normaliseSitePath(once ?? ''), given).toBe(once);
    }
  });

  it.each([
    'it/pagina',
    '',
    '//host.example/x',
    '/\\host.example/x',
    'https://www.example.org/x',
    'javascript:alert(1)',
    '/con spazio',
    '/a\tb',
    `/${'a'.repeat(2048)}`,
    // Within the bound as typed, beyond it once percent-encoded.
    `/${'à'.repeat(1000)}`,
  ])('refuses %j', (given) => {
    expect(normaliseSitePath(given)).toBeNull();
  });
});

describe('normaliseTarget', () => {
  it.each([
    ['/it/nuova/', '/it/nuova'],
    ['https://www.example.org/x#y', 'https://www.example.org/x'],
    ['HTTP://Example.org', 'http://example.org/'],
    ['/it/%62/', '/it/b'],
    ['https://www.example.org/%7euser/a%2fb?q=%62', 'https://www.example.org/~user/a%2Fb?q=b'],
  ])('%s → %s', (given, want) => {
    expect(normaliseTarget(given)).toBe(want);
  });

  it.each(['ftp://example.org/x', 'javascript:alert(1)', 'mailto:a@b.it', 'nuova', 'https://', '//example.org'])(
    'refuses %j',
    (given) => {
      expect(normaliseTarget(given)).toBeNull();
    },
  );

  it('names the site path of an address on the public site only', () => {
    const site = 'https://www.example.org';
    expect(sitePathOfTarget('/it/a', site)).toBe('/it/a');
    expect(sitePathOfTarget('https://www.example.org/it/a/', site)).toBe('/it/a');
    expect(sitePathOfTarget('https://altro.example/it/a', site)).toBeNull();
    expect(sitePathOfTarget('https://www.example.org/it/%61', site)).toBe('/it/a');
  });

  it('normalises percent-encoding alone', () => {
    expect(normalisePercentEncoding('%62%2f%2F%zz%')).toBe('b%2F%2F%25zz%25');
    expect(normalisePercentEncoding('%2525')).toBe('%2525');
  });
});

describe('a row of the redirects list', () => {
  const stored: Redirect = {
    id: 7,
    old_url: '/a',
    new_url: '/b',
    code: 301,
    automatic: true,
    hits: 3,
    last_hit_at: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };

  it('starts with code 301 and is not saved while entirely empty', () => {
    const fresh = newDraft('new-1');
    expect(fresh.code).toBe(301);
    expect(shouldSave(fresh)).toBe(false);
    const typedSpaces = edited(fresh, 'old_url', '  ');
    expect(typedSpaces.changed).toBe(true);
    expect(isEntirelyEmpty(typedSpaces)).toBe(true);
    expect(shouldSave(typedSpaces)).toBe(false);
    expect(shouldSave(edited(typedSpaces, 'new_url', '/x'))).toBe(true);
  });

  it('is saved only when changed', () => {
    const row = fromRedirect(stored);
    expect(shouldSave(row)).toBe(false);
    expect(edited(row, 'new_url', '/b')).toBe(row);
    const changed = edited(row, 'code', 410);
    expect(shouldSave(changed)).toBe(true);
    expect(saveBody(edited(changed, 'new_url', ' '))).toEqual({ old_url: '/a', new_url: null, code: 410 });
  });

  it('takes its id from the answer, and keeps edits made while the save was on its way', () => {
    const sent = edited(edited(newDraft('new-1'), 'old_url', '/c'), 'new_url', '/d');
    const answer: Redirect = { ...stored, id: 12, old_url: '/c', new_url: '/d', automatic: false, hits: 0 };
    const settled = afterSave(sent, sent, answer);
    expect(settled).toMatchObject({ key: 'new-1', id: 12, changed: false, saved: true });
    const typedMeanwhile = edited(sent, 'new_url', '/e');
    expect(afterSave(typedMeanwhile, sent, answer)).toMatchObject({ id: 12, new_url: '/e', changed: true });
  });

  it('keeps edits, keys and unsaved new rows when the list answers again', () => {
    const other: Redirect = { ...stored, id: 8, old_url: '/x', new_url: '/y' };
    const editedRow = edited(fromRedirect(stored), 'new_url', '/typed');
    const savedNew = { ...fromRedirect({ ...other, id: 9 }, 'new-1'), saved: true };
    const blank = newDraft('new-2');
    const merged = mergeRows(
      [blank, savedNew, editedRow],
      [{ ...other, id: 9, hits: 4 }, { ...stored, new_url: '/server' }, other],
    );
    expect(merged.map((row) => [row.key, row.id, row.new_url])).toEqual([
      ['new-2', null, ''],
      ['new-1', 9, '/y'],
      ['id-7', 7, '/typed'],
      ['id-8', 8, '/y'],
    ]);
    expect(merged[1]).toMatchObject({ hits: 4, saved: true });
  });
});
