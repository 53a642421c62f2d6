/** Names in the emitted Drizzle module: TS keys and string literals, snake_case SQL names, constraint identifiers. */

/** PostgreSQL truncates longer identifiers, which would make drizzle-kit see a rename each time. */
const MAX_IDENTIFIER_LENGTH = 63;

export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** `descrizioneFile` → `descrizione_file`: SQL names are snake_case, TS keys stay the API's names. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

/** FNV-1a, enough to keep shortened identifiers distinct and stable across runs. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A constraint or index name, shortened with a hash when PostgreSQL would truncate it. */
export function pgIdentifier(...parts: readonly string[]): string {
  const name = parts.join('_');
  if (name.length <= MAX_IDENTIFIER_LENGTH) return name;
  return `${name.slice(0, MAX_IDENTIFIER_LENGTH - 9)}_${shortHash(name)}`;
}
