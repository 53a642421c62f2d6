/**
 * The pure parts of previews (issue #35, docs/preview.md): a link's state as the 'Condividi
 * anteprima' modal shows it, the address ANTEPRIMA opens, and what the server's preview page shows
 * of an item, read from the entity's meta alone (the main column's fields whose kind reads its
 * value for a reader, in order, in the reader's language: texts, addresses, contacts, references;
 * the title, slug, groups and kinds holding only ids left out; the images, the cover first).
 */
import { describe, expect, it } from 'vitest';
import { linkState, previewAddress } from '../../app/features/preview/preview';
import { esperienzeMeta } from '../../generated/entities/esperienze/meta';
import { guideMeta } from '../../generated/entities/guide/meta';
import { luoghiMeta } from '../../generated/entities/luoghi/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { placeMeta } from '../../generated/entities/place/meta';
import type { FieldMeta, FieldOfKind } from '../../core/model';
import { READABLE_KINDS } from '../../kinds/registry.readable';
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

  const bologna = {
    id: 7,
    city: 'Bologna',
    province: 'Bologna',
    province_short: 'BO',
    region: 'Emilia-Romagna',
    zip_code: '40124',
    country: 'Italia',
  };
  const basilica = {
    venue: 'Basilica di San Petronio',
    address: 'Piazza Galvani',
    number: '5',
    city: bologna,
    lat: 44.4927,
    lng: 11.3433,
  };

  it.each([
    ['it', ['Contatti', 'Telefono: +39 051 000 0001', 'Sito web: https://example.org'], 'Indirizzo'],
    ['en', ['Contacts', 'Telephone: +39 051 000 0001', 'Website: https://example.org'], 'Address'],
  ] as const)("shows an address and the contacts in the reader's language (%s)", (language, contacts, address) => {
    const [label, telephone, website] = contacts;
    const shown = mainFieldsOf(
      placeMeta,
      {
        ...content,
        contacts: [
          { id: 1, order: 0, type: 'telephone', value: '+39 051 000 0001' },
          { id: 2, order: 1, label: 'Biglietteria', type: 'email', value: 'info@example.org' },
          { type: 'website', label: '  ', value: 'https://example.org' },
          { type: 'fax', value: '  ' },
        ],
      },
      { locations: basilica, attachments: [], category: { ids: [2003], primary: 2003 } },
      language,
    );
    expect(shown.slice(-2)).toEqual([
      { label, text: [telephone, 'Biglietteria: info@example.org', website].join('\n'), rich: false },
      { label: address, text: 'Basilica di San Petronio\nPiazza Galvani 5\n40124 Bologna (BO)', rich: false },
    ]);
  });

  it.each([
    ['it', 'Destinazione', 'Informazioni'],
    ['en', 'Destination', 'Information'],
  ] as const)("shows a reference's name and keeps a text's lines (%s)", (language, destination, info) => {
    const shown = mainFieldsOf(
      luoghiMeta,
      { nome: 'Torre', info: 'Aperta il sabato\nChiusa ad agosto' },
      { destination: { id: 4, name: 'Riviera di Rimini' }, location: { address: 'Via Roma', city: null } },
      language,
    );
    expect(shown.map((field) => [field.label, field.text])).toEqual([
      [info, 'Aperta il sabato\nChiusa ad agosto'],
      [destination, 'Riviera di Rimini'],
      [expect.any(String), 'Via Roma'],
    ]);
  });

  it("shows a multiple reference's names, not a kind holding only ids (municipalities)", () => {
    const shown = mainFieldsOf(
      esperienzeMeta,
      { title: 'In barca sul Po', price: '25 euro' },
      { operatore: [{ id: 3, name: 'Guide del Po' }, { id: 9, name: 'Battelli' }, { id: 11 }], comune: [12, 13] },
      'it',
    );
    expect(shown.map((field) => field.text)).toEqual(['25 euro', 'Guide del Po, Battelli']);
    expect(shown.some((field) => field.text.includes('12'))).toBe(false);
  });

  it('reads several addresses, a province by name, and nothing of an empty value', () => {
    const readable = READABLE_KINDS.address;
    const field = { ...placeMeta.fields[0], multiple: true } satisfies FieldOfKind<'address'>;
    const elsewhere = { address: 'Via Emilia', city: { id: 8, city: 'Imola', province: 'Bologna' } };
    expect(readable?.(field, [basilica, elsewhere], 'en')).toBe(
      'Basilica di San Petronio\nPiazza Galvani 5\n40124 Bologna (BO)\n\nVia Emilia\nImola (Bologna)',
    );
    expect(readable?.(field, [], 'it')).toBeNull();
    expect(readable?.(field, { venue: ' ', city: null, lat: 44, lng: 11 }, 'it')).toBeNull();
    const contents: readonly FieldMeta[] = placeMeta.contents;
    const contacts = contents.find((one): one is FieldOfKind<'contacts'> => one.kind === 'contacts');
    expect(contacts).toBeDefined();
    if (contacts) expect(READABLE_KINDS.contacts?.(contacts, [], 'it')).toBeNull();
  });

  it("writes dates and date-times out in the reader's language", () => {
    const fields: readonly FieldMeta[] = [...newsMeta.fields, ...newsMeta.contents];
    const dateTime = fields.find((one): one is FieldOfKind<'datetime'> => one.kind === 'datetime');
    expect(dateTime).toBeDefined();
    if (!dateTime) return;
    expect(READABLE_KINDS.datetime?.(dateTime, '2026-03-14 18:30:00', 'it')).toBe('14 marzo 2026 alle ore 18:30');
    expect(READABLE_KINDS.datetime?.(dateTime, '2026-03-14 18:30:00', 'en')).toBe('14 March 2026 at 18:30');
    const guideFields: readonly FieldMeta[] = [...guideMeta.fields, ...guideMeta.contents];
    const date = guideFields.find((one): one is FieldOfKind<'date'> => one.kind === 'date');
    expect(date).toBeDefined();
    if (!date) return;
    expect(READABLE_KINDS.date?.(date, '2026-03-14', 'it')).toBe('14 marzo 2026');
    // A value of another shape is shown as it is.
    expect(READABLE_KINDS.date?.(date, 'primavera', 'it')).toBe('primavera');
  });

  it('has a reading in the kinds whose values read as text, and none in the others', () => {
    const reading = Object.entries(READABLE_KINDS)
      .filter(([, kind]) => kind !== null)
      .map(([name]) => name)
      .sort();
    expect(reading).toEqual(
      [
        'address',
        'boolean',
        'contacts',
        'date',
        'datetime',
        'entity',
        'number',
        'reference',
        'richtext',
        'select',
        'tags',
        'text',
        'textarea',
        'time',
      ].sort(),
    );
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
