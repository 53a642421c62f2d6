/**
 * Encryption at rest of the settings' secrets (`kind: secret`), with `SECRETS_KEY`: AES-256-GCM
 * (node:crypto), a random 12-byte IV per value, and the value's place in the settings
 * (`tdh.production_secret`) as additional authenticated data, so a ciphertext copied to another
 * setting does not open. A sealed value is one string, the envelope
 * `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts); `keyId` names the key that sealed it
 * (derived from the key, never the key itself), so older keys (`SECRETS_KEY_PREVIOUS`) still open
 * the values they sealed until the start-up re-seals them (`./secrets.ts`). docs/secrets.md.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A key of 32 bytes and its public name. */
export interface SecretKey {
  readonly id: string;
  readonly bytes: Buffer;
}

/** The keys the server was given: the one new values are sealed with, and every one that opens. */
export interface SecretKeys {
  /** `SECRETS_KEY`; null: secrets are stored in clear text (and sealed ones are opened back). */
  readonly current: SecretKey | null;
  /** Key id → key: the current key and the previous ones. */
  readonly byId: ReadonlyMap<string, SecretKey>;
}

export const NO_SECRET_KEYS: SecretKeys = { current: null, byId: new Map() };

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ENVELOPE_PREFIX = 'enc:v1:';
const ENVELOPE = /^enc:v1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** How to write a key, for the configuration errors. */
export const SECRET_KEY_FORMAT =
  '32 random bytes written as 64 hexadecimal digits or in base64 (e.g. the output of `openssl rand -base64 32`)';

/** A key's public name: the first 6 bytes of its SHA-256, in base64url (8 characters). */
function keyId(bytes: Buffer): string {
  return createHash('sha256')
    .update('settings-secret-key:')
    .update(bytes)
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

/** The 32 bytes a key is written as (hex, base64 or base64url), or null if it is not one. */
export function parseSecretKey(text: string): SecretKey | null {
  const raw = text.trim();
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(raw)) bytes = Buffer.from(raw, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(raw)) bytes = Buffer.from(raw, 'base64');
  if (bytes?.length !== KEY_BYTES) return null;
  return { id: keyId(bytes), bytes };
}

/** Whether a stored value is an envelope (anything else is clear text). */
export function isSealed(value: string): boolean {
  return ENVELOPE.test(value);
}

/** The id of the key that sealed an envelope; null for clear text. */
export function sealedWith(value: string): string | null {
  return ENVELOPE.exec(value)?.[1] ?? null;
}

/** A value that cannot be opened: sealed with a key the server was not given, or altered. */
export class SecretUnreadableError extends Error {
  constructor(
    readonly place: string,
    readonly reason: 'unknown-key' | 'tampered',
    keyIdUsed: string,
  ) {
    super(
      reason === 'unknown-key'
        ? `The secret ${place} was encrypted with key ${keyIdUsed}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS: set that key (as SECRETS_KEY_PREVIOUS) and restart, or enter the secret again.`
        : `The secret ${place} could not be decrypted with key ${keyIdUsed}: its stored value was altered or moved from another setting. Enter the secret again.`,
    );
    this.name = 'SecretUnreadableError';
  }
}

/** Seals clear text with `key`, bound to its place (`tdh.production_secret`). */
export function seal(plain: string, key: SecretKey, place: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(place, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [
    key.id,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ];
  return `${ENVELOPE_PREFIX}${parts.join(':')}`;
}

/** The clear text of a stored value: an envelope opened (any known key), clear text as it is. */
export function unseal(stored: string, keys: SecretKeys, place: string): string {
  const match = ENVELOPE.exec(stored);
  if (!match) return stored;
  const [, id = '', iv = '', tag = '', data = ''] = match;
  const key = keys.byId.get(id);
  if (!key) throw new SecretUnreadableError(place, 'unknown-key', id);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(place, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError(place, 'tampered', id);
  }
}

/**
 * A stored value as the keys want it: sealed with the current key (clear text sealed, another
 * key's envelope opened and sealed again), or clear text when there is no current key. Values
 * already in that form are returned as they are (not re-sealed).
 */
export function reseal(stored: string, keys: SecretKeys, place: string): string {
  if (stored === '') return stored;
  const id = sealedWith(stored);
  if (keys.current === null) return id === null ? stored : unseal(stored, keys, place);
  if (id === keys.current.id) return stored;
  return seal(unseal(stored, keys, place), keys.current, place);
}

/** Parses `SECRETS_KEY` and `SECRETS_KEY_PREVIOUS` (comma-separated); a message per bad one. */
export function readSecretKeys(current: string | null, previous: string | null): SecretKeys | string {
  const key = current === null ? null : parseSecretKey(current);
  if (current !== null && key === null) {
    return `SECRETS_KEY must be ${SECRET_KEY_FORMAT} (got ${current.trim().length} characters)`;
  }
  const older: SecretKey[] = [];
  const listed = previous === null ? [] : previous.split(',').filter((part) => part.trim() !== '');
  for (const [index, text] of listed.entries()) {
    const parsed = parseSecretKey(text);
    if (parsed === null) {
      return `SECRETS_KEY_PREVIOUS must be a comma-separated list of keys, each ${SECRET_KEY_FORMAT} (key ${index + 1} has ${text.trim().length} characters)`;
    }
    older.push(parsed);
  }
  const all = key ? [key, ...older] : older;
  return { current: key, byId: new Map(all.map((each) => [each.id, each])) };
}
