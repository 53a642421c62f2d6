/**
 * The server's interface to the field kinds: what a kind's server part (`kinds/<kind>/server.ts`)
 * gives the server (how a stored value is read into the API answer, how an incoming value is
 * sanitised before validation, which defaults fill it, which rows it refers to, how it is written
 * (to its column, or as rows of its relation), and how lists show and filter it), and what the
 * server passes it: the contexts below. A kind's server part imports this module, `core/` and
 * `./sql.ts`, never `server/`: the database, the media library and the save's errors reach it as
 * members of its context. One entry per kind in `SERVER_KINDS` (`../registry.server.ts`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWireDateTime } from '#core/dates';
import type { ValidationMessageKey } from '#core/messages';
import type { FieldKind, FieldMeta, FieldOfKind, RelationMeta } from '#core/model';
import { categorySubtree, idList } from './sql';

export interface SanitiseContext {
  /** Sanitises a nested field's value (members of groups and lists). */
  readonly nested: (field: FieldMeta, value: unknown, perLanguage: boolean) => unknown;
  /** The sanitised form of one rich text's HTML (worked out beforehand, `../sanitise.ts`). */
  readonly richText: (html: string) => string;
}

export interface FillContext {
  /** The user saving. */
  readonly userId: number;
  /** The save's time, in the wire format. */
  readonly now: string;
  /** The value belongs to a new item, or to a language the item did not have. */
  readonly isNew: boolean;
}

/** Where a save collects its field errors (the server's `FieldErrors`). */
export interface ReferenceErrors {
  add(path: string, key: ValidationMessageKey, params?: Record<string, string | number>): void;
}

/** What a reference check receives from the server. */
export interface ReferenceContext {
  /** The value's error path (`contents.it.tags`). */
  readonly path: string;
  readonly errors: ReferenceErrors;
  /** Runs a query in the save's transaction and returns its rows. */
  readonly rows: <T>(query: SQL) => Promise<T[]>;
  /**
   * The media library's check of an image or file field's value (every id a file of the library
   * of a type the field accepts; the entries' addresses refreshed from it), adding errors at `path`.
   */
  readonly mediaReferences: (field: FieldOfKind<'images'> | FieldOfKind<'files'>, value: unknown) => Promise<void>;
}

/** Whether a value counts as absent: undefined, null or blank text. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One row of a relation table, as read and as written. */
export interface RelationRow {
  readonly id: number;
  /** `is_primary`, for relations that have it. */
  readonly primary: boolean;
  /** The target's label column read along (tag names), for relations that have one. */
  readonly label: string | null;
}

/** How a value of a kind stored in a relation becomes rows and back. */
export interface RelationCodec<K extends FieldKind> {
  /** The rows of a validated value, in order, without duplicate ids. */
  toRows(field: FieldOfKind<K>, value: unknown): RelationRow[];
  /** The API value of the stored rows (none: the empty value). */
  fromRows(field: FieldOfKind<K>, rows: readonly RelationRow[]): unknown;
}

/** Where a list finds a field's value, for the kind-specific SQL of places. */
export interface PlaceSql {
  /** The field (the server's stored field: its value's place). */
  readonly stored: { readonly field: FieldMeta };
  /** The item's id: `m.id`, or the contents row's `item_id` when a total is counted from the contents. */
  readonly item: SQL;
  /** The field's column on the main row (`m."comune"`). */
  readonly column: SQL;
  /**
   * The municipality id the database keeps beside the column (`core/municipality-columns.ts`), indexed with the
   * item id, when the lists filter on the field; null when it keeps none.
   */
  readonly municipality: SQL | null;
  /** The relation table holding the field, when it is stored in one. */
  readonly relation: { readonly meta: RelationMeta; readonly sqlName: SQL } | undefined;
  /** Another kind's place reader (a list reads its entries' address through the address kind's). */
  readonly readerOf: (field: FieldMeta) => PlaceReader;
}

