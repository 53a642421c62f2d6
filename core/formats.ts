/**
 * Text formats (URL, e-mail, telephone) checked by the validators and by screens that must not
 * load zod (the login and password screens are in the first bundle).
 */
const PHONE = /^\+?[0-9/. ]+$/;

export function isUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/**
 * `local@domain.tld`: one `@`, no white space, a dot inside the domain. Checked without a
 * backtracking expression, so its cost stays linear in the length of any input.
 */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  // A dot with something before and after it (`[^\s@]+\.[^\s@]+` over the domain).
  return value.slice(at + 2, -1).includes('.');
}

/**
 * An address a link or an image may point at: an absolute http(s) URL, or one relative to the
 * site (`/media/x.jpg`, not `//host/x`). No `javascript:`, `data:` or other schemes.
 */
export function isLinkUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
  return isUrl(value);
}

export function isPhone(value: string): boolean {
  return PHONE.test(value) && /[0-9]/.test(value);
}
