/** The geocoding provider's answers read defensively (server/geocode/provider.ts). */
import { describe, expect, it } from 'vitest';
import { addressKey, readAnswer } from '../../server/geocode/provider';

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
