/**
 * Settings values and their secrets (`kind: secret`), walked by the settings schema's fields: a
 * stored value is answered with each secret as `{set}`; a saved value takes each secret from the
 * request (text replaces, `{set: true}` keeps the stored one, `{set: false}` clears it). Secrets
 * live in groups (at any depth); a per-language section holds one such value per language. With
 * a current key, a secret's text is stored sealed (`./cipher.ts`), bound to its place in the
 * settings (`tdh.production_secret`, `app.it.group.secret`).
 */
import type { FieldMeta } from '#core/model';
import { isRecord } from '../db/sql';
import { reseal, seal, type SecretKeys } from './cipher';

interface SecretVisit {
  readonly value: unknown;
  readonly stored: unknown;
  /** Where the secret is: the section's name, its language if per language, then the field path. */
  readonly place: string;
}

type Visit = (secret: SecretVisit) => unknown;

/** Applies `visit` to every secret of a field's value (groups walked), keeping everything else. */
function mapSecrets(field: FieldMeta, at: SecretVisit, visit: Visit): unknown {
  if (field.kind === 'secret') return visit(at);
  const { value, stored, place } = at;
  if (field.kind !== 'group' || !isRecord(value)) return value;
  const before = isRecord(stored) ? stored : {};
  const result: Record<string, unknown> = { ...value };
  for (const member of field.fields) {
    if (member.kind === 'secret' || member.kind === 'group') {
      const inner = { value: value[member.name], stored: before[member.name], place: `${place}.${member.name}` };
      result[member.name] = mapSecrets(member, inner, visit);
    }
  }
  return result;
}

/** Over each language of a per-language section, or once for a shared one (the field is the section). */
function perSection(field: FieldMeta, value: unknown, stored: unknown, visit: Visit): unknown {
  if (!field.perLanguage) return mapSecrets(field, { value, stored, place: field.name }, visit);
  if (!isRecord(value)) return value;
  const before = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(value).map(([lang, inner]) => [
      lang,
      mapSecrets(field, { value: inner, stored: before[lang], place: `${field.name}.${lang}` }, visit),
    ]),
  );
}

/** A stored section as answered: each secret only says whether it is set. */
export function answeredValue(field: FieldMeta, stored: unknown): unknown {
  return perSection(field, stored, undefined, ({ value }) => ({
    set: typeof value === 'string' && value !== '',
  }));
}

/**
 * A validated section as stored: secrets replaced (sealed with the current key, if any), kept or
 * cleared against the stored value.
 */
export function storedValue(options: {
  readonly field: FieldMeta;
  readonly incoming: unknown;
  readonly stored: unknown;
  readonly keys: SecretKeys;
}): unknown {
  const { current } = options.keys;
  return perSection(options.field, options.incoming, options.stored, ({ value, stored, place }) => {
    if (typeof value === 'string') return value !== '' && current ? seal(value, current, place) : value;
    const keep = isRecord(value) && value.set === true;
    return keep && typeof stored === 'string' ? stored : '';
  });
}

/** A secret that could not be brought to the keys' form, and why. */
export interface SecretProblem {
  readonly place: string;
  readonly error: unknown;
}

/**
 * A stored section with every secret in the form the keys want (`reseal`): the new value, how many
 * secrets changed, and those left as they were because they could not be opened.
 */
export function resealedValue(
  field: FieldMeta,
  stored: unknown,
  keys: SecretKeys,
): { value: unknown; changed: number; problems: SecretProblem[] } {
  let changed = 0;
  const problems: SecretProblem[] = [];
  const value = perSection(field, stored, undefined, ({ value: secret, place }) => {
    if (typeof secret !== 'string') return secret;
    try {
      const next = reseal(secret, keys, place);
      if (next !== secret) changed += 1;
      return next;
    } catch (error) {
      problems.push({ place, error });
      return secret;
    }
  });
  return { value, changed, problems };
}

/** Every secret of a stored section as stored (sealed or not), by place (`tdh.production_secret`). */
export function storedSecrets(field: FieldMeta, stored: unknown): Map<string, string> {
  const found = new Map<string, string>();
  perSection(field, stored, undefined, ({ value, place }) => {
    if (typeof value === 'string') found.set(place, value);
    return value;
  });
  return found;
}
