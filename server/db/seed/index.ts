/**
 * The seed run at every start (under the set-up lock, after the migrations): the geography, the
 * fixed categories, the default roles and the administrator, all idempotent and in one
 * transaction; then, once in the database's life, the demo content.
 */
import { eq } from 'drizzle-orm';
import { systemStateTable } from '../../../core/db/platform';
import type { EntityName } from '../../../generated/registry';
import type { Db, Executor } from '../client';
import { seedAdmin } from './admin';
import { seedCategories } from './categories';
import { clearDemoProgress, seedDemo, type CreateEntity, type DemoSummary } from './demo';
import { seedGeography } from './geography';
import { seedRoles } from './roles';

/** Recorded in `system_state` when the demo content has been loaded; its presence skips it. */
export const DEMO_STATE_KEY = 'seed.demo';

export interface SeedOptions {
  readonly adminUsername: string;
  /** Null: a random password is generated (on the first start only) and returned. */
  readonly adminPassword: string | null;
  /** Load the demo content (once ever) when it has not been loaded yet. */
  readonly demo: boolean;
  /** The server's generic save: validates a POST body, inserts the item, answers its id. */
  readonly create: (entity: EntityName, body: unknown) => Promise<number>;
  readonly log: (message: string) => void;
}

export interface SeedResult {
  /** The administrator's password when this run generated it: the caller prints it once. */
  readonly generatedPassword: string | null;
}

async function demoLoaded(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ key: systemStateTable.key })
    .from(systemStateTable)
    .where(eq(systemStateTable.key, DEMO_STATE_KEY));
  return row !== undefined;
}

async function loadDemo(db: Db, create: CreateEntity, log: (message: string) => void): Promise<void> {
  let summary: DemoSummary;
  try {
    summary = await seedDemo(db, create);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Not fatal: the back office works without demo content. Items created before the error are
    // remembered (`seed.demo.progress`), so the next start resumes without duplicates.
    log(`seed: demo content not loaded, to be retried at the next start: ${message}`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(systemStateTable)
      .values({ key: DEMO_STATE_KEY, value: { loaded_at: new Date().toISOString(), created: summary } })
      .onConflictDoNothing({ target: systemStateTable.key });
    await clearDemoProgress(tx);
  });
  const counts = Object.entries(summary)
    .filter(([, count]) => count > 0)
    .map(([entity, count]) => `${count} ${entity}`)
    .join(', ');
  log(`seed: demo content loaded (${counts || 'nothing new'})`);
}

/**
 * Seeds the database. Safe to run at every start: existing rows are never overwritten (an
 * editor's renamed category, an administrator's changed role or password stay as they are).
 * The demo content is loaded once ever: `seed.demo` in `system_state` records it, so deleting the
 * demo items and restarting does not bring them back. With `demo: false` nothing is recorded,
 * and a later start with demo content enabled loads it.
 */
export async function runSeed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const { log } = options;
  const base = await db.transaction(async (tx) => {
    const geography = await seedGeography(tx);
    const categories = await seedCategories(tx);
    const roles = await seedRoles(tx);
    const admin = await seedAdmin(tx, { username: options.adminUsername, password: options.adminPassword });
    return { geography, categories, roles, admin };
  });

  log(`seed: ${base.geography.provinces} provinces and ${base.geography.municipalities} municipalities in place`);
  if (base.categories.length > 0) log(`seed: ${base.categories.length} fixed categories created`);
  if (base.roles.length > 0) log(`seed: roles created: ${base.roles.join(', ')}`);
  if (base.admin.created) log(`seed: administrator '${options.adminUsername}' created`);

  if (!options.demo) {
    log('seed: demo content disabled');
  } else if (await demoLoaded(db)) {
    log('seed: demo content already loaded once, not loaded again');
  } else {
    await loadDemo(db, options.create, log);
  }
  return { generatedPassword: base.admin.generatedPassword };
}
