/**
 * `npm run db:check`: fails when `generated/db/schema.ts` has changes that no committed migration
 * holds. drizzle-kit generates into a scratch copy of `server/db/migrations`; a new file there
 * means a migration is missing (run `npm run db:generate -- --name <issue>-<what-changed>`; one
 * migration per issue, docs/migrations.md).
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { MIGRATIONS_DIR } from './client';

async function main(): Promise<void> {
  // drizzle-kit takes its output folder relative to the project, hence a scratch folder inside it.
  await mkdir(path.join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const scratch = await mkdtemp(path.join(PROJECT_ROOT, '.tmp', 'migrations-'));
  try {
    await cp(MIGRATIONS_DIR, scratch, { recursive: true });
    const before = new Set(await readdir(scratch));
    execFileSync(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--name', 'check'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DRIZZLE_OUT: `./${path.relative(PROJECT_ROOT, scratch)}` },
      stdio: 'pipe',
    });
    const added = (await readdir(scratch)).filter((name) => !before.has(name));
    if (added.length > 0) {
      console.error('The database schema changed but no migration holds the change.');
      console.error(
        'Run `npm run db:generate -- --name <issue>-<what-changed>` and commit server/db/migrations ' +
          '(one migration per issue: if this issue has one already, generate it again; docs/migrations.md).',
      );
      process.exitCode = 1;
      return;
    }
    console.log('Migrations are in sync with generated/db/schema.ts.');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
