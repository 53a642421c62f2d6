/**
 * Preview secrets (issue #35, docs/preview.md): `p1.<claims>.<signature>`, the claims a JSON
 * object in base64url (the link's id, the entity, item id, language, the item's version when the
 * link was made, the expiry in seconds since the epoch), the signature HMAC-SHA256 of
 * `p1.<claims>` with the server's preview key, in base64url. The key is derived from
 * `SECRETS_KEY` when one is set; otherwise it is 32 random bytes made once and kept in
 * `system_state` (`preview.signing_key`), so secrets outlive a restart and every server of one
 * database signs alike.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_ID } from '#core/limits';
import { rows, type Executor } from '../db/client';
import type { SecretKeys } from '../settings/cipher';

const VERSION = 'p1';
const KEY_BYTES = 32;
/** Where the generated key is kept when there is no `SECRETS_KEY`. */
export const PREVIEW_KEY_STATE = 'preview.signing_key';

/** What a secret says. */
export interface PreviewClaims {
  /** The preview link's id (`preview_links`). */
  readonly link: number;
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
  /** The item's version when the link was made. */
  readonly version: number;
  /** When it expires, in seconds since the epoch. */
  readonly expires: number;
}

const Claims = z.strictObject({
  k: z.number().int().min(1).max(MAX_ID),
  e: z.string().min(1).max(100),
  i: z.number().int().min(1).max(MAX_ID),
  l: z.string().min(1).max(10),
  v: z.number().int().min(0),
  x: z.number().int().min(0),
});

/** The key secrets are signed with: derived from `SECRETS_KEY`, or made once and kept in the database. */
export async function previewKey(db: Executor, keys: SecretKeys): Promise<Buffer> {
  if (keys.current) return createHmac('sha256', keys.current.bytes).update('preview-signing-key').digest();
  const made = randomBytes(KEY_BYTES).toString('base64url');
  // Two servers starting together: the first insert wins, and both read it.
  await db.execute(
    sql`insert into system_state (key, value) values (${PREVIEW_KEY_STATE}, ${JSON.stringify(made)}::jsonb)
        on conflict (key) do nothing`,
  );
  const [row] = await rows<{ value: unknown }>(
    db,
    sql`select value from system_state where key = ${PREVIEW_KEY_STATE}`,
  );
  const stored = row?.value;
  if (typeof stored !== 'string') throw new Error(`system_state ${PREVIEW_KEY_STATE} does not hold a key`);
  const bytes = Buffer.from(stored, 'base64url');
  if (bytes.length !== KEY_BYTES) throw new Error(`system_state ${PREVIEW_KEY_STATE} does not hold a key of 32 bytes`);
  return bytes;
}

function signature(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

/** The secret of `claims`, signed with `key`. */
export function signPreview(key: Buffer, claims: PreviewClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      k: claims.link,
      e: claims.entity,
      i: claims.id,
      l: claims.lang,
      v: claims.version,
      x: claims.expires,
    }),
  ).toString('base64url');
  const signed = `${VERSION}.${body}`;
  return `${signed}.${signature(key, signed).toString('base64url')}`;
}

/** What a secret says, or null when it is not one the key signed (malformed, altered, another key's). */
export function verifyPreview(key: Buffer, secret: string): PreviewClaims | null {
  const parts = secret.split('.');
  if (parts.length !== 3) return null;
  const [version = '', body = '', given = ''] = parts;
  if (version !== VERSION) return null;
  const expected = signature(key, `${version}.${body}`);
  const received = Buffer.from(given, 'base64url');
  // base64url decoding ignores stray characters: the text must be the signature's own form.
  if (received.length !== expected.length || received.toString('base64url') !== given) return null;
  if (!timingSafeEqual(received, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = Claims.safeParse(parsed);
  if (!claims.success) return null;
  const { k, e, i, l, v, x } = claims.data;
  return { link: k, entity: e, id: i, lang: l, version: v, expires: x };
}
