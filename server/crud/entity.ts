/**
 * What the generic CRUD engine knows of one entity, derived once from its generated registry entry:
 * where each field is stored (a column of the main or contents table, or a relation table), which
 * fields need server-side treatment (slugs, rich text, authors, dates, covers), and the SQL names.
 * Nothing here names an entity: everything comes from `meta` and the tables.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityMeta, FieldMeta, SlugField } from '#core/model';
import type { EntityValidators } from '#core/validation';

export type RelationKind = 'categories' | 'municipalities' | 'tags';

/** The relation table each relation-stored kind uses (the generator's `storage` of these kinds). */
const RELATION_OF_KIND: Partial<Record<FieldMeta['kind'], RelationKind>> = {
  category: 'categories',
  municipalities: 'municipalities',
  tags: 'tags',
};

export interface EntityTables {
  readonly main: PgTable;
  readonly contents?: PgTable;
  readonly categories?: PgTable;
  readonly municipalities?: PgTable;
  readonly tags?: PgTable;
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
}

function storageOf(field: FieldMeta, table: PgTable | undefined): StoredField['storage'] | null {
  const placement = field.perLanguage ? 'contents' : 'main';
  if (table && Object.prototype.hasOwnProperty.call(getTableColumns(table), field.name)) return placement;
  return RELATION_OF_KIND[field.kind] ?? null;
}

export function entityRuntime(name: string, entry: RegistryEntry): EntityRuntime {
  const { meta, tables } = entry;
  const place = (fields: readonly FieldMeta[], table: PgTable | undefined): StoredField[] =>
    fields.map((field) => {
      const storage = storageOf(field, table);
      if (storage === null || (storage !== 'main' && storage !== 'contents' && !tables[storage])) {
        throw new Error(`${meta.source}: no storage for field '${field.name}' (${field.kind})`);
      }
      return { field, storage };
    });
  const fields = place(meta.fields, tables.main);
  const contents = place(meta.contents, tables.contents);
  const titlePerLanguage = contents.some((stored) => stored.field.name === meta.titleField);
  const relationNames: Partial<Record<RelationKind, SQL>> = {};
  for (const relation of ['categories', 'municipalities', 'tags'] as const) {
    const table = tables[relation];
    if (table) relationNames[relation] = sql`${sql.identifier(getTableName(table))}`;
  }
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
    fields,
    contents,
    title: { name: meta.titleField, perLanguage: titlePerLanguage },
    slugs: [...meta.fields, ...meta.contents].filter((field): field is SlugField => field.kind === 'slug'),
    hasStatus: meta.contents.some((field) => field.kind === 'status'),
    languages: meta.languages,
  };
}

/** The stored field named `name` among the shared or per-language fields. */
export function findField(runtime: EntityRuntime, name: string): StoredField | undefined {
  return (
    runtime.contents.find((stored) => stored.field.name === name) ??
    runtime.fields.find((stored) => stored.field.name === name)
  );
}
