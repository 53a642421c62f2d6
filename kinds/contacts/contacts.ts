/**
 * Contact fields: reading the entries and the validation problem of a contact value.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { CONTACT_DEFAULTS, CONTACT_TYPES } from '#core/model';
import { isEmail, isPhone, isUrl } from '#core/validation';
import { textValue } from '../host/ui/text';

/** The validation message key of a contact value (spec: all required; email, URL, phone digits). */
export function contactProblem(type: string, value: string): 'required' | 'email' | 'url' | 'specialCharacters' | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (type === 'email') return isEmail(text) ? null : 'email';
  if (type === 'website') return isUrl(text) ? null : 'url';
  return isPhone(text) ? null : 'specialCharacters';
}

export interface ContactValue {
  readonly id?: number;
  readonly order?: number;
  readonly label?: string;
  readonly type: string;
  readonly value: string;
}

export function readContacts(value: unknown): ContactValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    return typeof record.type === 'string' ? [{ ...record, type: record.type, value: textValue(record.value) }] : [];
  });
}

/** The spec's starting value of a contact of a type ('@', 'https://', '+39 '...). */
export function contactDefault(type: string): string {
  return (CONTACT_TYPES as readonly string[]).includes(type)
    ? CONTACT_DEFAULTS[type as keyof typeof CONTACT_DEFAULTS]
    : '';
}

/**
 * A contact whose type changes: its value follows to the new type's default while it is still
 * empty or the old type's default (nothing typed is lost).
 */
export function withType<C extends { readonly type: string; readonly value: string }>(contact: C, type: string): C {
  const untouched = contact.value.trim() === '' || contact.value === contactDefault(contact.type);
  return { ...contact, type, value: untouched ? contactDefault(type) : contact.value };
}
