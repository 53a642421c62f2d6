/**
 * Exact list totals the database maintains, so that a list without filters, or filtered by status
 * only, never counts its rows (`npm run bench:api`: the `count(*)` behind `meta.total` was most of
 * a list call's cost). For every entity of the registry, statement triggers on its main table and
 * its contents table append to `list_counts`, in the writing transaction, the change of:
 *
 * - its number of live items (`draft = 0`): `lang` '' and `status` -1;
 * - its number of live contents per language and status (a contents row carries its item's draft);
 * - when its municipality fields are rows of the municipalities relation: those live contents per
 *   municipality of each field (`field`, `municipality`), so a list filtered by status and municipality
 *   does not count either. They change with the contents rows and with the relation rows: each
 *   trigger locks the items it changes (`for no key update`) before it reads the other table, so
 *   two transactions changing the contents and the places of one item count in one order, and
 *   each sees the other's rows once it has them;
 * - when addresses keep a generated municipality column in the main table: the same per
 *   municipality of each such field. They change with the contents rows (which lock their items
 *   before reading the main rows) and with the main rows whose column changes (an update holds
 *   its rows' locks).
 *
 * A total is the sum of its key's rows. Appending, never updating, keeps concurrent writers from
 * waiting on, or deadlocking over, one counter row; `compactCounts` folds an entity's rows into one
 * per key now and then (a delete of the rows it sees and an insert of their sum, in one statement:
 * rows written meanwhile are not seen and stay), run by one process of those on the database
 * (`server/cluster/upkeep.ts`). Whatever writes the tables (saves, deletes, seeds,
 * plain SQL) is counted. The triggers are made from the registry's tables at start-up
 * (`ensureListCounts`), so a new entity gets them with no code; when their SQL changes they are
 * made again and the entity's totals counted afresh, with its tables locked against writers.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { keptMunicipalityColumn, type EntityRuntime } from './entity';

/** `lang` and `status` of the live-items total. */
const ITEMS_KEY = { lang: '', status: -1 } as const;

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

interface CountedTables {
  readonly entity: string;
  readonly main: string;
  /** The contents table when the entity has a status (the status filter's totals), else null. */
  readonly contents: string | null;
  /** With contents: the municipalities relation table and its municipality column, else null. */
  readonly places: { readonly table: string; readonly column: string } | null;
  /** With contents: the addresses' generated municipality columns of the main table, by field. */
  readonly kept: readonly { readonly field: string; readonly column: string }[];
}

function countedTables(runtime: EntityRuntime): CountedTables {
  const { contents } = runtime.tables;
  const counted = contents && runtime.hasStatus ? getTableName(contents) : null;
  const relation = runtime.relations.get('municipalities');
  const columns = getTableColumns(runtime.tables.main);
  const kept = runtime.fields.flatMap((stored) => {
    const generated = counted ? keptMunicipalityColumn(runtime, stored) : null;
    const column = generated === null ? undefined : columns[generated];
    return column ? [{ field: stored.field.name, column: column.name }] : [];
  });
  return {
    entity: runtime.name,
    main: getTableName(runtime.tables.main),
    contents: counted,
    places: counted && relation ? { table: getTableName(relation.table), column: relation.meta.column } : null,
    kept,
  };
}

/** The generated municipality columns of main row `row`, as rows `k(field, municipality)`. */
function keptRows(kept: CountedTables['kept'], row: string): string {
  return `(values ${kept.map((at) => `(${literal(at.field)}, ${row}.${ident(at.column)})`).join(', ')}) k(field, municipality)`;
}

/** A function name of PostgreSQL's 63 bytes at most, unique per entity and table. */
function functionName(tables: CountedTables, table: 'main' | 'contents' | 'relation' | 'gone'): string {
  const hash = createHash('sha1').update(`${tables.entity}\u0000${table}`).digest('hex').slice(0, 8);
  return `list_counts_${table}_${hash}`;
}

