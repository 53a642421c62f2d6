/**
 * Text formats (URL, e-mail, telephone) checked by the validators and by screens that must not
 * load zod (the login and password screens are in the first bundle).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE.test(value) && /[0-9]/.test(value);
}
