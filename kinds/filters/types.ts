/**
 * What a filter kind is made of, one part per host, and the small interfaces each host gives its
 * parts. A filter kind (`kinds/filters/<kind>/`) is one unit:
 * - `definition.ts` (generator): how a schema writes it (meta-schema), its checks against the
 *   entity, its normalisation and its query parameter, declared once (`param`: the OpenAPI schema
 *   with its bounds and the reader the server applies, through the entity's list contract);
 * - `server.ts` (API): the SQL condition;
 * - `url.ts` (admin): the URL-state codec (a raw search parameter to its canonical value);
 * - `control.tsx` (admin): the control of the list's filter bar.
 * Kinds import only `core/`, npm packages, `kinds/host/` and their own family: never the hosts'
 * internals, which give them what they need through these interfaces.
 */
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { EntityMeta, FieldMeta, FilterKind, Label, ListFilter } from '../../core/model';
import type { Param } from '../../core/contracts/define';

// ---------------------------------------------------------------------------------------------
// Generator

/** A filter as a schema writes it in `list.filters` (the object form, after its meta-schema). */
export interface FilterInput {
  readonly param: string;
  readonly kind: FilterKind;
  readonly label?: Label | undefined;
  readonly field?: string | undefined;
  readonly main?: number | undefined;
  readonly mainParam?: string | undefined;
  readonly options?:
    | readonly { readonly value: string | number; readonly label: Label; readonly disabled?: boolean | undefined }[]
    | undefined;
}

/** The schema language's shared pieces, given by the generator to build a kind's meta-schema. */
export interface FilterInputParts {
  readonly identifier: z.ZodString;
  readonly label: z.ZodType<Label>;
  readonly selectOption: z.ZodType<{ value: string | number; label: Label; disabled?: boolean | undefined }>;
}

/** A problem of a filter against its entity, at a path under the filter (`['field']`). */
export interface FilterIssue {
  readonly path: readonly string[];
  readonly code: 'shape' | 'kind-mismatch';
  readonly message: string;
}

export interface FilterDefinition {
  /** The bare name a schema may write instead of an object (`status`), with its param and label; null when none. */
  readonly shorthand: { readonly param: string; readonly label: Label } | null;
  /** The object form's meta-schema (a strict object with `kind` this kind); null: not written in `list.filters`. */
  readonly input: ((parts: FilterInputParts) => z.ZodType<FilterInput>) | null;
  /**
   * What the kind needs of the field it names (`field`: the named field as written, when the
   * entity has it; else undefined).
   */
  check(input: FilterInput, field: Readonly<Record<string, unknown>> | undefined): readonly FilterIssue[];
  /** The normalised filter from the common one (`base`) and its field (defaults the kind takes from the field). */
  normalise(base: ListFilter, field: FieldMeta | null): ListFilter;
  /**
   * The list call's query parameter, declared once: its schema with its bounds (OpenAPI) and its
   * reader (the server; errors go to the reader, undefined: nothing applied). Null when the list
   * call reads none of its own.
   */
  param(filter: ListFilter): Param<FilterValue | undefined> | null;
  /** Whether its field is a place whose municipality the database keeps in a column of its own (indexed). */
  readonly readsPlace: boolean;
  /**
   * It reads no field but the item's occurrence days (`core/occurrence-days.ts`): the generator
   * refuses it on an entity none of whose fields (at any depth) is of a kind that occurs.
   */
  readonly readsDays?: true;
}

// ---------------------------------------------------------------------------------------------
// Server

export type FilterValue = number | string;

/** The item a condition is about: its id (`m.id` or `lc.item_id`) and its main row's columns. */
export interface ItemScope {
  readonly item: SQL;
  /** A column of the item's main row (joined only when read). */
  main(column: string): SQL;
}

/** A condition over one value of a field, whichever table holds it. */
export type FieldTest = (scope: ItemScope, test: (value: SQL) => SQL) => SQL;