/** The statements that make an entity's triggers (idempotent), in order. */
function triggerStatements(tables: CountedTables): string[] {
  const entity = literal(tables.entity);
  const statements: string[] = [];
  const make = (table: string, fn: string, body: { insert: string; delete: string; update: string }): void => {
    statements.push(
      `create or replace function ${ident(fn)}() returns trigger language plpgsql as $body$
begin
  if tg_op = 'INSERT' then
    ${body.insert}
  elsif tg_op = 'DELETE' then
    ${body.delete}
  else
    ${body.update}
  end if;
  return null;
end
$body$`,
    );
    for (const [event, referencing] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
    ] as const) {
      statements.push(
        `create or replace trigger ${ident(`list_counts_${event}`)} after ${event} on ${ident(table)} ` +
          `referencing ${referencing} for each statement execute function ${ident(fn)}()`,
      );
    }
  };
  // Live items: net change of the rows with draft 0.
  const items = (from: string): string =>
    `insert into list_counts (entity, lang, status, delta)
      select ${entity}, '', -1, sum(d) from (${from}) t having sum(d) <> 0;`;
  const { places, kept, contents: contentsTable } = tables;
  // An address moved to another municipality moves its item's live contents: changed columns only.
  const keptMoved =
    contentsTable && kept.length > 0
      ? `
    insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, t.field, t.municipality, sum(t.d)
        from (select n.id as item_id, k.field, e.municipality, e.d
                from new_rows n join old_rows o on o.id = n.id
                cross join lateral (values ${kept
                  .map((at) => `(${literal(at.field)}, n.${ident(at.column)}, o.${ident(at.column)})`)
                  .join(', ')}) k(field, now, was)
                cross join lateral (values (k.now, 1), (k.was, -1)) e(municipality, d)
               where k.now is distinct from k.was and e.municipality is not null) t
        join ${ident(contentsTable)} c on c.item_id = t.item_id and c.draft = 0
       group by c.lang, c.status, t.field, t.municipality having sum(t.d) <> 0;`
      : '';
  make(tables.main, functionName(tables, 'main'), {
    insert: items(`select 1 as d from new_rows where draft = 0`),
    delete: items(`select -1 as d from old_rows where draft = 0`),
    update:
      items(`select 1 as d from new_rows where draft = 0 union all select -1 from old_rows where draft = 0`) +
      keptMoved,
  });
  if (!contentsTable) return statements;
  // The items a statement changed, locked before the other table is read (see the head).
  const lock = (ids: string): string =>
    `perform 1 from ${ident(tables.main)} m where m.id in (${ids}) order by m.id for no key update;`;
  const contents = (from: string, ids: string): string => {
    const parts = [
      `insert into list_counts (entity, lang, status, delta)
      select ${entity}, lang, status, sum(d) from (${from}) t group by lang, status having sum(d) <> 0;`,
    ];
    if (places || kept.length > 0) parts.push(lock(ids));
    if (places) {
      parts.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, t.lang, t.status, r.field, r.${ident(places.column)}, sum(t.d)
        from (${from}) t join ${ident(tables.main)} m on m.id = t.item_id
        join ${ident(places.table)} r on r.item_id = t.item_id
       group by t.lang, t.status, r.field, r.${ident(places.column)} having sum(t.d) <> 0;`);
    }
    if (kept.length > 0) {
      parts.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, t.lang, t.status, k.field, k.municipality, sum(t.d)
        from (${from}) t join ${ident(tables.main)} m on m.id = t.item_id cross join lateral ${keptRows(kept, 'm')}
       where k.municipality is not null
       group by t.lang, t.status, k.field, k.municipality having sum(t.d) <> 0;`);
    }
    return parts.join('\n    ');
  };
  make(contentsTable, functionName(tables, 'contents'), {
    insert: contents(
      `select item_id, lang, status, 1 as d from new_rows where draft = 0`,
      `select item_id from new_rows`,
    ),
    delete: contents(
      `select item_id, lang, status, -1 as d from old_rows where draft = 0`,
      `select item_id from old_rows`,
    ),
    update: contents(
      `select item_id, lang, status, 1 as d from new_rows where draft = 0 ` +
        `union all select item_id, lang, status, -1 from old_rows where draft = 0`,
      `select item_id from new_rows union select item_id from old_rows`,
    ),
  });
  if (!places && kept.length === 0) return statements;
  // An item deleted takes its contents and places with it, by cascades whose triggers run when
  // both are gone (and count nothing, the item being gone too): its pairs are taken off before it
  // goes, by a row trigger.
  const gone: string[] = [];
  if (places) {
    gone.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, r.field, r.${ident(places.column)}, -count(*)
        from ${ident(contentsTable)} c join ${ident(places.table)} r on r.item_id = c.item_id
       where c.item_id = old.id and c.draft = 0
       group by c.lang, c.status, r.field, r.${ident(places.column)};`);
  }
  if (kept.length > 0) {
    gone.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, k.field, k.municipality, -count(*)
        from ${ident(contentsTable)} c cross join lateral ${keptRows(kept, 'old')}
       where c.item_id = old.id and c.draft = 0 and k.municipality is not null
       group by c.lang, c.status, k.field, k.municipality;`);
  }
  const before = functionName(tables, 'gone');
  statements.push(
    `create or replace function ${ident(before)}() returns trigger language plpgsql as $body$
begin
  if old.draft = 0 then
    ${gone.join('\n    ')}
  end if;
  return old;
end
$body$`,
    `create or replace trigger ${ident('list_counts_gone')} before delete on ${ident(tables.main)} ` +
      `for each row execute function ${ident(before)}()`,
  );
  if (places) {
    const relation = (from: string, ids: string): string => `${lock(ids)}
    insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, t.field, t.municipality, sum(t.d)
        from (${from}) t join ${ident(tables.main)} m on m.id = t.item_id
        join ${ident(contentsTable)} c on c.item_id = t.item_id and c.draft = 0
       group by c.lang, c.status, t.field, t.municipality having sum(t.d) <> 0;`;
    const column = ident(places.column);
    make(places.table, functionName(tables, 'relation'), {
      insert: relation(
        `select item_id, field, ${column} as municipality, 1 as d from new_rows`,
        `select item_id from new_rows`,
      ),
      delete: relation(
        `select item_id, field, ${column} as municipality, -1 as d from old_rows`,
        `select item_id from old_rows`,
      ),
      update: relation(
        `select item_id, field, ${column} as municipality, 1 as d from new_rows ` +
          `union all select item_id, field, ${column}, -1 from old_rows`,
        `select item_id from new_rows union select item_id from old_rows`,
      ),
    });
  }
  return statements;
}

