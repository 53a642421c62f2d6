/**
 * The entity picker's calls (core/contracts/entities.ts) on both databases: the entity types,
 * the search across entities (q, type, exclusions, pages of 20 + limit, language fallback,
 * published only unless preview=1), the items by indices in the order asked, the abilities and
 * the bounds of every parameter.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKER_LIMITS } from '#core/limits';
import { VALIDATION_MESSAGES } from '#core/messages';
import type { EntityField } from '#core/model';
import { resetApiConfig, setApiBaseUrl, setApiLanguage, setTokenGetter } from '../../app/api/mutator';
import * as platform from '../../generated/api/platform';
import { entityNames } from '../../generated/registry';
import type { EntityPage, EntityPicks, EntityTypesResult } from '../../generated/api/schemas';
import { entity } from '../../kinds/entity/server';
import { referenceContext } from '../../server/crud/kinds';
import { FieldErrors } from '../../server/crud/save/context';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('entity picker on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  const news: Record<string, number> = {};
  const tags: Record<string, number> = {};

  /** A live news item with contents per language: [title, status]. */
  async function addNews(key: string, contents: Record<string, [string, number]>, draft = 0): Promise<number> {
    const db = t.server.database.db;
    const [row] = await rows<{ id: number }>(db, sql`insert into news (draft) values (${draft}) returning id`);
    const id = row?.id ?? 0;
    for (const [lang, [title, status]] of Object.entries(contents)) {
      const slug = `${key}-${lang}`.toLowerCase();
      await db.execute(
        sql`insert into news_contents (item_id, draft, lang, title, slug, status)
            values (${id}, ${draft}, ${lang}, ${title}, ${slug}, ${status})`,
      );
    }
    news[key] = id;
    return id;
  }

  async function addTag(name: string): Promise<number> {
    const [row] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into tags (name) values (${name}) returning id`,
    );
    tags[name] = row?.id ?? 0;
    return tags[name] ?? 0;
  }

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    await addNews('piadina', { it: ['Sagra della piadina', 1], en: ['Piadina festival', 1] });
    await addNews('rosa', { it: ['Notte Rosa', 1] });
    await addNews('bozza', { it: ['Piadina in bozza', 2] });
    await addNews('english', { en: ['Only in English', 1] });
    await addTag('Piadina romagnola');
    await addTag('Mare');
    for (let n = 1; n <= 23; n += 1) await addNews(`serie${n}`, { it: [`Serie ${String(n).padStart(2, '0')}`, 1] });
  }, 60_000);
  afterAll(async () => {
    resetApiConfig();
    await t.close();
  });

  const get = (url: string, token: string | null = admin) => t.request({ method: 'GET', url, token });
  const search = async (query: string, token = admin) => {
    const response = await get(`entities/list?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EntityPage;
  };
  const titles = (page: EntityPage | EntityPicks) => page.results.map((result) => result.title);

  it('lists the entity types with their labels, only those the user may view', async () => {
    const all = (await get('entities')).json() as EntityTypesResult;
    // Every entity the administrator may view: the spec's, and any added since (one more schema).
    expect(all.data.map((type) => type.name).sort()).toEqual([...entityNames].sort());
    expect(all.data.map((type) => type.name)).toEqual(
      expect.arrayContaining([
        'destination',
        'dicono',
        'download',
        'eat',
        'guide',
        'licence',
        'luoghi',
        'news',
        'place',
        'rent',
        'sportwellness',
        'station',
        'stay',
        'tags',
        'templates',
        'tipologia_luoghi',
        'webcam',
      ]),
    );
    expect(all.data.find((type) => type.name === 'news')?.label).toBe('News');
    const editor = await t.userWith(['news-view', 'webcam-edit']);
    const some = (await get('entities', editor.token)).json() as EntityTypesResult;
    expect(some.data.map((type) => type.name)).toEqual(['news']);
    expect((await get('entities', null)).statusCode).toBe(401);
  });

  it('searches titles across entities, those starting with the query first', async () => {
    const page = await search('q=piadina');
    expect(titles(page)).toEqual(['Piadina romagnola', 'Sagra della piadina']);
    const [tag, item] = page.results;
    expect(tag).toMatchObject({ type: 'tags', id: tags['Piadina romagnola'], name: 'Tag', slug: null });
    expect(tag?.index).toBe(`tags-${tags['Piadina romagnola']}`);
    expect(item).toMatchObject({
      type: 'news',
      id: news.piadina,
      index: `news-${news.piadina}`,
      slug: 'piadina-it',
      lang: 'it',
      permalink: 'https://portal.test/it/news/piadina-it',
      name: 'News',
    });
    expect(page.pagination.more).toBe(false);
    // An id finds its item too.
    expect((await search(`q=${news.rosa}&entity_type=news`)).results.map((result) => result.id)).toContain(news.rosa);
  });

  it('keeps to one entity type', async () => {
    expect(titles(await search('q=piadina&entity_type=tags'))).toEqual(['Piadina romagnola']);
    expect(titles(await search('q=piadina&entity_type=news'))).toEqual(['Sagra della piadina']);
  });

  it('shows the language asked for, else Italian, else the first the item has', async () => {
    const english = await search('q=piadina&entity_type=news&lang=en');
    expect(english.results[0]).toMatchObject({
      title: 'Piadina festival',
      lang: 'en',
      permalink: 'https://portal.test/en/news/piadina-en',
    });
    expect((await search('q=rosa&lang=en')).results[0]).toMatchObject({ title: 'Notte Rosa', lang: 'it' });
    expect((await search('q=english&lang=de')).results[0]).toMatchObject({ title: 'Only in English', lang: 'en' });
  });

  it('lists only published items unless preview=1', async () => {
    expect(titles(await search('q=bozza'))).toEqual([]);
    const preview = await search('q=bozza&preview=1');
    expect(preview.results[0]).toMatchObject({ title: 'Piadina in bozza', permalink: null });
  });

  it('leaves out the excluded items', async () => {
    const page = await search(`q=piadina&excludes[]=news-${news.piadina}&excludes[]=webcam-1`);
    expect(titles(page)).toEqual(['Piadina romagnola']);
    const single = await search(`q=piadina&excludes[]=tags-${tags['Piadina romagnola']}`);
    expect(titles(single)).toEqual(['Sagra della piadina']);
  });

  it('answers pages of 20 + limit items and says whether more follow', async () => {
    const first = await search('q=serie&limit=0');
    expect(first.results).toHaveLength(PICKER_LIMITS.pageSize);
    expect(first.pagination.more).toBe(true);
    const second = await search('q=serie&limit=0&page=2');
    expect(titles(second)).toEqual(['Serie 21', 'Serie 22', 'Serie 23']);
    expect(second.pagination.more).toBe(false);
    const withLimit = await search('q=serie&limit=3');
    expect(withLimit.results).toHaveLength(23);
    expect(withLimit.pagination.more).toBe(false);
    // The default limit is the picker's (5): 25 a page.
    expect((await search('q=e')).results).toHaveLength(PICKER_LIMITS.pageSize + PICKER_LIMITS.defaultLimit);
  });

  it('gives picked items back by index in the order asked, leaving out the missing ones', async () => {
    const indices = [
      `tags-${tags.Mare}`,
      `news-${news.bozza}`,
      'news-999999',
      `news-${news.piadina}`,
      `tags-${tags.Mare}`,
      'webcam-5',
    ];
    const response = await get(
      `entities/from-indices?lang=en&${indices.map((index) => `indices[]=${index}`).join('&')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const picks = response.json() as EntityPicks;
    expect(picks.results.map((pick) => pick.index)).toEqual([
      `tags-${tags.Mare}`,
      `news-${news.bozza}`,
      `news-${news.piadina}`,
    ]);
    expect(titles(picks)).toEqual(['Mare', 'Piadina in bozza', 'Piadina festival']);
    expect(((await get('entities/from-indices')).json() as EntityPicks).results).toEqual([]);
  });

  it('follows the abilities', async () => {
    const editor = await t.userWith(['news-view']);
    expect(titles(await search('q=piadina', editor.token))).toEqual(['Sagra della piadina']);
    expect((await get('entities/list?entity_type=tags', editor.token)).statusCode).toBe(403);
    const picks = (
      await get(`entities/from-indices?indices[]=tags-${tags.Mare}&indices[]=news-${news.rosa}`, editor.token)
    ).json() as EntityPicks;
    expect(titles(picks)).toEqual(['Notte Rosa']);
    const nobody = await t.userWith([]);
    expect(await search('q=piadina', nobody.token)).toEqual({ results: [], pagination: { more: false } });
    expect((await get('entities/list', null)).statusCode).toBe(401);
  });

  it('checks on save that picked items are live items of their entity (kind: entity)', async () => {
    const field: EntityField = {
      kind: 'entity',
      name: 'related',
      path: 'related',
      label: { it: 'Correlati', en: 'Related' },
      perLanguage: false,
      required: 'never',
      readOnly: false,
      help: null,
      types: ['news', 'tags'],
      limit: 5,
    };
    const check = async (value: unknown) => {
      const errors = new FieldErrors({
        user: { id: 1, roles: {}, abilities: {} },
        language: 'it',
        permalinks: { site: 'https://portal.test' },
      });
      await entity.references?.(field, value, referenceContext(t.server.database.db, 'related', errors));
      return errors.errors;
    };
    expect(
      await check([
        { type: 'tags', id: tags.Mare },
        { type: 'news', id: news.bozza, title: 'x' },
      ]),
    ).toEqual({});
    expect(
      await check([
        { type: 'news', id: news.rosa },
        { type: 'news', id: 999_999 },
      ]),
    ).toEqual({
      related: [VALIDATION_MESSAGES.unknownItem.it],
    });
    const draft = await addNews('revision', { it: ['Revisione', 2] }, 1);
    expect(await check([{ type: 'news', id: draft }])).toEqual({ related: [VALIDATION_MESSAGES.unknownItem.it] });
  });

  it('is called through the generated client, repeated parameters included', async () => {
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.app.server.address() as AddressInfo;
    setApiBaseUrl(`http://127.0.0.1:${port}/api/v1`);
    setApiLanguage('it');
    setTokenGetter(() => admin);
    const types = await platform.listEntityTypes();
    expect(types.data.map((type) => type.name)).toContain('tags');
    const page = await platform.listEntities({
      q: 'piadina',
      'excludes[]': [`news-${news.piadina}`, `news-${news.rosa}`],
      limit: 2,
    });
    expect(titles(page)).toEqual(['Piadina romagnola']);
    const picks = await platform.listEntitiesFromIndices({
      'indices[]': [`news-${news.rosa}`, `tags-${tags.Mare}`],
      lang: 'en',
    });
    expect(titles(picks)).toEqual(['Notte Rosa', 'Mare']);
  });

  it.each([
    // given a query, want 422 naming these parameters
    { query: 'q=' + 'x'.repeat(201), errors: ['q'] },
    { query: 'limit=101', errors: ['limit'] },
    { query: 'limit=-1&page=0', errors: ['limit', 'page'] },
    { query: 'entity_type=users', errors: ['entity_type'] },
    { query: 'excludes[]=news', errors: ['excludes[]'] },
    { query: 'excludes[]=news-0', errors: ['excludes[]'] },
    { query: 'excludes[]=news-99999999999', errors: ['excludes[]'] },
    { query: 'excludes[]=News-1', errors: ['excludes[]'] },
    { query: `excludes[]=${'a'.repeat(81)}-1`, errors: ['excludes[]'] },
    {
      query: Array.from({ length: PICKER_LIMITS.maxIndices + 1 }, (_, n) => `excludes[]=news-${n + 1}`).join('&'),
      errors: ['excludes[]'],
    },
    { query: 'preview=2&lang=xx', errors: ['lang', 'preview'] },
  ])('refuses $errors', async ({ query, errors }) => {
    const response = await get(`entities/list?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual(errors);
  });

  it('refuses too many or malformed indices', async () => {
    const many = Array.from({ length: PICKER_LIMITS.maxIndices + 1 }, (_, n) => `indices[]=news-${n + 1}`).join('&');
    const response = await get(`entities/from-indices?${many}`);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({
      'indices[]': [VALIDATION_MESSAGES.tooManyItems.it.replace('{max}', String(PICKER_LIMITS.maxIndices))],
    });
    expect((await get("entities/from-indices?indices[]=news-1'--")).statusCode).toBe(422);
  });
});
