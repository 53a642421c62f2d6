/**
 * Settings values and their secrets (`kind: secret`), walked by the settings schema's fields: a
 * stored value is answered with each secret as `{set}`; a saved value takes each secret from the
 * request (text replaces, `{set: true}` keeps the stored one, `{set: false}` clears it). Secrets
 * live in groups (at any depth); a per-language section holds one such value per language.
 */
import type { FieldMeta } from '#core/model';
import { isRecord } from '../db/sql';

type Visit = (field: FieldMeta, value: unknown, stored: unknown) => unknown;

/** Applies `visit` to every secret of a field's value (groups walked), keeping everything else. */
function mapSecrets(field: FieldMeta, value: unknown, stored: unknown, visit: Visit): unknown {
  if (field.kind === 'secret') return visit(field, value, stored);
  if (field.kind !== 'group' || !isRecord(value)) return value;
  const before = isRecord(stored) ? stored : {};
  const result: Record<string, unknown> = { ...value };
  for (const member of field.fields) {
    if (member.kind === 'secret' || member.kind === 'group') {
      result[member.name] = mapSecrets(member, value[member.name], before[member.name], visit);
    }
  }
  return result;
}

/** Over each language of a per-language section, or once for a shared one. */
function perSection(field: FieldMeta, value: unknown, stored: unknown, visit: Visit): unknown {
  if (!field.perLanguage) return mapSecrets(field, value, stored, visit);
  if (!isRecord(value)) return value;
  const before = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(value).map(([lang, inner]) => [lang, mapSecrets(field, inner, before[lang], visit)]),
  );
}

/** A stored section as answered: each secret only says whether it is set. */
export function answeredValue(field: FieldMeta, stored: unknown): unknown {
  return perSection(field, stored, undefined, (_secret, value) => ({
    set: typeof value === 'string' && value !== '',
  }));
}

/** A validated section as stored: secrets replaced, kept or cleared against the stored value. */
export function storedValue(field: FieldMeta, incoming: unknown, stored: unknown): unknown {
  return perSection(field, incoming, stored, (_secret, value, before) => {
    if (typeof value === 'string') return value;
    const keep = isRecord(value) && value.set === true;
    return keep && typeof before === 'string' ? before : '';
  });
}
