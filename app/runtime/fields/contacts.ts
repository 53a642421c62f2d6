/**
 * Contact fields: reading the entries and the validation problem of a contact value.
 * Pure (no React, no DOM), so unit-tested in Node.
 */
import { isEmail, isPhone, isUrl } from '#core/validation';
import { textValue } from './text';

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
