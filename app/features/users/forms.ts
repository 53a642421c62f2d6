/**
 * What the forms of users, roles, desks and the profile share: validation with the SAME zod schemas
 * the server parses bodies with (core/contracts/users.ts), messages in the UI language, the
 * server's 422 messages per field, and the spec's rule that these forms ignore the Enter key.
 */
import type { KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { UiLanguage } from '#core/languages';
import { issuesByPath } from '#core/validation';
import { ApiError } from '#api/errors.ts';

/** Field → its first message. */
export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors };

function firstOfEach(errors: Readonly<Record<string, readonly string[]>>): FieldErrors {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [first] = messages;
    if (first !== undefined) result[path] = first;
  }
  return result;
}

/** Parses `value` with `schema`: the parsed data, or the first message of each field. */
export function check<S extends z.ZodType>(schema: S, value: unknown, language: UiLanguage): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstOfEach(issuesByPath(result.error, language)) };
}

/** The first message of each field of a 422 answer (none for other errors). */
export function serverErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 422 ? firstOfEach(error.errors) : {};
}

/**
 * The spec: "The user and role forms block the Enter key". In a text field Enter does not submit;
 * buttons and text areas keep it.
 */
export function blockEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
  event.preventDefault();
}
