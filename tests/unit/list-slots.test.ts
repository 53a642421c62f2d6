/**
 * A list of slots (kinds/list `slots`, the home settings' five video slots of content.md): the
 * editor shows all of them, padded with blank ones; a blank slot is checked by nothing and is not
 * stored, a slot partly filled is checked where it stands (its errors name its own position).
 */
import { describe, expect, it } from 'vitest';
import { issuesByPath } from '#core/validation';
import type { FieldMeta, ListField } from '#core/model';
import { homeSettingsSections } from '../../generated/settings/home/schema';
import { homeSettingsMeta } from '../../generated/settings/home/meta';
import { isBlankEntry, paddedSlots } from '../../kinds/list/entries';

const video = (value: unknown) => homeSettingsSections.home.safeParse({ it: { video: value }, en: { video: [] } });
const blank = { titolo: '', url: '', image: [], cover: '', order: 3 };

describe('a list of slots', () => {
  it('leaves the blank slots out of the value, whatever their place', () => {
    const parsed = video([
      blank,
      { titolo: 'La Riviera', url: 'https://video.example.org/riviera', order: 2 },
      blank,
      { titolo: '  ', url: '', image: [], cover: '   ' },
      {},
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.it?.video).toEqual([
      { titolo: 'La Riviera', url: 'https://video.example.org/riviera', order: 2 },
    ]);
  });

  it("checks a slot partly filled at its own position, with its members' rules", () => {
    const parsed = video([blank, blank, { titolo: '', url: '', cover: 'https://img.example.org/a.jpg' }]);
    expect(parsed.success).toBe(false);
    expect(issuesByPath(parsed.error!, 'it')).toEqual({
      'it.video.2.titolo': ['Campo richiesto'],
      'it.video.2.url': ['Campo richiesto'],
    });
    // Still at most five, and an unknown member is still refused in a slot.
    expect(video([blank, blank, blank, blank, blank, blank]).success).toBe(false);
    expect(video([{ titolo: 'x', url: 'https://a.example.org', extra: 1 }]).success).toBe(false);
  });

  it('tells a blank slot from a filled one', () => {
    expect(isBlankEntry({ id: 4, order: 1, titolo: ' ', image: [], nested: { a: '' } })).toBe(true);
    expect(isBlankEntry({ titolo: 'x' })).toBe(false);
    expect(isBlankEntry({ visible: false })).toBe(false);
    expect(isBlankEntry({ count: 0 })).toBe(false);
    expect(isBlankEntry(null)).toBe(false);
    expect(isBlankEntry('')).toBe(false);
  });

  it('pads a list of slots to its max with new blank entries, and leaves other lists as they are', () => {
    const members: readonly FieldMeta[] = homeSettingsMeta.contents;
    const field = members
      .flatMap((member) => (member.kind === 'group' ? member.fields : [member]))
      .find((member): member is ListField => member.name === 'video' && member.kind === 'list');
    if (!field) throw new Error('no video list in the home settings');
    expect(field.slots).toBe(true);
    const padded = paddedSlots(field, [{ titolo: 'Uno', url: 'https://a.example.org' }], () => undefined);
    expect(padded).toHaveLength(5);
    expect(padded.slice(1).every(isBlankEntry)).toBe(true);
    expect(paddedSlots({ ...field, slots: undefined }, [{ titolo: 'Uno' }], () => undefined)).toHaveLength(1);
  });
});
