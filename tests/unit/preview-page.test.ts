/**
 * The pure parts of previews (issue #35, docs/preview.md): a link's state as the 'Condividi
 * anteprima' modal shows it, the address ANTEPRIMA opens, and what the server's preview page shows
 * of an item, read from the entity's meta alone (the main column's text-like fields in order, the
 * title, slug and groups left out; the images, the cover first).
 */
import { describe, expect, it } from 'vitest';
import { linkState, previewAddress } from '../../app/features/preview/preview';
import { newsMeta } from '../../generated/entities/news/meta';
import { imagesOf, mainFieldsOf } from '../../server/preview/fields';
import { escapeHtml } from '../../server/preview/page';

describe('preview links in the editor', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    [{ expires_at: '2026-12-01T00:00:00Z', revoked_at: null }, 'active'],
    [{ expires_at: '2026-11-28T12:00:00Z', revoked_at: null }, 'expired'],
    [{ expires_at: '2026-11-01T00:00:00Z', revoked_at: '2026-10-30T00:00:00Z' }, 'revoked'],
    [{ expires_at: '2026-12-01T00:00:00Z', revoked_at: '2026-11-27T00:00:00Z' }, 'revoked'],
  ] as const)('%j is %s', (link, state) => {
    expect(linkState(link, now)).toBe(state);
  });

  it("opens the public site's address, else the server's page", () => {
    const link = {
      id: 1,
      entity: 'news',
      item_id: 2,
      lang: 'it',
      created_by: null,
      author: null,
      created_at: '',
      expires_at: '',
      revoked_at: null,
    };
    expect(
      previewAddress({ link, secret: 's', url: 'https://site/preview?x', page: 'http://a/anteprima?secret=s' }),
    ).toBe('https://site/preview?x');
    expect(previewAddress({ link, secret: 's', url: null, page: 'http://a/anteprima?secret=s' })).toBe(
      'http://a/anteprima?secret=s',
    );
  });
});

describe("the preview page's fields", () => {
  const content = {
    title: 'Il titolo',
    slug: 'il-titolo',
    subtitle: 'Un sottotitolo',
    excerpt: '',
    description: '<p>Testo</p>',
    tags: [
      { id: 1, name: 'mare' },
      { id: 2, name: 'estate' },
    ],
    google: { title: 'SEO' },
    status: 2,
  };

  it("shows the main column's text-like fields in the editor's order, without title, slug and groups", () => {
    const shown = mainFieldsOf(newsMeta, content, {}, 'it');
    expect(shown.map((field) => [field.label, field.text, field.rich])).toEqual([
      ['Sottotitolo', 'Un sottotitolo', false],
      [expect.any(String), '<p>Testo</p>', true],
      [expect.any(String), 'mare, estate', false],
    ]);
    expect(shown.some((field) => field.text === 'il-titolo' || field.text === 'SEO')).toBe(false);
  });

  it('lists the images, the cover first, each once', () => {
    const item = {
      attachments: [
        { id: 5, title: 'Secondo' },
        { id: 9, title: 'Copertina', is_primary: true },
        { id: 5, title: 'Di nuovo' },
        { id: 'x' },
      ],
    };
    expect(imagesOf(newsMeta, item, {})).toEqual([
      { id: 9, title: 'Copertina' },
      { id: 5, title: 'Secondo' },
    ]);
  });

  it('escapes text for HTML content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
