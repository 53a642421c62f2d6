/** The gallery's detail form: when it asks for the licence's version (app/features/media/versionRule.ts). */
import { describe, expect, it } from 'vitest';
import { lacksVersion } from '../../app/features/media/versionRule';

describe("the detail form's licence version", () => {
  it('is required unless the chosen licence has none', () => {
    const two = { versions: ['4.0', '3.0 IT'] };
    const none = { versions: [] };
    expect(lacksVersion('1', null, two)).toBe(true);
    expect(lacksVersion('1', '4.0', two)).toBe(false);
    // A licence without versions is saved without one.
    expect(lacksVersion('3', null, none)).toBe(false);
    // No licence chosen: both selects are required.
    expect(lacksVersion(null, null, undefined)).toBe(true);
    // The licences still loading: the server keeps the stored version or takes the current one.
    expect(lacksVersion('1', null, undefined)).toBe(false);
  });
});
