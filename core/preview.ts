/**
 * Previews of items that are not (or not yet) on the public site (issue #35; content.md section 2,
 * the green ANTEPRIMA link, and section 7, "Preview: a link to the public site built from slug,
 * secret and lang"). A preview secret is signed by the server (`server/preview/`) and names one
 * item in one language, the item's version when it was made, its expiry and the recorded link it
 * belongs to (every secret is a link, so every one can be revoked). docs/preview.md.
 */

/** The bounds of previews. */
export const PREVIEW_LIMITS = {
  /** How long a link lasts unless `PREVIEW_DAYS` (or the link's own `days`) says otherwise. */
  defaultDays: 7,
  /** The longest a link may last. */
  maxDays: 365,
  /** The characters of a secret at most: what the server makes is well under it. */
  maxSecretLength: 1024,
  /** The links of one item listed at most (the latest first). */
  maxListed: 100,
} as const;

/**
 * The bound of one client's preview reads (`GET /api/v1/preview` and the server's page
 * `/anteprima` together; an address, IPv6 addresses by /64): past `perClient` in `windowSeconds`,
 * 429 with Retry-After until the window ends. Two a second on average: a reviewer reloading, or
 * the public site's server showing previews to many reviewers, stays well under it.
 */
export const PREVIEW_READ_LIMIT = { perClient: 120, windowSeconds: 60 } as const;

/** The characters of a secret: the version tag, base64url parts and the dots between them. */
export const PREVIEW_SECRET_PATTERN = '^[A-Za-z0-9_.-]+$';

const SECRET_CHARACTERS = new RegExp(PREVIEW_SECRET_PATTERN);

/** Whether a text may be a secret at all (bounded, its characters only); the signature decides the rest. */
export function looksLikePreviewSecret(value: string): boolean {
  return value.length <= PREVIEW_LIMITS.maxSecretLength && SECRET_CHARACTERS.test(value);
}

/**
 * The public site's preview address of an item: `{site}/preview?slug=...&secret=...&lang=...`
 * (the spec's "built from slug, secret and lang"); `site` without a trailing slash.
 */
export function previewUrl(site: string, slug: string, secret: string, lang: string): string {
  const query = new URLSearchParams({ slug, secret, lang });
  return `${site}/preview?${query.toString()}`;
}

/** The server's own HTML preview page (outside the API and the admin's routes): `/anteprima?secret=...`. */
export const PREVIEW_PAGE_PATH = '/anteprima';

/** The server's own preview page of a secret; `origin` (scheme, host and port) without a trailing slash. */
export function previewPageUrl(origin: string, secret: string): string {
  return `${origin}${PREVIEW_PAGE_PATH}?${new URLSearchParams({ secret }).toString()}`;
}
