/**
 * The settings' secrets at rest (docs/secrets.md): the start-up brings every stored secret to the
 * form the keys want (clear text sealed with `SECRETS_KEY`, values of a previous key sealed again
 * with the current one, sealed values opened back to clear text when only previous keys are
 * given), and `readSettingSecret` is the one way server code reads a secret's clear text (the
 * data hub's client, when it sends). Which settings are secrets is the schemas' `kind: secret`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client';
import { rows } from '../db/client';
import { unseal, type SecretKeys } from './cipher';
import { holdsSecret, SECTIONS } from './sections';
import { resealedValue, storedSecrets } from './values';

/** What the start-up did to the stored secrets. */
export interface SecretsSettled {
  /** Secrets rewritten (sealed, sealed again with the current key, or opened back). */
  readonly changed: number;
  /** Secrets left as they were: sealed with a key not given, or altered. */
  readonly unreadable: readonly string[];
}

const NO_KEY_WARNING =
  'SECRETS_KEY is not set: the secrets of the settings (the data hub client secrets) are stored in clear text in the database. Set SECRETS_KEY to encrypt them (see docs/secrets.md).';

/**
 * Rewrites every stored secret in the form the keys want, in one transaction holding the settings
 * rows (two servers starting together do it once); logs the outcome, and once a warning when
 * there is no current key.
 */
export async function settleStoredSecrets(options: {
  readonly db: Db;
  readonly keys: SecretKeys;
  readonly logger: FastifyBaseLogger;
}): Promise<SecretsSettled> {
  const { db, keys, logger } = options;
  if (keys.current === null) logger.warn(NO_KEY_WARNING);
  const names = [...SECTIONS.values()].filter((section) => holdsSecret(section.field)).map((section) => section.name);
  if (names.length === 0) return { changed: 0, unreadable: [] };
  let changed = 0;
  const unreadable: string[] = [];
  await db.transaction(async (tx) => {
    const found = await rows<{ section: string; value: unknown }>(
      tx,
      sql`select section, value from settings where section in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}) for update`,
    );
    for (const row of found) {
      const section = SECTIONS.get(row.section);
      if (!section) continue;
      const settled = resealedValue(section.field, row.value, keys);
      for (const problem of settled.problems) {
        unreadable.push(problem.place);
        logger.error(problem.error instanceof Error ? problem.error.message : String(problem.error));
      }
      if (settled.changed === 0) continue;
      changed += settled.changed;
      await tx.execute(
        sql`update settings set value = ${JSON.stringify(settled.value)}::jsonb where section = ${row.section}`,
      );
    }
  });
  if (changed > 0) {
    logger.info(
      keys.current
        ? `${changed} secret(s) of the settings encrypted with SECRETS_KEY (key ${keys.current.id})`
        : `${changed} secret(s) of the settings decrypted to clear text (SECRETS_KEY is not set)`,
    );
  }
  const previous = [...keys.byId.keys()].filter((id) => id !== keys.current?.id);
  if (previous.length > 0 && unreadable.length === 0) {
    logger.info('No secret of the settings is encrypted with SECRETS_KEY_PREVIOUS any more: it can be removed.');
  }
  return { changed, unreadable };
}

/** The section and field path a place names, if it is a declared secret (`tdh.production_secret`). */
function declaredSecret(place: string): string | null {
  const [sectionName = '', ...rest] = place.split('.');
  const section = SECTIONS.get(sectionName);
  if (!section) return null;
  const path = section.field.perLanguage ? rest.slice(1) : rest;
  let field = section.field;
  for (const name of path) {
    if (field.kind !== 'group') return null;
    const member = field.fields.find((each) => each.name === name);
    if (!member) return null;
    field = member;
  }
  return field.kind === 'secret' ? sectionName : null;
}

/**
 * The clear text of the secret at `place` (`tdh.production_secret`; a per-language section's
 * place names the language: `app.it.group.secret`), or null when it is not set. A stored value
 * that cannot be opened throws `SecretUnreadableError` (`./cipher.ts`); a place that is not a
 * declared secret is a programming error.
 */
export async function readSettingSecret(options: {
  readonly db: Executor;
  readonly keys: SecretKeys;
  readonly place: string;
}): Promise<string | null> {
  const { db, keys, place } = options;
  const sectionName = declaredSecret(place);
  const section = sectionName === null ? undefined : SECTIONS.get(sectionName);
  if (!section) throw new Error(`readSettingSecret: ${place} is not a secret of the settings schemas`);
  const [row] = await rows<{ value: unknown }>(db, sql`select value from settings where section = ${section.name}`);
  const stored = row ? storedSecrets(section.field, row.value).get(place) : undefined;
  if (stored === undefined || stored === '') return null;
  return unseal(stored, keys, place);
}
