/**
 * drizzle-kit reads the generated tables and writes SQL migrations to `server/db/migrations`
 * (`npm run db:generate`). `DRIZZLE_OUT` redirects the output: `server/db/check-migrations.ts`
 * uses it to find out, without touching the committed files, whether a migration is missing.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './generated/db/schema.ts',
  out: process.env.DRIZZLE_OUT ?? './server/db/migrations',
});
