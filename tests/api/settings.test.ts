/**
 * `GET` and `POST operations/settings` on both databases: sections of the settings schemas
 * (`schemas/settings/`) read and saved alone or together, validated by their generated
 * validators with field errors under the section's name, media and picked items checked, each
 * section behind its screen's abilities, and the data hub's secrets write-only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#core/messages';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

interface Answer {
  readonly data: Record<string, unknown>;
}

describe.each(backends)('settings on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const read = async (section: string, token = admin) => {
    const response = await t.request({ method: 'GET', url: `operations/settings?section=${section}`, token });
    return { status: response.statusCode, body: response.json() as Answer & { errors?: Record<string, string[]> } };
  };
  const save = async (section: string, data: unknown, token = admin) => {
    const response = await t.request({ method: 'POST', url: 'operations/settings', token, payload: { section, data } });
    return {
      status: response.statusCode,
      body: response.json() as { data?: { message: string }; errors?: Record<string, string[]> },
    };
  };
  const created = async (url: string, payload: Record<string, unknown>): Promise<number> => {
    const response = await t.request({ method: 'POST', url, token: admin, payload });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const newsItem = (title: string): Promise<number> => created('news', { contents: { it: { title, status: 2 } } });
  const article = (title: string): Promise<number> =>
    created('blog', { contents: { it: { title, status: 2 } }, paragrafi: [{ order: 1, title: { it: title } }] });

  it('answers a section never saved as empty, and saves the home page per language', async () => {
    expect(await read('home')).toEqual({ status: 200, body: { data: { home: {} } } });
    const first = await newsItem('Notte Rosa');
    const second = await newsItem('Motor Valley');
    const featured = await article('La Notte Rosa in Riviera');
    const home = {
      it: {
        mosaico: [
          { type: 'news', id: first, title: 'Notte Rosa' },
          { type: 'news', id: second },
        ],
        // The featured news are blog articles (spec content.md, "Home settings": news (type blog)).
        news: [{ type: 'blog', id: featured }],
        video: [{ titolo: 'La Riviera', url: 'https://video.example.org/riviera', image: [] }],
      },
      en: { mosaico: [{ type: 'news', id: second }] },
    };
    const saved = await save('home', home);
    expect(saved).toEqual({ status: 200, body: { data: { message: API_MESSAGES.settingsSaved.it } } });
    const answer = (await read('home')).body.data.home as typeof home;
    expect(answer.it.mosaico.map((pick) => pick.id)).toEqual([first, second]);
    expect(answer.it.video[0]).toMatchObject({ titolo: 'La Riviera', url: 'https://video.example.org/riviera' });
    expect(answer.en.mosaico).toEqual([{ type: 'news', id: second }]);
    expect(answer.it.news).toEqual([{ type: 'blog', id: featured }]);
    const newsAsFeatured = await save('home', { it: { news: [{ type: 'news', id: second }] } });
    expect(newsAsFeatured.status).toBe(422);
    expect(Object.keys(newsAsFeatured.body.errors ?? {})).toEqual(['home.it.news.0.type']);
  });

  it('refuses a section that does not validate, with field errors under its name, and keeps the stored one', async () => {
    const before = await read('home');
    const tooMany = Array.from({ length: 6 }, (_, index) => ({ type: 'news', id: index + 1 }));
    const refused = await save('home', {
      it: { mosaico: tooMany, video: [{ titolo: '', url: 'not a url' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['home.it.mosaico']).toBeDefined();
    expect(refused.body.errors?.['home.it.video.0.titolo']).toEqual([VALIDATION_MESSAGES.required.it]);
    expect(refused.body.errors?.['home.it.video.0.url']).toEqual([VALIDATION_MESSAGES.url.it]);
    // A language the section does not have, and a type the field does not take.
    const other = await save('home', { de: {}, it: { news: [{ type: 'licence', id: 1 }] } });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors ?? {}).sort()).toEqual(['home.de', 'home.it.news.0.type']);
    expect(await read('home')).toEqual(before);
  });

  it('refuses picked items and media that do not exist', async () => {
    const refused = await save('home', { it: { mosaico: [{ type: 'news', id: 999_999 }] } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual([expect.stringMatching(/^home\.it\.mosaico/)]);
    const cover = await save('app', { it: { cover: [{ id: 999_999 }] } });
    expect(cover.status).toBe(422);
    expect(Object.keys(cover.body.errors ?? {})[0]).toMatch(/^app\.it\.cover/);
  });

  it('saves several sections together or none, and reads them with one call', async () => {
    const data = {
      footer: { it: { copyright: '© Regione Emilia-Romagna', testo_sx: 'Via Aldo Moro 52, Bologna' } },
      app: { it: { seotitle: ' | Emilia-Romagna Turismo', facebook: 'https://facebook.com/emiliaromagnaturismo' } },
      instagram_home: { it: { title: 'Seguici', button: 'Vai al profilo' }, en: { title: 'Follow us' } },
      tdh: { environment: 'test', prefix: 'ER', region: 'Emilia-Romagna' },
    };
    expect((await save('footer,app,tdh,instagram_home', data)).status).toBe(200);
    const answer = await read('footer,app,tdh,instagram_home');
    expect(answer.body.data).toMatchObject({
      footer: data.footer,
      app: data.app,
      instagram_home: data.instagram_home,
      tdh: { environment: 'test', prefix: 'ER' },
    });
    // One bad section: nothing of the others is written.
    const refused = await save('footer,tdh', {
      footer: { it: { copyright: 'Nuovo copyright' } },
      tdh: { environment: 'staging' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['tdh.environment']);
    expect(((await read('footer')).body.data.footer as { it: { copyright: string } }).it.copyright).toBe(
      '© Regione Emilia-Romagna',
    );
    // Sections named in `data` but not in `section`, unknown sections, malformed lists.
    expect((await save('footer', { footer: {}, extra: {} })).status).toBe(422);
    expect((await save('footer,tdh', { footer: {}, tdh: {}, home: {} })).status).toBe(422);
    expect((await read('nonsense')).status).toBe(422);
    expect((await read('home,,footer')).status).toBe(422);
    expect((await read('__proto__')).status).toBe(422);
  });

  it('keeps the data hub secrets write-only: set, kept, replaced and cleared, never answered', async () => {
    const secret = 's3cr3t-value-of-the-hub';
    expect(
      (await save('tdh', { environment: 'production', production_client: 'er-client', production_secret: secret }))
        .status,
    ).toBe(200);
    const first = await read('tdh');
    expect(JSON.stringify(first.body)).not.toContain(secret);
    expect(first.body.data.tdh).toMatchObject({
      production_client: 'er-client',
      production_secret: { set: true },
      test_secret: { set: false },
    });
    // Echoing the answer back keeps the secret.
    expect((await save('tdh', { ...(first.body.data.tdh as object), prefix: 'ERT' })).status).toBe(200);
    const stored = async () => {
      const [row] = await rows<{ value: { production_secret: string; prefix: string } }>(
        t.server.database.db,
        sql`select value from settings where section = 'tdh'`,
      );
      return row?.value;
    };
    expect(await stored()).toMatchObject({ production_secret: secret, prefix: 'ERT' });
    expect((await save('tdh', { production_secret: 'another-one' })).status).toBe(200);
    expect((await stored())?.production_secret).toBe('another-one');
    expect((await save('tdh', { production_secret: { set: false } })).status).toBe(200);
    expect((await stored())?.production_secret).toBe('');
    expect((await read('tdh')).body.data.tdh).toMatchObject({ production_secret: { set: false } });
    expect((await save('tdh', { production_secret: { set: 'yes' } })).status).toBe(422);
  });

  it('saves the mega-menu per language, with at least one entry', async () => {
    const id = await newsItem('Mare');
    const megamenu = {
      it: {
        elements: [
          {
            title: 'Mare',
            url: [{ type: 'news', id }],
            subtitle: 'Riviera',
            description: 'Le spiagge',
            children: [{ type: 'news', id }],
            sidebar: 'interessi',
          },
        ],
      },
    };
    expect((await save('megamenu', megamenu)).status).toBe(200);
    expect((await read('megamenu')).body.data.megamenu).toMatchObject(megamenu);
    const empty = await save('megamenu', { it: { elements: [] } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['megamenu.it.elements']);
    const eight = Array.from({ length: 8 }, () => ({ type: 'news', id }));
    const tooMany = await save('megamenu', { it: { elements: [{ title: 'Mare', children: eight }] } });
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['megamenu.it.elements.0.children']);
    const template = await save('megamenu', { it: { elements: [{ title: 'Mare', sidebar: 'altro' }] } });
    expect(Object.keys(template.body.errors ?? {})).toEqual(['megamenu.it.elements.0.sidebar']);
  });

  it('needs the view ability of a section to read it and the edit ability to save it', async () => {
    const viewer = (await t.userWith(['homesettings-view'])).token;
    const editor = (await t.userWith(['homesettings-view', 'homesettings-edit'])).token;
    const menus = (await t.userWith(['menu-view'])).token;
    const nobody = (await t.userWith([])).token;
    expect((await read('home', viewer)).status).toBe(200);
    expect((await read('home', nobody)).status).toBe(403);
    expect((await read('home,megamenu', viewer)).status).toBe(403);
    expect((await read('megamenu', menus)).status).toBe(200);
    expect((await save('footer', { it: { copyright: 'x' } }, viewer)).status).toBe(403);
    expect((await save('footer', { it: { copyright: 'x' } }, editor)).status).toBe(200);
    expect((await save('megamenu', { it: { elements: [{ title: 'x' }] } }, menus)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: 'operations/settings?section=home' })).statusCode).toBe(401);
  });
});
