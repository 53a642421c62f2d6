/**
 * The translation overview for the stories (issue #35, docs/translations.md): `GET translations`
 * answered over a story's items as the server answers it (`server/translations/calls.ts`): the
 * rows of the types the user may list by type name then id, filtered by type, by a status in a
 * language (`status` needs `lang`), by a missing language and by title words (over every type,
 * three characters at least: `keywordsAllTypes`),
 * each type without the language a filter names left out; beside the page, the counts of every
 * type (items, and per language the contents per status and the items without it, `"-1"`),
 * whatever the filters. The counts are worked out from the items, so they always agree with the
 * matrix. Nothing here names an entity: the types are the story's generated metas.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { pageMetaOf } from '#core/contracts/paged';
import { isLanguageCode, type LanguageCode } from '#core/languages';
import { apiMessage, formatMessage, type ApiMessageKey } from '#core/messages';
import type { EntityMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { keywordsAllTypes, TRANSLATION_LIMITS } from '#core/translations';
import type { TranslationCount, TranslationPage, TranslationRow } from '../../generated/api/schemas';
import { API } from './handlers';

/** An item as a story gives it: its status in the languages it has (the others are absent). */
export interface StoryTranslatedItem {
  readonly meta: EntityMeta;
  readonly id: number;
  readonly title: string;
  readonly statuses: Readonly<Partial<Record<LanguageCode, number>>>;
}

const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });
const refused = (status: number, key: ApiMessageKey, errors?: Record<string, string[]>) =>
  json({ message: apiMessage(key, 'it'), ...(errors ? { errors } : {}) }, status);

function integer(value: string | null): number | undefined {
  return value !== null && /^-?\d{1,9}$/.test(value) ? Number(value) : undefined;
}

const byName = (a: EntityMeta, b: EntityMeta) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export class StoryTranslations {
  private readonly types: readonly EntityMeta[];
  private readonly rows: readonly TranslationRow[];
  private asked: URLSearchParams[] = [];

  /**
   * @param types every type the user may list (with statuses per language), items or not
   * @param items their live items
   */
  constructor(types: readonly EntityMeta[], items: readonly StoryTranslatedItem[]) {
    this.types = [...types].sort(byName);
    const order = new Map(this.types.map((meta, index) => [meta.name, index]));
    this.rows = items
      .map((item): TranslationRow => ({
        entity: item.meta.name,
        id: item.id,
        title: item.title,
        statuses: Object.fromEntries(
          item.meta.languages.map((lang) => [lang, item.statuses[lang] ?? STATUS.absent] as const),
        ),
      }))
      .sort((a, b) => (order.get(a.entity) ?? 0) - (order.get(b.entity) ?? 0) || a.id - b.id);
  }

  /** Back to a story's start (the queries asked). */
  reset(): void {
    this.asked = [];
  }

  /** The queries of `GET translations` asked so far. */
  queries(): readonly URLSearchParams[] {
    return this.asked;
  }

  /** The counts of one type: its items, and per language its contents per status and the items without it. */
  private countsOf(meta: EntityMeta): TranslationCount {
    const rows = this.rows.filter((row) => row.entity === meta.name);
    const statuses: Record<string, Record<string, number>> = {};
    for (const lang of meta.languages) {
      const byStatus: Record<string, number> = {};
      for (const row of rows) {
        const status = row.statuses[lang] ?? STATUS.absent;
        if (status !== STATUS.absent) byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
      }
      byStatus[String(STATUS.absent)] = rows.filter((row) => row.statuses[lang] === STATUS.absent).length;
      statuses[lang] = byStatus;
    }
    return {
      entity: meta.name,
      label: meta.label.plural.it,
      languages: [...meta.languages],
      items: rows.length,
      statuses,
    };
  }

  handlers(): HttpHandler[] {
    return [
      http.get(`${API}/translations`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        this.asked.push(query);
        const entity = query.get('entity');
        const status = integer(query.get('status'));
        const lang = query.get('lang');
        const missing = query.get('missing');
        const keywords = (query.get('keywords') ?? '').trim().toLowerCase();
        const page = Math.max(1, integer(query.get('page')) ?? 1);
        const limit = Math.min(
          integer(query.get('limit')) ?? TRANSLATION_LIMITS.defaultLimit,
          TRANSLATION_LIMITS.maxLimit,
        );
        if ((status === undefined) !== (lang === null)) {
          return refused(422, 'validationFailed', { status: [apiMessage('validationFailed', 'it')] });
        }
        if (entity === null && !keywordsAllTypes(keywords)) {
          return refused(422, 'invalidQuery', {
            keywords: [formatMessage('minLength', 'it', { min: TRANSLATION_LIMITS.minKeywordsAllTypes })],
          });
        }
        if (entity !== null && !this.types.some((meta) => meta.name === entity)) return refused(403, 'forbidden');
        const has = (row: TranslationRow, code: string | null) => code === null || row.statuses[code] !== undefined;
        const found = this.rows.filter(
          (row) =>
            (entity === null || row.entity === entity) &&
            has(row, lang) &&
            has(row, missing) &&
            (status === undefined || lang === null || !isLanguageCode(lang) || row.statuses[lang] === status) &&
            (missing === null || row.statuses[missing] === STATUS.absent) &&
            (keywords === '' || row.title.toLowerCase().includes(keywords)),
        );
        const answer: TranslationPage = {
          data: found.slice((page - 1) * limit, page * limit),
          counts: this.types.map((meta) => this.countsOf(meta)),
          meta: pageMetaOf(page, limit, found.length),
        };
        return json(answer);
      }),
    ];
  }
}

/** `GET translations` answers 500 (a load error). */
export function translationsFailure(): HttpHandler[] {
  return [
    http.get(`${API}/translations`, () =>
      json({ message: apiMessage('serverError', 'it', { requestId: 'storybook' }) }, 500),
    ),
  ];
}
