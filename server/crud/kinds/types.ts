/**
 * What the server does with each field kind: how a stored value is read into the API answer, how
 * an incoming value is sanitised before validation, which defaults fill it, which rows it refers
 * to, how it is written (to its column, or as rows of its relation), and how lists show and
 * filter it. One entry per
 * kind in `SERVER_KINDS` (`index.ts`): a kind without one fails to compile.
 */
import type { SQL } from 'drizzle-orm';
import type { FieldKind, FieldMeta, FieldOfKind } from '#core/model';
import type { Executor } from '../../db/client';
import type { RuntimeRelation, StoredField } from '../entity';
import type { FieldErrors } from '../save/context';

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

export interface ReferenceContext {
  readonly db: Executor;
  /** The value's error path (`contents.it.tags`). */
  readonly path: string;
  readonly errors: FieldErrors;
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
  readonly stored: StoredField;
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
  readonly relation: RuntimeRelation | undefined;
}

/** How municipality and province filters and columns read a place from a field. */
export interface PlaceReader {
  /** Preference when an entity's place field is picked automatically (lower first); null: never. */
  readonly rank: number | null;
  /** True when the item's place matches `match(municipality id)`. */
  condition(at: PlaceSql, match: (municipalityId: SQL) => SQL): SQL;
  /** The place's municipality or province name(s), for a list column. */
  names(at: PlaceSql, which: 'municipality' | 'province'): SQL;
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
}

/** One entry per kind: a kind missing here fails `npm run typecheck`. */
export type ServerKindMap = { readonly [K in FieldKind]: ServerKind<K> };
