/**
 * What the generic CRUD engine knows of one entity, derived once from its generated registry entry:
 * where each field is stored (a column of the main or contents table, or one of the relation
 * tables its meta lists, described in `core/relations.ts`), which fields need server-side
 * treatment (slugs), and the SQL names. Nothing here names an entity or a kind: everything comes
 * from `meta`, the tables and the kind map of `kinds/`.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityMeta, FieldMeta, RelationMeta, SlugField } from '#core/model';
import { placeMunicipalityColumn } from '#core/municipality-columns';
import { OCCURRENCE_COLUMN } from '#core/occurrence-days';
import { RELATIONS, type RelationDescription, type RelationName } from '#core/relations';
import type { EntityValidators } from '#core/validation';
import { serverKind } from './kinds';

export type RelationKind = RelationName;

export type EntityTables = {
  readonly main: PgTable;
  readonly contents?: PgTable;
} & { readonly [R in RelationName]?: PgTable };

/** A relation table of the entity: its meta, its description and its table. */
export interface RuntimeRelation {
  readonly meta: RelationMeta;
  readonly description: RelationDescription;
  readonly table: PgTable;
  readonly sqlName: SQL;
}

export interface RegistryEntry {
  readonly meta: EntityMeta;
  readonly validators: EntityValidators;
  readonly tables: EntityTables;
}

export interface StoredField {
  readonly field: FieldMeta;
  /** Where the value lives. */
  readonly storage: 'main' | 'contents' | RelationKind;
}

export interface EntityRuntime {
  readonly name: string;
  readonly meta: EntityMeta;
  readonly validators: EntityValidators;
  readonly tables: EntityTables;
  /** SQL identifiers of the tables. */
  readonly sqlNames: Readonly<{ main: SQL; contents: SQL | null } & Partial<Record<RelationKind, SQL>>>;
  /** The relation tables the entity's fields use, by relation. */
  readonly relations: ReadonlyMap<RelationName, RuntimeRelation>;
  /** Shared fields (held once per item) and where they live. */
  readonly fields: readonly StoredField[];
  /** Per-language fields and where they live. */
  readonly contents: readonly StoredField[];
  /** Where the item's title is read: a contents column, or a main column (tags, templates). */
  readonly title: { readonly name: string; readonly perLanguage: boolean };
  readonly slugs: readonly SlugField[];
  /** True when the entity has statuses per language (and so a workflow). */
  readonly hasStatus: boolean;
  readonly languages: readonly string[];
  /**
   * The main table's column of the item's occurrence days (`#core/occurrence-days`), which the
   * generator gives entities with a field of a kind that occurs; null when it has none.
   */
  readonly occurrences: string | null;
}

function storageOf(meta: EntityMeta, field: FieldMeta, table: PgTable | undefined): StoredField['storage'] | null {
  const placement = field.perLanguage ? 'contents' : 'main';
  if (table && Object.prototype.hasOwnProperty.call(getTableColumns(table), field.name)) return placement;
  return meta.relations.find((relation) => relation.fields.includes(field.name))?.relation ?? null;
}

function runtimeRelations(meta: EntityMeta, tables: EntityTables): Map<RelationName, RuntimeRelation> {
  const relations = new Map<RelationName, RuntimeRelation>();
  for (const relation of meta.relations) {
    const table = tables[relation.relation];
    if (!table) throw new Error(`${meta.source}: no table for the ${relation.relation} relation`);
    relations.set(relation.relation, {
      meta: relation,
      description: RELATIONS[relation.relation],
      table,
      sqlName: sql`${sql.identifier(getTableName(table))}`,
    });
  }
  return relations;
}

export function entityRuntime(name: string, entry: RegistryEntry): EntityRuntime {
  const { meta, tables } = entry;
  const relations = runtimeRelations(meta, tables);
  const place = (fields: readonly FieldMeta[], table: PgTable | undefined): StoredField[] =>
    fields.map((field) => {
      const storage = storageOf(meta, field, table);
      const inRelation = storage !== null && storage !== 'main' && storage !== 'contents';
      if (storage === null || (inRelation && (!relations.has(storage) || !serverKind(field).relation))) {
        throw new Error(`${meta.source}: no storage for field '${field.name}' (${field.kind})`);
      }
      return { field, storage };
    });
  const fields = place(meta.fields, tables.main);
  const contents = place(meta.contents, tables.contents);
  const titlePerLanguage = contents.some((stored) => stored.field.name === meta.titleField);
  const relationNames: Partial<Record<RelationKind, SQL>> = {};
  for (const [relation, { sqlName }] of relations) relationNames[relation] = sqlName;
  return {
    name,
    meta,
    validators: entry.validators,
    tables,
    sqlNames: {
      main: sql`${sql.identifier(getTableName(tables.main))}`,
      contents: tables.contents ? sql`${sql.identifier(getTableName(tables.contents))}` : null,
      ...relationNames,
    },
    relations,
    fields,
    contents,
    title: { name: meta.titleField, perLanguage: titlePerLanguage },
    slugs: [...meta.fields, ...meta.contents].filter((field): field is SlugField => field.kind === 'slug'),
    hasStatus: meta.contents.some((field) => field.kind === 'status'),
    languages: meta.languages,
    occurrences: Object.prototype.hasOwnProperty.call(getTableColumns(tables.main), OCCURRENCE_COLUMN)
      ? OCCURRENCE_COLUMN
      : null,
  };
}

/** The stored field named `name` among the shared or per-language fields. */
export function findField(runtime: EntityRuntime, name: string): StoredField | undefined {
  return (
    runtime.contents.find((stored) => stored.field.name === name) ??
    runtime.fields.find((stored) => stored.field.name === name)
  );
}

/**
 * The generated municipality column the main table keeps beside a place field stored as JSON
 * (`#core/municipality-columns`), or null when it has none (the lists read the JSON then).
 */
export function keptMunicipalityColumn(runtime: EntityRuntime, stored: StoredField): string | null {
  if (stored.storage !== 'main') return null;
  const generated = placeMunicipalityColumn(stored.field.name);
  return Object.prototype.hasOwnProperty.call(getTableColumns(runtime.tables.main), generated) ? generated : null;
}
