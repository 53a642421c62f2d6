/**
 * `GET` and `POST operations/settings` (contracts: core/contracts/settings.ts). The sections are
 * the top-level fields of the settings schemas (`generated/settings/registry.ts`): each one is
 * read with its screen's view ability and saved with its edit ability, validated by its own
 * generated validator (422 with field errors under the section's name), its media and picked
 * items checked like an item's, its secrets kept write-only (`./values.ts`). Several sections
 * are saved in one transaction: all or none.
 */
import { sql } from 'drizzle-orm';
import { can } from '#core/abilities';
import { FIELD_LIMITS } from '#core/limits';
import { parseSections } from '#core/contracts/settings';
import { apiMessage, formatMessage } from '#core/messages';
import { issuesByPath } from '#core/validation';
import { checkValue } from '../crud/save/references';
import { FieldErrors } from '../crud/save/context';
import { RichTextTooDeep, sanitiseField } from '../crud/sanitise';
import { rows, type Executor } from '../db/client';
import { isRecord } from '../db/sql';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { forbidden, invalid, languageOf } from '../http/errors';
import { SECTIONS, type Section } from './sections';
import { answeredValue, storedValue } from './values';

/** The stored values of sections (absent when never saved); `lock` holds their rows until commit. */
async function storedValues(db: Executor, names: readonly string[], lock: boolean): Promise<Map<string, unknown>> {
  const found = await rows<{ section: string; value: unknown }>(
    db,
    sql`select section, value from settings where section in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}) ${lock ? sql`for update` : sql``}`,
  );
  return new Map(found.map((row) => [row.section, row.value]));
}

export type SettingsHandlers = Pick<PlatformHandlers, 'getSettings' | 'saveSettings'>;

export function settingsHandlers(context: ServerContext): SettingsHandlers {
  const { db } = context.database;

  /** The sections named, each known and allowed to the user (`view` or `edit`). */
  const sectionsOf = (
    list: string,
    user: Parameters<typeof can>[0],
    action: 'view' | 'edit',
    language: 'it' | 'en',
  ): Section[] => {
    const names = parseSections(list) ?? [];
    const unknown = names.filter((name) => !SECTIONS.has(name));
    if (unknown.length > 0) throw invalid({ section: [formatMessage('unknownSection', language)] });
    const sections = names.map((name) => SECTIONS.get(name) as Section);
    if (!sections.every((section) => can(user, `${section.screen.meta.ability}-${action}`))) throw forbidden();
    return sections;
  };

  return {
    getSettings: async ({ query, user, request }) => {
      const sections = sectionsOf(query.section, user, 'view', languageOf(request));
      const values = await storedValues(
        db,
        sections.map((section) => section.name),
        false,
      );
      return {
        data: Object.fromEntries(
          sections.map((section) => [section.name, answeredValue(section.field, values.get(section.name) ?? {})]),
        ),
      };
    },

    saveSettings: async ({ body, user, request }) => {
      const language = languageOf(request);
      const sections = sectionsOf(body.section, user, 'edit', language);
      // One section: `data` is its value; several: `data` holds each by name, and nothing else.
      const incoming: Record<string, unknown> =
        sections.length === 1 && sections[0] ? { [sections[0].name]: body.data } : body.data;
      const extra = Object.keys(incoming).filter((name) => !sections.some((section) => section.name === name));
      if (extra.length > 0) {
        throw invalid(
          Object.fromEntries(extra.map((name) => [`data.${name}`, [formatMessage('unknownSection', language)]])),
        );
      }
      const errors: Record<string, string[]> = {};
      const validated = new Map<string, unknown>();
      for (const section of sections) {
        const raw = incoming[section.name];
        if (raw === undefined) {
          errors[section.name] = [formatMessage('required', language)];
          continue;
        }
        let sanitised: unknown;
        try {
          sanitised = sanitiseField(section.field, raw, section.field.perLanguage);
        } catch (error) {
          if (!(error instanceof RichTextTooDeep)) throw error;
          errors[section.name] = [formatMessage('tooDeep', language, { max: FIELD_LIMITS.richTextDepth })];
          continue;
        }
        const parsed = section.screen.sections[section.name]?.safeParse(sanitised);
        if (!parsed?.success) {
          const issues = parsed ? issuesByPath(parsed.error, language) : { '': [formatMessage('invalid', language)] };
          for (const [path, messages] of Object.entries(issues)) {
            errors[path === '' ? section.name : `${section.name}.${path}`] = messages;
          }
          continue;
        }
        validated.set(section.name, parsed.data);
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);

      await db.transaction(async (tx) => {
        const fieldErrors = new FieldErrors({ user, language, permalinks: context.permalinks });
        for (const section of sections) {
          const value = validated.get(section.name);
          const perLanguage = section.field.perLanguage && isRecord(value) ? Object.entries(value) : null;
          for (const [prefix, inner] of perLanguage ?? [['', value] as const]) {
            const path = prefix === '' ? section.name : `${section.name}.${prefix}`;
            await checkValue(tx, section.field, inner, path, fieldErrors);
          }
        }
        if (fieldErrors.any) throw invalid(fieldErrors.errors);
        const before = await storedValues(
          tx,
          sections.map((section) => section.name),
          true,
        );
        for (const section of sections) {
          const value = storedValue({
            field: section.field,
            incoming: validated.get(section.name),
            stored: before.get(section.name),
            keys: context.config.secretKeys,
          });
          const json = JSON.stringify(value);
          await tx.execute(
            sql`insert into settings (section, value, updated_by) values (${section.name}, ${json}::jsonb, ${user.id})
                on conflict (section) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
          );
        }
      });
      return { data: { message: apiMessage('settingsSaved', language) } };
    },
  };
}
