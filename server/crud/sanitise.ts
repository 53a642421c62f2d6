/**
 * Incoming values before validation, each by its kind's `sanitise` (`kinds/`): rich text is
 * reduced to what the Quill editor produces, wherever it is (a field, a group's members, a list's
 * entries, values held per language inside them).
 *
 * A save's rich texts are gathered first and sanitised together (`richtext-pool.ts`: in place
 * when short, off the event loop when long), then put back; one nested deeper than
 * `FIELD_LIMITS.richTextDepth` is refused with a 422 on its field.
 */
import { FIELD_LIMITS } from '#core/limits';
import type { UiLanguage } from '#core/languages';
import { formatMessage } from '#core/messages';
import type { FieldMeta } from '#core/model';
import { isRecord } from '../db/sql';
import { invalid } from '../http/errors';
import type { StoredField } from './entity';
import { serverKind } from './kinds';
import { sanitiseRichTexts } from './richtext-pool';
import { sanitiseRichText } from '../../kinds/richtext/sanitiser';

export { RichTextTooDeep, sanitiseRichText } from '../../kinds/richtext/sanitiser';

type RichTextOf = (html: string) => string;

/**
 * The value of a field with every rich text inside it sanitised: the field itself, the members of
 * a group, the entries of a list (including values held per language inside them). Rich text is
 * sanitised in place unless `richText` says otherwise (it throws `RichTextTooDeep`).
 */
export function sanitiseField(
  field: FieldMeta,
  value: unknown,
  nestedPerLanguage = false,
  richText: RichTextOf = sanitiseRichText,
): unknown {
  if (value === null || value === undefined) return value;
  if (nestedPerLanguage && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([lang, inner]) => [lang, sanitiseField(field, inner, false, richText)]),
    );
  }
  return serverKind(field).sanitise(field, value, {
    nested: (inner, innerValue, perLanguage) => sanitiseField(inner, innerValue, perLanguage, richText),
    richText,
  });
}

/**
 * The value of a composed field (`compose`: a guide's title from its first and last name): its
 * sources' trimmed texts joined by a space, whatever the body sent; undefined for other fields.
 */
export function composedValue(field: FieldMeta, values: Record<string, unknown>): string | undefined {
  if (field.kind !== 'text' || field.compose === null) return undefined;
  return field.compose
    .map((source) => values[source])
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .filter((value) => value !== '')
    .join(' ')
    .slice(0, field.max);
}

/**
 * A save body with every rich text sanitised in place, before it is validated: a required rich
 * text that sanitising empties (`<script>…</script>`) is then refused as empty, not stored as ''.
 * Throws a 422 naming each field holding a rich text nested too deeply.
 */
export async function sanitiseBody(
  fields: readonly StoredField[],
  contents: readonly StoredField[],
  body: Record<string, unknown>,
  language: UiLanguage,
): Promise<void> {
  const visit = (
    values: Record<string, unknown>,
    stored: readonly StoredField[],
    prefix: string,
    richText: (path: string) => RichTextOf,
  ): void => {
    for (const { field } of stored) {
      if (Object.hasOwn(values, field.name)) {
        values[field.name] = sanitiseField(field, values[field.name], false, richText(`${prefix}${field.name}`));
      }
    }
    for (const { field } of stored) {
      const composed = composedValue(field, values);
      if (composed !== undefined) values[field.name] = composed;
    }
  };
  const walk = (target: Record<string, unknown>, richText: (path: string) => RichTextOf): void => {
    visit(target, fields, '', richText);
    if (isRecord(target.contents)) {
      for (const [lang, content] of Object.entries(target.contents)) {
        if (isRecord(content)) visit(content, contents, `contents.${lang}.`, richText);
      }
    }
  };
  // First the texts are gathered (on a copy: nothing is changed yet), then sanitised together.
  const gathered: string[] = [];
  walk(structuredClone(body), () => (html) => {
    gathered.push(html);
    return html;
  });
  if (gathered.length === 0) {
    walk(body, () => (html) => html);
    return;
  }
  // A text repeated (the same paragraph in several languages or entries) is sanitised once.
  const distinct = [...new Set(gathered)];
  const outcomes = await sanitiseRichTexts(distinct);
  const sanitised = new Map<string, string>();
  const tooDeep = new Set<string>();
  distinct.forEach((html, index) => {
    const outcome = outcomes[index];
    if (outcome === undefined) throw new Error('a rich text was not sanitised');
    if ('html' in outcome) sanitised.set(html, outcome.html);
    else if ('tooDeep' in outcome) tooDeep.add(html);
    else throw new Error(`rich-text sanitiser: ${outcome.failed}`);
  });
  const errors: Record<string, string[]> = {};
  walk(body, (path) => (html) => {
    if (tooDeep.has(html)) {
      errors[path] = [formatMessage('tooDeep', language, { max: FIELD_LIMITS.richTextDepth })];
      return '';
    }
    const clean = sanitised.get(html);
    if (clean === undefined) throw new Error('a rich text was not sanitised');
    return clean;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
