/**
 * Migration 0004 (#33) on both databases: the per-language menu trees of a database migrated to
 * 0003 become one tree with texts per language, items matched by position (the Italian kept,
 * else the English, else the German), nothing of the texts lost.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/client';

interface Runner {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteRunner(): Promise<Runner> {
  const client = new PGlite();
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
}

async function postgresRunner(url: string): Promise<Runner> {
  const name = `menu_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const runners: [string, () => Promise<Runner>][] = [['pglite', pgliteRunner]];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) runners.push(['postgres', () => postgresRunner(postgresUrl)]);

/** Applies the migration files whose names start with the given numbers, statement by statement. */
async function apply(runner: Runner, numbers: readonly string[]): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    if (!numbers.some((number) => file.startsWith(`${number}_`))) continue;
    const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await runner.query(statement);
    }
  }
}

describe.each(runners)('the menu migration on %s', (_name, open) => {
  it('merges the per-language trees by position, keeping every text', async () => {
    const runner = await open();
    try {
      await apply(runner, ['0000', '0001', '0002', '0003']);
      // it: Home, Eventi(Mostre, Concerti); en: Home, Events(Exhibitions), Shop; de: Startseite(Unter).
      await runner.query(`
        insert into menu_items (id, parent_id, lang, "order", title, link, target) values
          (1, null, 'it', 0, 'Home', '/it', '_self'),
          (2, null, 'it', 1, 'Eventi', '/it/eventi', '_blank'),
          (3, 2, 'it', 0, 'Mostre', '/it/mostre', '_self'),
          (4, 2, 'it', 1, 'Concerti', '/it/concerti', '_self'),
          (10, null, 'en', 5, 'Home', '/en', '_self'),
          (11, null, 'en', 7, 'Events', '/en/events', '_self'),
          (12, 11, 'en', 3, 'Exhibitions', '/en/exhibitions', '_self'),
          (13, null, 'en', 9, 'Shop', 'https://shop.example.org', '_blank'),
          (20, null, 'de', 0, 'Startseite', '/de', '_self'),
          (21, 20, 'de', 0, 'Unter', '/de/unter', '_self'),
          (22, 20, 'de', 1, 'Zweite', '/de/zweite', '_self')`);
      await apply(runner, ['0004']);

      const items = await runner.query<{ id: number; parent_id: number | null; order: number; target: string }>(
        `select id, parent_id, "order", target from menu_items order by id`,
      );
      expect(items).toEqual([
        { id: 1, parent_id: null, order: 1, target: '_self' },
        { id: 2, parent_id: null, order: 2, target: '_blank' },
        { id: 3, parent_id: 2, order: 1, target: '_self' },
        { id: 4, parent_id: 2, order: 2, target: '_self' },
        // The English third top-level item has no Italian one: kept, with its own target.
        { id: 13, parent_id: null, order: 3, target: '_blank' },
        // The German children of the first item have no Italian nor English ones: moved under the kept item.
        { id: 21, parent_id: 1, order: 1, target: '_self' },
        { id: 22, parent_id: 1, order: 2, target: '_self' },
      ]);
      const texts = await runner.query<{ menu_item_id: number; lang: string; title: string; link: string }>(
        `select menu_item_id, lang, title, link from menu_item_contents order by menu_item_id, lang`,
      );
      expect(texts).toEqual([
        { menu_item_id: 1, lang: 'de', title: 'Startseite', link: '/de' },
        { menu_item_id: 1, lang: 'en', title: 'Home', link: '/en' },
        { menu_item_id: 1, lang: 'it', title: 'Home', link: '/it' },
        { menu_item_id: 2, lang: 'en', title: 'Events', link: '/en/events' },
        { menu_item_id: 2, lang: 'it', title: 'Eventi', link: '/it/eventi' },
        { menu_item_id: 3, lang: 'en', title: 'Exhibitions', link: '/en/exhibitions' },
        { menu_item_id: 3, lang: 'it', title: 'Mostre', link: '/it/mostre' },
        { menu_item_id: 4, lang: 'it', title: 'Concerti', link: '/it/concerti' },
        { menu_item_id: 13, lang: 'en', title: 'Shop', link: 'https://shop.example.org' },
        { menu_item_id: 21, lang: 'de', title: 'Unter', link: '/de/unter' },
        { menu_item_id: 22, lang: 'de', title: 'Zweite', link: '/de/zweite' },
      ]);
      const [merge] = await runner.query<{ exists: boolean }>(
        `select to_regclass('menu_items_merge') is not null as exists`,
      );
      expect(merge?.exists).toBe(false);
    } finally {
      await runner.close();
    }
  }, 120_000);
});
