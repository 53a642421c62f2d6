import { describe, expect, it } from 'vitest';
import { parsePlatformListState, toggledOrder, type PlatformListState } from '../../app/runtime/list/platformState';

const DEFAULTS: PlatformListState = { page: 1, limit: 50, orderBy: '-id', keywords: '' };
const FIELDS = ['id', 'username'];

describe('stored state of the platform lists', () => {
  it.each([
    // given stored text, want the state
    { text: null, want: DEFAULTS },
    { text: 'not json', want: DEFAULTS },
    { text: '42', want: DEFAULTS },
    {
      text: '{"page":3,"limit":20,"orderBy":"+username","keywords":"rossi"}',
      want: { page: 3, limit: 20, orderBy: '+username', keywords: 'rossi' },
    },
    { text: '{"page":0,"limit":7,"orderBy":"+password","keywords":5}', want: DEFAULTS },
    { text: '{"page":2147483648,"orderBy":"__proto__"}', want: DEFAULTS },
    { text: `{"keywords":"${'x'.repeat(300)}"}`, want: { ...DEFAULTS, keywords: 'x'.repeat(200) } },
  ])('reads $text', ({ text, want }) => {
    expect(parsePlatformListState(text, DEFAULTS, FIELDS)).toEqual(want);
  });

  it('orders a column ascending first, then descending', () => {
    expect(toggledOrder('-id', 'username')).toBe('+username');
    expect(toggledOrder('+username', 'username')).toBe('-username');
    expect(toggledOrder('-username', 'username')).toBe('+username');
  });
});
