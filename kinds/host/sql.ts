/** Pure SQL pieces (no database client) the list engine, the save engine, the lookups and the kinds share. */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isRecord } from '#core/json';

export { MAX_ID } from '#core/limits';

const dialect = new PgDialect();

/** `text` as an ILIKE pattern with `%`, `_` and `\` taken literally (use with `escape '\'`). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Matches values containing `text`. */
export function likeContaining(text: string): string {
  return `%${literal(text)}%`;
}

/** Matches values starting with `text`. */
export function likeStartingWith(text: string): string {
  return `${literal(text)}%`;
}

/** The ids of a category and of every category below it, as a parenthesised subquery. */
export function categorySubtree(rootId: number): SQL {
  return sql`(with recursive t(id) as (select ${rootId}::int union all
    select k.id from categories k join t on k.parent_id = t.id) select id from t)`;
}

/** `(1, 2, 3)` for an `in` list; callers check the list is not empty. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The kinds' server parts read JSON objects with it. */
export { isRecord };

/** The PostgreSQL error code and constraint of a failed statement, wherever the driver puts them. */
export function pgError(error: unknown): { code?: string; constraint?: string; detail?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return {
        code: current.code,
        constraint: typeof current.constraint === 'string' ? current.constraint : undefined,
        detail: typeof current.detail === 'string' ? current.detail : undefined,
      };
    }
    current = current.cause;
  }
  return {};
}

/** A schema name as a parameter may hold it inline: letters, digits and underscores. */
const INLINE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `statement` compiled to one piece of text, its parameters written as literals: the schema's
 * field names (`INLINE_NAME`) and safe integers, nothing that came from a request. Throws on any
 * other parameter, so a change that puts one in a precompiled part fails at once.
 */
export function precompiled(statement: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const inline = (index: number): string => {
    const value: unknown = params[index - 1];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string' && INLINE_NAME.test(value)) return `'${value}'`;
    throw new Error(`parameter $${index} (${typeof value}) cannot be written inline`);
  };
  // Drizzle numbers its parameters $1, $2... in order, once each: any other `$<digits>` would be
  // part of the statement's own text, which this must not rewrite.
  let next = 1;
  const inlined = text.replace(/\$(\d+)/g, (_match, index: string) => {
    if (Number(index) !== next || next > params.length) {
      throw new Error(`unexpected $${index} in a statement to precompile`);
    }
    next += 1;
    return inline(Number(index));
  });
  if (next !== params.length + 1) throw new Error('a precompiled statement must use each parameter once');
  return sql.raw(inlined);
}
