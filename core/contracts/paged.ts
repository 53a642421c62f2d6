/**
 * The paged lists of the platform (users, roles, desks, 404 redirects, attachments): one helper
 * builds a list call's query parameters (page, limit, `orderBy` over named fields, keywords and
 * the list's own filters) and one its answer (`data`, `meta.total`, `meta.current_page`,
 * `meta.last_page`). Each list keeps the wire form the spec gave it: the options say where a list
 * differs (its page size's description, a field beside `data`, pages counted from 1).
 */
import { z } from 'zod';
import { LIST_LIMITS } from '../limits';
import { component, param, type Param, type Params } from './define';

/** `page`: the page number, from 1. */
export const pageParam = param.integer({ min: 1, max: LIST_LIMITS.maxPage, description: 'Page number, from 1.' });

/** `limit`: rows per page; the description names the list's default (`Rows per page (25).`). */
export const limitParam = (description: string, max: number = LIST_LIMITS.maxLimit) =>
  param.integer({ min: 1, max, description });

/** `keywords`: words the list looks for (in the columns its handler names). */
export const keywordsParam = (description = 'Words to look for.') =>
  param.string({ max: LIST_LIMITS.parameter, description });

/** `orderBy`: `+field` or `-field` over the named fields; anything else answers 422. */
export const orderByParam = (fields: readonly string[]) =>
  param.string({
    max: 40,
    pattern: {
      source: `^[+-]?(${fields.join('|')})$`,
      test: (value) => fields.includes(value.replace(/^[+-]/, '')),
    },
    description: `\`+field\` or \`-field\`, field one of ${fields.join(', ')} (default \`-id\`).`,
  });

/** `page` and `limit`, the two parameters every paged list has. */
export const pageParams = (limitDescription: string, maxLimit: number = LIST_LIMITS.maxLimit) => ({
  page: pageParam,
  limit: limitParam(limitDescription, maxLimit),
});

export interface PagedQueryOptions<F extends Params> {
  /** The description of `limit`, naming the default page size. */
  readonly limit: string;
  /** The fields `orderBy` may name; none: the list has one order and no `orderBy`. */
  readonly orderFields?: readonly string[];
  /** The description of `keywords` (what the words are looked for in). */
  readonly keywords?: string;
  /** The list's own filters, after the common parameters. */
  readonly filters?: F;
}

type PagedQuery<F extends Params> = {
  readonly page: Param<number | undefined>;
  readonly limit: Param<number | undefined>;
  readonly orderBy: Param<string | undefined>;
  readonly keywords: Param<string | undefined>;
} & F;

type UnorderedQuery<F extends Params> = Omit<PagedQuery<F>, 'orderBy'>;

/** The query of a paged list: page, limit, orderBy (when it has order fields), keywords, filters. */
export function pagedQuery<F extends Params = Record<never, never>>(
  options: PagedQueryOptions<F> & { readonly orderFields: readonly string[] },
): PagedQuery<F>;
export function pagedQuery<F extends Params = Record<never, never>>(
  options: PagedQueryOptions<F> & { readonly orderFields?: undefined },
): UnorderedQuery<F>;
export function pagedQuery<F extends Params>(options: PagedQueryOptions<F>): UnorderedQuery<F> {
  return {
    ...pageParams(options.limit),
    ...(options.orderFields ? { orderBy: orderByParam(options.orderFields) } : {}),
    keywords: keywordsParam(options.keywords),
    ...(options.filters ?? ({} as F)),
  } as UnorderedQuery<F>;
}

/** The `meta` of a paged answer; `fromOne` documents that the page numbers start at 1. */
const pageMeta = (fromOne: boolean) => {
  const pageNumber = fromOne ? z.number().int().min(1) : z.number().int();
  return z.object({ total: z.number().int().min(0), current_page: pageNumber, last_page: pageNumber });
};

export interface PagedAnswerOptions<E extends z.ZodRawShape> {
  /** Fields the answer carries between `data` and `meta` (the spec's `code`, a top-level `total`). */
  readonly beside?: E;
  /** Page numbers documented as starting at 1. */
  readonly fromOne?: boolean;
  readonly description?: string;
}

/** The answer component `name` of a paged list of `row`: `{ data: row[], ...beside, meta }`. */
export function pagedAnswer<R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  name: string,
  row: R,
  options: PagedAnswerOptions<E> = {},
) {
  return component(
    name,
    z.object({
      data: z.array(row),
      ...(options.beside ?? ({} as E)),
      meta: pageMeta(options.fromOne ?? false),
    }),
    options.description,
  );
}

/** The page a list call answers, from its page, size and total: `last_page` is at least 1. */
export function pageMetaOf(page: number, limit: number, total: number) {
  return { total, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)) };
}
