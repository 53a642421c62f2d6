/**
 * What the editor sends and how it checks it: the save body built from the form values (only
 * present languages), validation with the generated zod schema (each language by the rules of
 * its own status), error paths mapped to the fields that show them, the languages that carry
 * errors, and when a field is required. Pure: no React, no DOM.
 */
import type { UiLanguage } from '#core/languages';
import type { LanguageCode } from '#core/languages';
import type { FormMeta, FieldMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { issuesByPath, richTextToPlain, type EntityValidators } from '#core/validation';
import { fieldNameForError, languageOfPath } from './fields';
import { isRecord } from '#api/errors.ts';
import { languageStatus, presentLanguages, sameValue, valueAt, type EditorValues, type Values } from './values';

/** Field path → messages, as the 422 answer and `issuesByPath` give them. */
export type ErrorMap = Record<string, string[]>;

/** Read-only properties of a language's contents that the answer carries and a save ignores. */
const CONTENT_ENVELOPE = new Set(['permalink', 'statuses']);

/** The POST/PUT body: item fields, present languages' contents, and the version on updates. */
export function buildPayload(meta: FormMeta, values: EditorValues, version: number | null): Values {
  const body: Values = {};
  for (const field of meta.fields) {
    if (Object.hasOwn(values, field.name)) body[field.name] = values[field.name];
  }
  if (meta.contents.length > 0) {
    const contents: Record<string, Values> = {};
    for (const language of presentLanguages(meta, values)) {
      const content = values.contents?.[language] ?? {};
      const sent: Values = {};
      for (const field of meta.contents) {
        if (Object.hasOwn(content, field.name) && !CONTENT_ENVELOPE.has(field.name)) {
          sent[field.name] = content[field.name];
        }
      }
      contents[language] = sent;
    }
    body.contents = contents;
  }
  if (version !== null) body.version = version;
  return body;
}

/**
 * Error paths grouped on the fields that show them: a nested path goes to its leaf field
 * (`category.ids` → `category`); paths naming no field stay under `''` (shown above the form).
 */
export function errorsByField(meta: FormMeta, errors: Readonly<Record<string, readonly string[]>>): ErrorMap {
  const result: ErrorMap = {};
  for (const [path, messages] of Object.entries(errors)) {
    const name = fieldNameForError(meta, path) ?? '';
    const list = Object.hasOwn(result, name) ? (result[name] ?? []) : (result[name] = []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return result;
}

/** Validates the body the form would send; the errors grouped by field (empty when valid). */
export function validateValues(
  meta: FormMeta,
  validators: EntityValidators,
  values: EditorValues,
  uiLanguage: UiLanguage,
): ErrorMap {
  const result = validators.item.safeParse(buildPayload(meta, values, null));
  if (result.success) return {};
  return errorsByField(meta, issuesByPath(result.error, uiLanguage));
}

/** Content languages whose fields carry errors (the switcher's red '!'). */
export function languagesWithErrors(errors: Readonly<Record<string, unknown>>): LanguageCode[] {
  const found = new Set<LanguageCode>();
  for (const path of Object.keys(errors)) {
    const language = languageOfPath(path);
    if (language !== null) found.add(language);
  }
  return [...found];
}

/**
 * Whether a field must have a value now. Per-language fields follow their language's status
 * (`publish`: required at status 1); item fields follow the whole item (`publish`: some language
 * at status 1, `unpublished`: none).
 */
export function isRequired(
  field: FieldMeta,
  scope: 'item' | 'content',
  meta: FormMeta,
  values: EditorValues,
  language: LanguageCode,
): boolean {
  switch (field.required) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'publish':
    case 'unpublished': {
      const publishing =
        scope === 'content'
          ? languageStatus(meta, values, language) === STATUS.published
          : presentLanguages(meta, values).some(
              (present) => languageStatus(meta, values, present) === STATUS.published,
            );
      return field.required === 'publish' ? publishing : !publishing;
    }
  }
}

/** A server error kept while its field still holds the value that was sent. */
export interface ServerError {
  readonly messages: readonly string[];
  readonly value: unknown;
}

/** Server (422) errors by field name, with the values they were about. */
export function serverErrors(
  meta: FormMeta,
  errors: Readonly<Record<string, readonly string[]>>,
  values: EditorValues,
) {
  const byField = errorsByField(meta, errors);
  const kept: Record<string, ServerError> = {};
  const general: string[] = [];
  for (const [name, messages] of Object.entries(byField)) {
    if (name === '') general.push(...messages);
    else kept[name] = { messages, value: structuredClone(valueAt(values, name)) };
  }
  return { byField: kept, general };
}

/** The server errors whose field still holds the value they were about (the others are fixed). */
export function activeServerErrors(kept: Readonly<Record<string, ServerError>>, values: EditorValues): ErrorMap {
  const active: ErrorMap = {};
  for (const [name, error] of Object.entries(kept)) {
    if (sameValue(valueAt(values, name), error.value)) active[name] = [...error.messages];
  }
  return active;
}

/** Two error maps in one (messages of a field joined, each once). */
export function mergeErrors(...maps: readonly ErrorMap[]): ErrorMap {
  const result: ErrorMap = {};
  for (const map of maps) {
    for (const [name, messages] of Object.entries(map)) {
      const list = Object.hasOwn(result, name) ? (result[name] ?? []) : (result[name] = []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
  return result;
}

/** True when a value holds something a user typed or chose (rich text counts its visible text). */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return richTextToPlain(value) !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  if (isRecord(value)) return Object.values(value).some(hasContent);
  return typeof value === 'number' || value === true;
}
