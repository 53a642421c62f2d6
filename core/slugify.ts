/**
 * The spec's slug helper: strip accents, lowercase, remove non-alphanumerics, join with '-'.
 * "Città d'Arte!" → "citta-d-arte".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length > 0)
    .join('-');
}

/** True when a string is already a slug as `slugify` would produce it. */
export function isSlug(text: string): boolean {
  return text.length > 0 && slugify(text) === text;
}
