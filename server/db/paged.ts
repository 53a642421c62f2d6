/**
 * The server side of the platform's paged lists (contracts: core/contracts/paged.ts): one place
 * turns a list call's parsed query (page, limit, `orderBy`, keywords) into the count, the
 * `order by`, `limit` and `offset` of its SQL and the answer's `meta`. A list describes itself as
 * a `PagedTable`: where its rows come from, which columns the keywords are looked for in, and the
 * expression of each order field.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pageMetaOf } from '#core/contracts/paged';
import { LIST_LIMITS } from '#core/limits';
import { rows, type Executor } from './client';
import { likeContaining } from './sql';

/** The query a paged list call parsed (its contract's `pagedQuery`). */
export interface PageQuery {
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
  /** `+field` or `-field`; the contract's pattern allows only the table's order fields. */
  readonly orderBy?: string | undefined;
  readonly keywords?: string | undefined;
}

export interface PagedTable {
  /** The `from` of the rows (a table and its joins), the aliases the expressions use. */
  readonly from: SQL;
  /** A lighter `from` to count in, when `from` only joins columns in (no rows added or removed). */
  readonly countFrom?: SQL;
  /** The rows the list holds at all (deleted ones excluded, a collection...); all when absent. */
  readonly where?: SQL;
  /** The expressions the keywords are looked for in (case-insensitively, anywhere in the text). */
  readonly searched: readonly SQL[];
  /** Order field → its expression; `id` is also the last order, keeping pages stable. */
  readonly order: Readonly<Record<string, SQL>> & { readonly id: SQL };
  /** Fields whose empty values go last whichever way the list is sorted. */
  readonly nullsLast?: readonly string[];
  /** The order without `orderBy` (`-id`). */
  readonly defaultOrder?: string;
  /** Rows a page without `limit`; `all` answers every row on one page. */
  readonly defaultLimit?: number | 'all';
}

/** The keywords' condition: any searched expression contains the words (`true` without words). */
export function keywordsWhere(searched: readonly SQL[], keywords: string | undefined): SQL {
  const words = keywords?.trim() ?? '';
  if (words === '' || searched.length === 0) return sql`true`;
  const pattern = likeContaining(words);
  return sql`(${sql.join(
    searched.map((expression) => sql`${expression} ilike ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** `+nome` → `lower(d.nome) asc, d.id asc`; an unknown field orders by id. */
export function orderSql(table: PagedTable, orderBy: string | undefined): SQL {
  const text = orderBy ?? table.defaultOrder ?? '-id';
  const field = text.replace(/^[+-]/, '');
  const direction = text.startsWith('-') ? sql`desc` : sql`asc`;
  const known = field !== 'id' && Object.hasOwn(table.order, field) ? table.order[field] : undefined;
  if (known === undefined) return sql`${table.order.id} ${direction}`;
  const nulls = table.nullsLast?.includes(field) ? sql` nulls last` : sql``;
  return sql`${known} ${direction}${nulls}, ${table.order.id} ${direction}`;
}

export interface Page<R> {
  readonly data: R[];
  readonly meta: { readonly total: number; readonly current_page: number; readonly last_page: number };
}

/** One page of `table`: `columns` of the rows the query asks for, and the page's `meta`. */
export async function pageOf<R>(db: Executor, table: PagedTable, columns: SQL, query: PageQuery): Promise<Page<R>> {
  const where = sql`${table.where ?? sql`true`} and ${keywordsWhere(table.searched, query.keywords)}`;
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${table.countFrom ?? table.from} where ${where}`,
  );
  const total = counted?.total ?? 0;
  const page = query.page ?? 1;
  const fallback = table.defaultLimit ?? LIST_LIMITS.defaultLimit;
  const limit = query.limit ?? (fallback === 'all' ? Math.max(total, 1) : fallback);
  const data = await rows<R>(
    db,
    sql`select ${columns} from ${table.from} where ${where}
         order by ${orderSql(table, query.orderBy)} limit ${limit} offset ${(page - 1) * limit}`,
  );
  return { data, meta: pageMetaOf(page, limit, total) };
}