/** The statements that count an entity's totals afresh (its rows in `list_counts` deleted first). */
function recountStatements(tables: CountedTables): string[] {
  const entity = literal(tables.entity);
  const statements = [
    `delete from list_counts where entity = ${entity}`,
    `insert into list_counts (entity, lang, status, delta)
      select ${entity}, '', -1, count(*) from ${ident(tables.main)} where draft = 0 having count(*) > 0`,
  ];
  const { contents, places, kept } = tables;
  if (!contents) return statements;
  statements.push(`insert into list_counts (entity, lang, status, delta)
      select ${entity}, lang, status, count(*) from ${ident(contents)} where draft = 0 group by lang, status`);
  if (places) {
    const column = ident(places.column);
    statements.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, r.field, r.${column}, count(*)
        from ${ident(places.table)} r join ${ident(contents)} c on c.item_id = r.item_id and c.draft = 0
       group by c.lang, c.status, r.field, r.${column}`);
  }
  if (kept.length > 0) {
    statements.push(`insert into list_counts (entity, lang, status, field, municipality, delta)
      select ${entity}, c.lang, c.status, k.field, k.municipality, count(*)
        from ${ident(contents)} c join ${ident(tables.main)} m on m.id = c.item_id cross join lateral ${keptRows(kept, 'm')}
       where c.draft = 0 and k.municipality is not null
       group by c.lang, c.status, k.field, k.municipality`);
  }
  return statements;
}

/**
 * Makes (or re-makes) the triggers of every entity whose trigger SQL is not the one recorded in
 * `list_count_sources`, and counts its totals afresh in the same transaction, its tables locked
 * against writers meanwhile. At start-up, inside the set-up lock; does nothing when all is current.
 */
export async function ensureListCounts(db: Db, runtimes: Iterable<EntityRuntime>): Promise<string[]> {
  const recorded = new Map(
    (await rows<{ entity: string; signature: string }>(db, sql`select entity, signature from list_count_sources`)).map(
      (row) => [row.entity, row.signature],
    ),
  );
  const made: string[] = [];
  for (const runtime of runtimes) {
    const tables = countedTables(runtime);
    const statements = triggerStatements(tables);
    const signature = createHash('sha1').update(statements.join('\n;\n')).digest('hex');
    if (recorded.get(tables.entity) === signature) continue;
    await db.transaction(async (tx) => {
      const locked = [tables.main, tables.contents, tables.places?.table]
        .filter((table): table is string => typeof table === 'string')
        .map(ident)
        .join(', ');
      await tx.execute(sql.raw(`lock table ${locked} in share row exclusive mode`));
      for (const statement of [...statements, ...recountStatements(tables)]) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into list_count_sources (entity, signature) values (${tables.entity}, ${signature})
        on conflict (entity) do update set signature = excluded.signature`);
    });
    made.push(tables.entity);
  }
  return made;
}

/** Folds an entity's rows of `list_counts` into one per key (keys summing to 0 go). */
export async function compactCounts(db: Db, entity: string): Promise<void> {
  await db.execute(sql`with gone as (delete from list_counts where entity = ${entity}
      returning lang, status, field, municipality, delta)
    insert into list_counts (entity, lang, status, field, municipality, delta)
    select ${entity}, lang, status, field, municipality, sum(delta) from gone
     group by lang, status, field, municipality having sum(delta) <> 0`);
}

/** Folds the rows of every entity that has a key with more than one (at start-up: one query when none has). */
export async function compactAllCounts(db: Db): Promise<void> {
  const entities = await rows<{ entity: string }>(
    db,
    sql`select distinct entity from list_counts group by entity, lang, status, field, municipality having count(*) > 1`,
  );
  for (const { entity } of entities) await compactCounts(db, entity);
}

/** A maintained total's key: the live contents in `lang` with `status`, and in `place` of `field` when given. */
export interface CountKey {
  readonly lang: string;
  readonly status: number;
  readonly place?: { readonly field: string; readonly id: number };
}

/**
 * The statement giving a maintained total as `total`: the live items (`key` null), or the live
 * contents of `key`.
 */
export function maintainedTotal(entity: string, key: CountKey | null): SQL {
  const { lang, status } = key ?? ITEMS_KEY;
  const field = key?.place?.field ?? '';
  const municipality = key?.place?.id ?? 0;
  return sql`select coalesce(sum(delta), 0)::int as total from list_counts
    where entity = ${entity} and lang = ${lang} and status = ${status} and field = ${field} and municipality = ${municipality}`;
}
