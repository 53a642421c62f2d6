/**
 * `GET operations/geocode` against a local provider that speaks the real protocol
 * (tests/fixtures/geocoder.ts), on both databases: the first result's location, answers kept per
 * address (the provider asked once), the provider's 400 message passed on, nothing found, a
 * failing or refusing provider, no provider configured, and the per-user rate. Without
 * GEOCODER_URL, OpenStreetMap's Nominatim (the fake's `/search`): its protocol, our User-Agent, one
 * request a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#core/messages';
import { GEOCODE_LIMITS } from '#core/limits';
import { GEOCODER_KEY, startFakeGeocoder, type FakeGeocoder } from '../../server/geocode/fake';
import { NOMINATIM_USER_AGENT } from '../../server/geocode/provider';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('geocoding on $name', (backend) => {
  let provider: FakeGeocoder;
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    provider = await startFakeGeocoder();
    t = await startTestServer(backend, { GEOCODER_URL: provider.url, GEOCODER_KEY });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const geocode = async (address: string, token = admin, server = t) => {
    const response = await server.request({
      method: 'GET',
      url: `operations/geocode?address=${encodeURIComponent(address)}`,
      token,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it("answers the first result's location, and asks the provider once per address", async () => {
    const before = provider.requests();
    const first = await geocode('Via Rizzoli, 1 Bologna');
    expect(first).toEqual({
      status: 200,
      body: { data: { lat: 44.4938, lng: 11.3465, formatted_address: 'Via Rizzoli, 1, 40125 Bologna BO, Italia' } },
    });
    // Case and spaces do not make another request.
    expect(await geocode('  via RIZZOLI,   1 bologna ')).toEqual(first);
    expect(provider.requests() - before).toBe(1);
  });

  it("passes on the provider's 400 message, and says when nothing matches or the provider fails", async () => {
    const refused = await geocode('Richiesta non valida');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Invalid request\. Missing the 'address'/);
    // A blank address never reaches the provider.
    expect((await geocode('   ')).status).toBe(422);
    const nothing = await geocode('Indirizzo inesistente 99 Nessunluogo');
    expect(nothing).toEqual({ status: 404, body: { message: API_MESSAGES.geocodeNotFound.it } });
    const broken = await geocode('Via del guasto 3 Ferrara');
    expect(broken).toEqual({ status: 503, body: { message: 'Impossibile calcolare tutti i campi!!' } });
  });

  it('refuses with the provider message when the key is refused, and says when no provider is configured', async () => {
    const wrongKey = await startTestServer(backend, { GEOCODER_URL: provider.url, GEOCODER_KEY: 'wrong' });
    const noProvider = await startTestServer(backend);
    try {
      const refused = await geocode('Piazza Grande, 1 Modena', await wrongKey.adminToken(), wrongKey);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        message: 'The provided API key is invalid.',
        errors: { address: ['The provided API key is invalid.'] },
      });
      const missing = await geocode('Piazza Grande, 1 Modena', await noProvider.adminToken(), noProvider);
      expect(missing).toEqual({ status: 404, body: { message: API_MESSAGES.geocoderMissing.it } });
    } finally {
      await wrongKey.close();
      await noProvider.close();
    }
  });

  it('fails with 503 on an answer past its byte bound, and never passes on the key in a message', async () => {
    // 2 MB, chunked with no length announced: reading stops at the bound (1 MB).
    const huge = await geocode('Via della risposta enorme, 1 Bologna');
    expect(huge).toEqual({ status: 503, body: { message: API_MESSAGES.geocodeFailed.it } });
    const keyed = await geocode('Via della chiave nel messaggio, 2 Bologna');
    expect(keyed.status).toBe(422);
    expect(JSON.stringify(keyed.body)).not.toContain(GEOCODER_KEY);
    expect(keyed.body).toMatchObject({
      message: 'This API key (***) is not authorized to use this service.',
      errors: { address: ['This API key (***) is not authorized to use this service.'] },
    });
  });

  it("limits each user's requests to the provider per minute", async () => {
    const user = (await t.userWith([])).token;
    const statuses: number[] = [];
    for (let n = 0; n <= GEOCODE_LIMITS.perUserPerMinute; n += 1) {
      statuses.push((await geocode(`Via Emilia ${n + 1} Forlì`, user)).status);
    }
    expect(statuses.slice(0, GEOCODE_LIMITS.perUserPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Kept answers are not counted: another user is not affected, nor is a known address.
    expect((await geocode('Via Emilia 1 Forlì', user)).status).toBe(200);
    expect((await geocode('Via Emilia 99 Forlì')).status).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: 'operations/geocode?address=Bologna' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(backends)("OpenStreetMap's Nominatim, the provider without GEOCODER_URL, on $name", (backend) => {
  let provider: FakeGeocoder;
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    provider = await startFakeGeocoder();
    t = await startTestServer(backend, { NOMINATIM_URL: provider.nominatimUrl });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const geocode = async (address: string) => {
    const response = await t.request({
      method: 'GET',
      url: `operations/geocode?address=${encodeURIComponent(address)}`,
      token: admin,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('is chosen when GEOCODER_URL is unset: the first place, named by our User-Agent, asked once per address', async () => {
    const settings = await t.request({ method: 'GET', url: 'operations/map', token: admin });
    expect((settings.json() as { data: { geocoder: boolean } }).data.geocoder).toBe(true);
    const before = provider.nominatimRequests().length;
    const first = await geocode('Piazza Grande, 1 Modena');
    expect(first).toEqual({
      status: 200,
      body: { data: { lat: 44.6458, lng: 10.9255, formatted_address: 'Piazza Grande, 1, 41121 Modena MO, Italia' } },
    });
    expect(await geocode(' piazza GRANDE,  1 modena')).toEqual(first);
    const asked = provider.nominatimRequests().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.userAgent).toBe(NOMINATIM_USER_AGENT);
  });

  it('says when nothing matches, passes on a refusal and fails with 503 on an error', async () => {
    expect(await geocode('Indirizzo inesistente 12 Nessunluogo')).toEqual({
      status: 404,
      body: { message: API_MESSAGES.geocodeNotFound.it },
    });
    const refused = await geocode('Richiesta non valida');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Nothing to search for/);
    expect(await geocode('Via del guasto 7 Ferrara')).toEqual({
      status: 503,
      body: { message: API_MESSAGES.geocodeFailed.it },
    });
  });

  it('sends at most one request a second, however many come at once', async () => {
    const before = provider.nominatimRequests().length;
    const sent = performance.now();
    const answers = await Promise.all(['Via Emilia 1 Parma', 'Via Emilia 2 Reggio', 'Via Emilia 3 Imola'].map(geocode));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const times = provider
      .nominatimRequests()
      .slice(before)
      .map((request) => request.at);
    expect(times).toHaveLength(3);
    // The k-th request may leave no sooner than k seconds after the first asked: a bound a loaded
    // machine cannot break (a request delayed in transit only arrives later). The gaps between
    // arrivals are not compared: a first request slowed on its way shortens the next gap, and the
    // spacing itself is checked with a fake clock in tests/unit/geocode.test.ts. A timer may fire
    // a hair early: a few milliseconds of slack.
    times.forEach((at, index) => expect(at - sent).toBeGreaterThanOrEqual(index * 1000 - 10));
  });

  it('is off with NOMINATIM_URL=off: no provider is configured', async () => {
    const off = await startTestServer(backend, { NOMINATIM_URL: 'off' });
    try {
      const response = await off.request({
        method: 'GET',
        url: 'operations/geocode?address=Bologna',
        token: await off.adminToken(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: API_MESSAGES.geocoderMissing.it });
    } finally {
      await off.close();
    }
  });
});