/** How municipality and province filters and columns read a place from a field. */
export interface PlaceReader {
  /** Preference when an entity's place field is picked automatically (lower first); null: never. */
  readonly rank: number | null;
  /** True when the item's place matches `match(municipality id)`. */
  condition(at: PlaceSql, match: (municipalityId: SQL) => SQL): SQL;
  /** The place's municipality or province name(s), for a list column. */
  names(at: PlaceSql, which: PlaceName): SQL;
}

/** What a place column shows: the municipality, the province, or the municipality with its short province. */
export type PlaceName = 'municipality' | 'province' | 'municipalityProvince';

/** A place name over `municipalities mu join provinces p` (`Bologna`, `Bologna`, `Bologna (BO)`). */
export function placeNameSql(which: PlaceName): SQL {
  if (which === 'municipality') return sql`mu.name`;
  if (which === 'province') return sql`p.nome`;
  return sql`mu.name || ' (' || p.sigla || ')'`;
}

export interface ServerKind<K extends FieldKind> {
  /** A stored column value (never null) as the API sends it. */
  read(field: FieldOfKind<K>, value: unknown): unknown;
  /** A validated value (never undefined) as its column stores it. */
  write(field: FieldOfKind<K>, value: unknown): unknown;
  /** An incoming value (never null) before validation: rich text is sanitised, nested values visited. */
  sanitise(field: FieldOfKind<K>, value: unknown, context: SanitiseContext): unknown;
  /** A validated value (possibly absent) with the server's defaults applied; the same value when none applies. */
  fill(field: FieldOfKind<K>, value: unknown, context: FillContext): unknown;
  /** Checks that the rows a (non-null) value names exist, adding errors; null: it names none. */
  readonly references: ((field: FieldOfKind<K>, value: unknown, context: ReferenceContext) => Promise<void>) | null;
  /** For kinds the generator may store in a relation (`core/relations.ts`); null: never in one. */
  readonly relation: RelationCodec<K> | null;
  /** A column's value inside a list row's JSON (dates in the wire format). */
  listValue(expr: SQL): SQL;
  readonly place: PlaceReader;
  /** The wire dates (YYYY-MM-DD) a stored value happens on, for the occurrence index; absent: none. */
  readonly days?: (field: FieldOfKind<K>, value: unknown) => readonly string[];
}

/** A place read from a column holding a municipality id. */
export const COLUMN_PLACE: PlaceReader = {
  rank: null,
  condition: (at, match) => match(at.column),
  names: (at, which) =>
    sql`(select ${placeNameSql(which)} from municipalities mu
      join provinces p on p.id = mu.province_id where mu.id = ${at.column})`,
};

const identity = (expr: SQL): SQL => expr;

/**
 * A value kept as it is in a column (text, number, boolean, JSON): read back as stored (instants
 * in the wire format), written as validated, nothing to sanitise or check.
 */
export function plainKind<K extends FieldKind>(): ServerKind<K> {
  return {
    read: (_field, value) => (value instanceof Date ? toWireDateTime(value) : value),
    write: (_field, value) => value,
    sanitise: (_field, value) => value,
    fill: (_field, value) => value,
    references: null,
    relation: null,
    listValue: identity,
    place: COLUMN_PLACE,
  };
}

/** Ids among `ids` that exist in `table` (a platform or entity table of ours). */
export async function existingIds(
  rows: ReferenceContext['rows'],
  table: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set<number>();
  const found = await rows<{ id: number }>(sql`select id from ${sql.identifier(table)} where id in ${idList(ids)}`);
  return new Set(found.map((row) => row.id));
}

/** Category ids under a main category (the main itself excluded). */
export async function categoriesUnder(
  rows: ReferenceContext['rows'],
  main: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number }>(
    sql`select id from categories where id in ${idList(ids)} and id <> ${main} and id in ${categorySubtree(main)}`,
  );
  return new Set(found.map((row) => row.id));
}

/** Distinct ids, in their first order. */
export function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
