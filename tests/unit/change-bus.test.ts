/** The change bus's messages (`server/cluster/bus.ts`): small JSON, read defensively, a change too large sent as `all`. */
import { describe, expect, it } from 'vitest';
import { readPayload, writePayload } from '../../server/cluster/bus';

describe("the change bus's messages", () => {
  it('carry the sender, the sessions and the entities whose totals changed', () => {
    const text = writePayload('abc', { sessions: true, totals: ['news', 'news', 'place'] });
    expect(JSON.parse(text)).toEqual({ f: 'abc', s: 1, t: ['news', 'place'] });
    expect(readPayload(text)).toEqual({ from: 'abc', sessions: true, totals: ['news', 'place'], all: false });
    expect(readPayload(writePayload('abc', { all: true }))).toEqual({
      from: 'abc',
      sessions: false,
      totals: [],
      all: true,
    });
  });

  it('send a change past the payload bound as everything', () => {
    const totals = Array.from({ length: 1000 }, (_, index) => `entity-${index}`);
    expect(JSON.parse(writePayload('abc', { sessions: true, totals }))).toEqual({ f: 'abc', a: 1 });
  });

  it('ignore what is not one of theirs', () => {
    expect(readPayload('not json')).toBeNull();
    expect(readPayload('[1]')).toBeNull();
    expect(readPayload('{"s":1}')).toBeNull();
    expect(readPayload('{"f":"x","t":["news",3]}')).toEqual({
      from: 'x',
      sessions: false,
      totals: ['news'],
      all: false,
    });
  });
});
