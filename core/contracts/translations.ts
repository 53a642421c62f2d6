/**
 * The translation overview (issue #35, `/traduzioni`): one paged call answering the live items of
 * every entity with statuses per language that the user may list, each with its status in each of
 * its languages, and the counts per entity, language and status. Handler in
 * `server/translations/calls.ts`; docs/translations.md.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../languages';
import { LIST_LIMITS } from '../limits';
import { STATUS } from '../statuses';
import { TRANSLATION_LIMITS } from '../translations';
import { component, defineCall, param } from './define';
import { pagedAnswer } from './paged';

const statusCode = z.number().int().min(STATUS.absent).max(STATUS.rejected);

const TranslationRow = component(
  'TranslationRow',
  z.object({
    entity: z.string(),
    id: z.number().int(),
    /** The title in the caller's language when the item has it, else in the entity's first language that has one. */
    title: z.string(),
    /** The status in each of the entity's languages, in the entity's order: -1 when the language is absent. */
    statuses: z.record(z.string(), statusCode),
  }),
  'A live item and its status in each of its languages.',
);

const TranslationCount = component(
  'TranslationCount',
  z.object({
    entity: z.string(),
    /** The entity's plural name, in the caller's language. */
    label: z.string(),
    /** The entity's content languages, in order. */
    languages: z.array(z.enum(CONTENT_LANGUAGES)),
    /** Its live items (whatever the filters). */
    items: z.number().int().min(0),
    /**
     * Per language: its live contents per status (`"1": 12`), and `"-1"`, the items without the
     * language.
     */
    statuses: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
  }),
  'The counts of one entity: items, and per language its contents per status and the missing ones.',
);

const TranslationPage = pagedAnswer('TranslationPage', TranslationRow, {
  fromOne: true,
  beside: { counts: z.array(TranslationCount) },
  description:
    'A page of the matrix: its rows by entity name then id, and the counts of every entity the user may list ' +
    '(whatever the filters).',
});

const language = (description: string) => param.oneOf(CONTENT_LANGUAGES, { description });

export const TRANSLATION_CALLS = {
  listTranslations: defineCall({
    method: 'get',
    path: '/translations',
    summary: 'The translation overview: items by language',
    description:
      'The live items (no revision drafts) of the entities with statuses per language that the caller may list ' +
      "(and, for the 'redazione' family, edit), by entity name then id, each with its status in each of its " +
      'languages (-1 absent); filtered by entity, by status in a language (`status` with `lang`), and by a ' +
      'missing language. Beside the page, the counts per entity, language and status. 403 when `entity` names one the caller may not list.',
    access: 'user',
    query: {
      page: param.integer({ min: 1, max: LIST_LIMITS.maxPage, description: 'Page number, from 1.' }),
      limit: param.integer({
        min: 1,
        max: TRANSLATION_LIMITS.maxLimit,
        description: `Rows per page (${TRANSLATION_LIMITS.defaultLimit}).`,
      }),
      entity: param.entity({ withStatus: true, required: false, description: 'Only the items of this entity.' }),
      status: param.integer({
        min: STATUS.absent,
        max: STATUS.rejected,
        description: 'Only items with this status (-1: absent) in `lang` (required with it: 422 without).',
      }),
      lang: language('The language `status` looks at (only entities that have it).'),
      missing: language('Only items without this language (only entities that have it).'),
      keywords: param.string({
        max: TRANSLATION_LIMITS.maxKeywords,
        description:
          'Words of the title, in any language. Over every type (without `entity`): ' +
          `${TRANSLATION_LIMITS.minKeywordsAllTypes} characters at least once trimmed (422 with fewer); any with \`entity\`.`,
      }),
    },
    answer: TranslationPage,
    errors: [401, 403, 422, 429],
  }),
};
