/** The geocoding provider's answers read defensively (server/geocode/provider.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey, readAnswer, readNominatimAnswer, RequestSpacing } from '../../server/geocode/provider';

const ok = (location: unknown, formatted: unknown = 'Via Rizzoli, 1, Bologna') => ({
  status: 'OK',
  results: [{ geometry: { location }, formatted_address: formatted }],
});

describe('geocoding answers', () => {
  it.each([
    ['the first result', 200, ok({ lat: 44.49, lng: 11.34 }), { kind: 'found', lat: 44.49, lng: 11.34 }],
    ['no results', 200, { status: 'ZERO_RESULTS', results: [] }, { kind: 'none' }],
    ['OK without results', 200, { status: 'OK', results: [] }, { kind: 'none' }],
    [
      'a 400 with its message',
      400,
      { error_message: 'Bad\u0000 request' },
      { kind: 'refused', message: 'Bad  request' },
    ],
    ['a 400 without message', 400, {}, { kind: 'refused', message: 'INVALID_REQUEST' }],
    [
      'a refusing status',
      200,
      { status: 'REQUEST_DENIED', error_message: 'Key invalid' },
      { kind: 'refused', message: 'Key invalid' },
    ],
    ['an unknown status without message', 200, { status: 'OVER_QUERY_LIMIT' }, { kind: 'failed' }],
    ['a 500', 500, { status: 'UNKNOWN_ERROR' }, { kind: 'failed' }],
    ['coordinates out of range', 200, ok({ lat: 91, lng: 0 }), { kind: 'failed' }],
    ['coordinates as text', 200, ok({ lat: '44', lng: '11' }), { kind: 'failed' }],
    ['not an object', 200, ['x'], { kind: 'failed' }],
  ])('reads %s', (_name, status, body, expected) => {
    expect(readAnswer(status, body)).toMatchObject(expected);
  });

  it('bounds the provider message and the formatted address', () => {
    const refused = readAnswer(400, { error_message: 'x'.repeat(5000) });
    expect(refused.kind === 'refused' ? refused.message.length : 0).toBe(300);
    const found = readAnswer(200, ok({ lat: 1, lng: 2 }, 'y'.repeat(5000)));
    expect(found.kind === 'found' ? found.formatted_address.length : 0).toBe(500);
  });

  it('keys addresses without case or runs of spaces', () => {
    expect(addressKey('  Via  RIZZOLI,\t1   Bologna ')).toBe('via rizzoli, 1 bologna');
  });
});

describe("Nominatim's answers", () => {
  it.each([
    [
      'the first place',
      200,
      [
        { lat: '44.4938', lon: '11.3465', display_name: 'Via Rizzoli, Bologna' },
        { lat: '1', lon: '1' },
      ],
      { kind: 'found', lat: 44.4938, lng: 11.3465, formatted_address: 'Via Rizzoli, Bologna' },
    ],
    ['no place', 200, [], { kind: 'none' }],
    [
      'a 400 with its message',
      400,
      { error: { code: 400, message: 'Bad\u0000 query' } },
      { kind: 'refused', message: 'Bad  query' },
    ],
    ['a 400 without one', 400, {}, { kind: 'refused', message: 'INVALID_REQUEST' }],
    ['numbers instead of strings', 200, [{ lat: 44.5, lon: 11.3 }], { kind: 'failed' }],
    ['a latitude out of range', 200, [{ lat: '91', lon: '11' }], { kind: 'failed' }],
    ['text that is no number', 200, [{ lat: 'nord', lon: '11' }], { kind: 'failed' }],
    ['an object instead of a list', 200, { lat: '44', lon: '11' }, { kind: 'failed' }],
    ['a refusal by 403 (no User-Agent)', 403, { error: 'blocked' }, { kind: 'failed' }],
    ['a 429 (too many requests)', 429, [], { kind: 'failed' }],
  ])('reads %s', (_name, status, body, expected) => {
    expect(readNominatimAnswer(status, body)).toEqual(expected);
  });
});

describe('the spacing of requests to one service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets callers through a second apart, in turn, and turns away those past the waiting bound', async () => {
    vi.useFakeTimers();
    const spacing = new RequestSpacing(1000, 2);
    const passed: number[] = [];
    const started = Date.now();
    const turns = [0, 1, 2, 3].map(() =>
      spacing.turn().then((ok) => {
        if (ok) passed.push(Date.now() - started);
        return ok;
      }),
    );
    // The first goes at once; two wait (1 s and 2 s); the fourth is told to come back.
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await Promise.all(turns)).toEqual([true, true, true, false]);
    expect(passed).toEqual([0, 1000, 2000]);
    // Once the queue has drained, the next waits only for the second since the last one.
    await vi.advanceTimersByTimeAsync(500);
    const next = spacing.turn();
    await vi.advanceTimersByTimeAsync(499);
    let done = false;
    void next.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await next).toBe(true);
  });
});
