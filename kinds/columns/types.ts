/**
 * What a column kind is made of, one part per host, and the small interfaces each host gives its
 * parts. A column kind (`kinds/columns/<kind>/`) is one unit:
 * - `definition.ts` (generator): the fields whose columns take it by default, whether it sorts by
 *   default, and its property of the list row as the OpenAPI declares it;
 * - `server.ts` (API): its select SQL (a subquery computed per row) and how the row takes its value;
 * - `cell.tsx` (admin): its cell in the list table.
 * Kinds import only `core/`, npm packages, `kinds/host/` and their own family: never the hosts'
 * internals, which give them what they need through these interfaces.
 */
import type { SQL } from 'drizzle-orm';
import type { ComponentType, ReactNode } from 'react';
import type { EntityMeta, FieldKind, Label, ListColumn } from '../../core/model';
import type { PlaceName } from '../host/server';

// ---------------------------------------------------------------------------------------------
// Generator

/** An OpenAPI schema object. */
export type ColumnSchema = Readonly<Record<string, unknown>>;

export interface ColumnDefinition {
  /** The field kinds whose columns are of this kind unless the schema names one. */
  readonly fieldKinds: readonly FieldKind[];
  /** Sorted by default whatever its field (the id). */
  readonly sortable: boolean;
  /**
   * Its property of the list row (`description`: the column's label, which the kind may extend);
   * null: none of its own (the row's shared properties carry what it shows).
   */
  rowProperty(column: ListColumn, description: string): ColumnSchema | null;
  /**
   * Its value may be several texts, shown as the first and the column's `more` text (then the
   * row property is the list of texts); a column of another kind may not have `more`.
   */
  readonly lists?: true;
  /**
   * It reads no field but the item's occurrence days (`core/occurrence-days.ts`): the generator
   * refuses it on an entity none of whose fields (at any depth) is of a kind that occurs, and
   * refuses `sortable` (its value depends on the day the list is read).
   */
  readonly readsDays?: true;
}

// ---------------------------------------------------------------------------------------------
// Server

/** The field a column reads, as the list engine stores it. */
export interface ColumnField {
  readonly kind: FieldKind;
  /** In the main row: its column there (`m.<name>`); null when stored elsewhere. */
  readonly main: SQL | null;
  /** Held in the categories relation (a category field). */
  readonly categories: boolean;
  readonly name: string;
}

/** What the list engine tells a column kind about its entity, once, when it plans the list. */
export interface ColumnEntity {
  /** The column's source field; null when it reads none. */
  field(source: string | null): ColumnField | null;
  /** The municipality or province names of a place field (`m.id`'s), as its kind reads them. */
  placeNames(source: string, which: PlaceName): SQL | null;
  /** The categories relation (table and category id column), null when the entity has none. */
  categories(): { readonly table: SQL; readonly column: SQL } | null;
  /** Relation tables whose ids point at the entity's items (tag uses), each with its id column. */
  readonly usageTables: readonly { readonly table: SQL; readonly column: SQL }[];
  /**
   * The item's first occurrence day from today on (`m.id`'s, a wire date `YYYY-MM-DD`, null when
   * it has none left), from the occurrence days the database keeps (`core/occurrence-days.ts`);
   * null when the entity keeps none. Today is the database server's current date in UTC.
   */
  nextOccurrence(): SQL | null;
}

export interface ServerColumnKind {
  /** The value computed per row by the select list (`col_<key>`); null: none (read from its field). */
  select(column: ListColumn, entity: ColumnEntity): SQL | null;
  /**
   * Whether the row carries the column as a property of its own (from its computed value or its
   * field); false for what the row's shared properties show (id, statuses).
   */
  readonly inRow: boolean;
  /** The row's value from the computed one, in the row's shown language. */
  rowValue(computed: unknown, lang: string, column: ListColumn): unknown;
  /**
   * The column's value in a CSV export (`exportCall`) from the list row; null: the column is not
   * exported (the row's actions).
   */
  readonly csv: ((row: Readonly<Record<string, unknown>>, column: ListColumn) => CsvValue) | null;
}

/** A CSV cell: text, a number, or empty. */
export type CsvValue = string | number | null;

// ---------------------------------------------------------------------------------------------
// Admin

/** A list row as the admin reads it. */
export type ColumnRow = Readonly<Record<string, unknown>>;

/** The admin messages cells use (the host's translations). */
export type ColumnMessageKey = 'list.openLink';

/** What the admin gives every cell. */
export interface ColumnHost {
  readonly label: (label: Label) => string;
  readonly t: (key: ColumnMessageKey, params?: Readonly<Record<string, string | number>>) => string;
  /** A link to an admin route whose `:name` parameters are the row's values of those keys. */
  readonly RouteLink: ComponentType<{ readonly route: string; readonly row: ColumnRow; readonly children: ReactNode }>;
  /** The row's status badge per language. */
  readonly StatusBadges: ComponentType<{ readonly row: ColumnRow; readonly meta: EntityMeta }>;
  /** The flags of the languages the row has content in. */
  readonly LanguageFlags: ComponentType<{ readonly row: ColumnRow; readonly meta: EntityMeta }>;
  /** The row's actions the list offers (edit, delete), after the column's own link if any. */
  readonly rowActions: (link: ListColumn['link']) => ReactNode;
}

export interface ColumnCellProps {
  readonly host: ColumnHost;
  readonly meta: EntityMeta;
  readonly column: ListColumn;
  readonly row: ColumnRow;
}

export interface AdminColumnKind {
  readonly Cell: ComponentType<ColumnCellProps>;
  /** Whether its header may sort the list (when the column is sortable). */
  readonly sorts: boolean;
}
