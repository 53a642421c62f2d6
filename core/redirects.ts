/**
 * The rules of 404 redirects (platform.md "404 redirect rule", sections 4 and 9), shared by the
 * server, the contracts and the admin: the codes, the page sizes of the list, and how an old
 * address (a path of the public site) and a new one (a path or an http(s) address) are checked
 * and normalised, so that `/it/pagine/a/`, `/it//pagine/a`, `/it/pagine/./a` and `/it/pagine/%61`
 * name the same rule.
 */
import { FIELD_LIMITS } from './limits';

/** 301 moved permanently, 302 found (temporary), 410 gone. */
export const REDIRECT_CODES = [301, 302, 410] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];
export const DEFAULT_REDIRECT_CODE: RedirectCode = 301;
/** The code that redirects nowhere: its new address is not needed, and not followed. */
export const GONE_CODE: RedirectCode = 410;

/** Characters of an old or new address, before and after normalising. */
export const REDIRECT_URL_MAX = FIELD_LIMITS.url;

/**
 * The public lookup's bound for one client (an address; IPv6 addresses by /64): past
 * `perClient` calls in `windowSeconds`, it answers 429 until the window ends. Ten a second on
 * average: more than a visitor meets 404s, enough for a crawler following old links.
 */
export const PUBLIC_LOOKUP_LIMIT = { perClient: 600, windowSeconds: 60 } as const;

/** The admin list's page sizes (section 9: 10 to 50, default 50). */
export const REDIRECT_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const REDIRECT_DEFAULT_PAGE_SIZE = 50;

/** Fields the list may be sorted by (`+field` or `-field`). */
export const REDIRECT_ORDER_FIELDS = [
  'id',
  'old_url',
  'new_url',
  'code',
  'automatic',
  'hits',
  'last_hit_at',
  'updated_at',
] as const;

export function isRedirectCode(value: unknown): value is RedirectCode {
  return REDIRECT_CODES.some((code) => code === value);
}

/** A base no site path can leave: a path that parses to another origin names another host. */
const PLACEHOLDER_ORIGIN = 'http://redirect.invalid';

/** White space or a control character: never part of an address someone typed on purpose. */
function hasBlankOrControl(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** RFC 3986's unreserved characters (section 2.3): percent-encoding one changes nothing. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Percent-encoding in normal form (RFC 3986 sections 6.2.2.1 and 6.2.2.2): an encoded unreserved
 * character decoded (`%62` → `b`, `%7e` → `~`), every other triplet's hex digits in upper case
 * (`%2f` → `%2F`, `%c3%a0` → `%C3%A0`), and a `%` that starts no triplet encoded itself (`%25`):
 * the URL parser lets one through, and left bare it could start a triplet with the characters a
 * decoding puts after it (`%%61b` → `%ab`), so normalising twice would not give the same text.
 */
export function normalisePercentEncoding(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})?/g, (_match, hex: string | undefined) => {
    if (hex === undefined) return '%25';
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * `pathname?search` without repeated or trailing slashes (the root stays `/`), no fragment, its
 * percent-encoding normalised. The URL parser has already removed the dot segments (RFC 3986
 * section 6.2.2.3, `%2e` counted as a dot), so decoding an encoded dot cannot make a new one.
 */
function pathOf(url: URL): string {
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return normalisePercentEncoding(url.search.length > 1 ? `${path}${url.search}` : path);
}

/**
 * A path of the site in its normal form (`/it/pagine/titolo`), or null when the text is not one:
 * it must start with a single '/', hold no scheme, host, spaces or control characters, and stay
 * within `REDIRECT_URL_MAX` characters once percent-encoded. Rules are stored and looked up in
 * this form; normalising it again changes nothing.
 */
export function normaliseSitePath(value: string): string | null {
  const text = value.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
  if (text.length > REDIRECT_URL_MAX || hasBlankOrControl(text)) return null;
  let url: URL;
  try {
    url = new URL(text, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = pathOf(url);
  return path.length <= REDIRECT_URL_MAX ? path : null;
}

/**
 * A new address in normal form: a site path, or an absolute http(s) address (its percent-encoding
 * normalised as a site path's); null otherwise.
 */
export function normaliseTarget(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/')) return normaliseSitePath(text);
  if (!/^https?:\/\//i.test(text) || text.length > REDIRECT_URL_MAX || hasBlankOrControl(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  url.hash = '';
  const href = normalisePercentEncoding(url.href);
  return href.length <= REDIRECT_URL_MAX ? href : null;
}

/**
 * The site path a normalised new address leads to on the public site whose base is `site`
 * (`https://www.example.it/it/x` → `/it/x`), or null for another site: only those can make a
 * chain or a loop with other rules.
 */
export function sitePathOfTarget(target: string, site: string): string | null {
  if (target.startsWith('/')) return target;
  let url: URL;
  let base: URL;
  try {
    url = new URL(target);
    base = new URL(site);
  } catch {
    return null;
  }
  return url.origin === base.origin ? pathOf(url) : null;
}
