/** SQL pieces the list engine, the save engine and the lookups share. */
import { sql, type SQL } from 'drizzle-orm';

export { MAX_ID } from '#core/limits';

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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
