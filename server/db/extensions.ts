/**
 * The PostgreSQL extensions the schema uses, in one place: `pg_trgm`, whose trigram operator class
 * indexes the searched texts (`generator/emit/db/columns.ts`), so `ilike '%words%'` is answered
 * from an index. Migration 0008 creates it in the database (`CREATE EXTENSION`); PGlite, which
 * ships it as a bundle of its own, needs it loaded when it starts, or the extension cannot be
 * created or used.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What every PGlite the server (or a test applying the schema) starts is given. */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/**
 * The statements that create the extensions, for a database given statements drizzle-kit derives
 * from the schema rather than the migrations (which create them themselves).
 */
export const CREATE_EXTENSIONS: readonly string[] = ['CREATE EXTENSION IF NOT EXISTS pg_trgm'];
