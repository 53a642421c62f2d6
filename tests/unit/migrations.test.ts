/**
 * The committed migrations folder (docs/migrations.md) is what drizzle's migrator expects: the
 * journal lists every `.sql` file once, in order, each with its snapshot, and nothing else is
 * there; the entries' times strictly increase, since the migrator applies only the entries later
 * than the last one a database recorded (an entry dated before its predecessor would be skipped on
 * every database already migrated); and the first is the baseline of issue #29.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/client';

interface Journal {
  readonly entries: readonly { readonly idx: number; readonly when: number; readonly tag: string }[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;

describe('the migrations folder', () => {
  it("holds the journal's migrations and snapshots, and nothing else", () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(tags.map((_tag, index) => index));
    expect(readdirSync(MIGRATIONS_DIR).sort()).toEqual([...tags.map((tag) => `${tag}.sql`), 'meta'].sort());
    expect(readdirSync(path.join(MIGRATIONS_DIR, 'meta')).sort()).toEqual(
      ['_journal.json', ...tags.map((tag) => `${tag.slice(0, 4)}_snapshot.json`)].sort(),
    );
    for (const [index, tag] of tags.entries()) expect(tag.slice(0, 4)).toBe(String(index).padStart(4, '0'));
  });

  it('starts with the baseline and is dated in order', () => {
    expect(journal.entries[0]?.tag).toBe('0000_baseline');
    const times = journal.entries.map((entry) => entry.when);
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index], journal.entries[index]?.tag).toBeGreaterThan(times[index - 1] ?? 0);
    }
  });
});