/** What the list engine tells a filter kind about its entity, once, when it plans the list. */
export interface FilterEntity {
  /** The contents table (per language), null when the entity has none. */
  readonly contents: SQL | null;
  /** A condition on the named field's value; null when the entity lacks the field. */
  field(name: string | null): FieldTest | null;
  /**
   * A condition on the item's place (`match(municipalityId)`): the named place field, else the
   * entity's default place field; null when it has none.
   */
  place(name: string | null): FieldTest | null;
  /** The categories relation (table and category id column), null when the entity has none. */
  categories(): { readonly table: SQL; readonly column: SQL } | null;
  /**
   * A condition "the item happens on a day from `from` to `to`" (wire dates, both included; null:
   * that end open), on the occurrence days the database keeps and indexes
   * (`core/occurrence-days.ts`); null when the entity keeps none.
   */
  occurrences(): OccurrenceTest | null;
}

/** A condition on the item's occurrence days: one of them from `from` to `to` (null: open). */
export type OccurrenceTest = (scope: ItemScope, from: string | null, to: string | null) => SQL;

/** A filter's condition for an applied value, in the list's language. */
export type FilterCondition = (value: FilterValue, scope: ItemScope, lang: string) => SQL;

export interface ServerFilterKind {
  /** Its condition for the entity, worked out once; null when it narrows nothing by itself. */
  plan(filter: ListFilter, entity: FilterEntity): FilterCondition | null;
  /**
   * How the engine counts totals with it: `status` (a status of the contents rows in the list's
   * language: the total is counted from those rows, or read when maintained), `municipality`
   * (a municipality id of a place field: a maintained total beside the status), or null.
   */
  readonly counting: 'status' | 'municipality' | null;
  /** Reads a place field: its field, when named, is the entity's default place field. */
  readonly readsPlace: boolean;
}

// ---------------------------------------------------------------------------------------------
// Admin

/** The URL-state codec of a filter kind. */
export interface FilterUrl {
  /** What the control shows when nothing is applied. */
  readonly empty: string;
  /** The canonical value of a raw search parameter; null when empty, the default or invalid. */
  normalize(filter: Pick<ListFilter, 'kind' | 'options'>, raw: string): string | null;
  /** It reads the list's content language (`lang`): the list offers the language beside it. */
  readonly readsLanguage: boolean;
}

/** The admin messages filter controls use (the host's translations). */
export type FilterMessageKey =
  | 'list.allOptions'
  | 'list.allStatuses'
  | 'list.allCategories'
  | 'list.allProvinces'
  | 'list.noOptions'
  | 'list.typeToSearch'
  | 'list.dateFrom'
  | 'list.dateTo'
  | 'list.dateHint'
  | 'list.dateRangeOrder';

/** An option of a looked-up list (categories, provinces, municipalities). */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
  /** Nesting level in a category tree (0 for the main category's children). */
  readonly depth: number;
}

interface Lookup<T> {
  readonly data: T | undefined;
  readonly isSuccess: boolean;
}

/** The admin's lookups (React hooks over its API client and cache), given to the controls. */
export interface FilterLookups {
  useCategoryOptions(main: number | null, lang: string): Lookup<readonly FilterOption[]>;
  useProvinceOptions(enabled: boolean): Lookup<readonly FilterOption[]>;
  /** Municipalities whose name contains the text (from `minChars`), optionally in a province. */
  useMunicipalitySearch(name: string, province: string | null, minChars: number): Lookup<readonly FilterOption[]>;
  /** One municipality by id (null: it does not exist). */
  useMunicipality(id: string | null): Lookup<FilterOption | null>;
  /** Live items of an entity whose title contains the text. */
  useReferenceSearch(entity: string, text: string): Lookup<readonly { id: number; title: string }[]>;
  /** One live item of an entity (null: gone). */
  useReferenceItem(entity: string, id: number | null): Lookup<{ title: string } | null>;
}

/** What the admin gives every control. */
export interface FilterHost {
  readonly label: (label: Label) => string;
  readonly t: (key: FilterMessageKey, params?: Readonly<Record<string, string | number>>) => string;
  /** The UI language (category titles). */
  readonly language: string;
  readonly lookups: FilterLookups;
}

export interface FilterControlProps {
  readonly host: FilterHost;
  readonly meta: EntityMeta;
  readonly filter: ListFilter;
  /** The draft value (canonical string, '' for none). */
  readonly value: string;
  /** The applied value, null when none. */
  readonly applied: string | null;
  /** The whole draft by parameter (a control narrowed by another's value reads it). */
  readonly draft: Readonly<Record<string, string>>;
  readonly onChange: (value: string) => void;
  /** An applied value the lookups show to be gone: the list drops it. Stable: called with the filter's param. */
  readonly onInvalid: (param: string) => void;
}
