/**
 * The tables of one entity as data (`TableSpec`): the main table, the per-language contents
 * table, and one relation table per relation its fields use, shaped by its description in
 * `core/relations.ts` (with a foreign key to the relation's target when that is one of our
 * tables). Table names come from `tableNames`.
 */
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { RELATION_NAMES, relationColumns, relationOf } from '../../../core/relations';
import { storageOf } from '../../kinds';
import type { Storage } from '../../../kinds/host/generator';
import type { Model } from '../../normalise';
import { tableNames } from '../names';
import { fieldColumns, instantColumn, occurrenceColumns, type ColumnSpec } from './columns';
import { pgIdentifier, quote } from './identifiers';
import { PLATFORM_BY_SQL_NAME, type Imports } from './imports';

export type RelationKind = Extract<Storage, { kind: 'relation' }>['relation'];
export const RELATION_KINDS: readonly RelationKind[] = RELATION_NAMES;

export interface TableSpec {
  readonly exportName: string;
  readonly sqlName: string;
  readonly doc: string;
  readonly columns: readonly ColumnSpec[];
  /** Expressions of the extra-config callback, over its `table` parameter. */
  readonly extras: readonly string[];
}

/** The exported tables of one entity, by role. */
export type EntityTables = Partial<Record<'main' | 'contents' | RelationKind, TableSpec>>;

/** The top-level fields of an entity stored in relation tables, by relation kind. */
export function relationFields(entity: EntityMeta): Map<RelationKind, FieldMeta[]> {
  const byRelation = new Map<RelationKind, FieldMeta[]>();
  for (const field of [...entity.fields, ...entity.contents]) {
    const storage = storageOf(field);
    if (storage.kind !== 'relation') continue;
    byRelation.set(storage.relation, [...(byRelation.get(storage.relation) ?? []), field]);
  }
  return byRelation;
}

function mainTable(entity: EntityMeta, imports: Imports): TableSpec {
  const names = tableNames(entity);
  const sqlName = names.main.sqlName;
  const integer = imports.pg('integer');
  const fields = fieldColumns({
    entity,
    fields: entity.fields,
    tableSqlName: sqlName,
    perLanguage: false,
    imports,
  });
  const occurrences = occurrenceColumns(entity, sqlName, imports);
  const extras = [
    // A revision draft (draft > 0) points at the live item it would replace, and goes with it (and
    // follows it when ids colliding across types are renumbered, migration 48-item-ids).
    `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(sqlName, 'original_id', 'fk'))}, columns: [table.original_id], foreignColumns: [table.id] }).onDelete('cascade').onUpdate('cascade')`,
    `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(sqlName, 'created_by', 'fk'))}, columns: [table.created_by], foreignColumns: [${imports.table('usersTable')}.id] }).onDelete('set null')`,
    `${imports.pg('index')}(${quote(pgIdentifier(sqlName, 'original_id', 'idx'))}).on(table.original_id)`,
    ...fields.extras,
    ...occurrences.extras,
  ];
  if (entity.contents.length > 0) {
    // Target of the contents rows' (item_id, draft) key, which keeps their `draft` copy in step.
    extras.push(
      `${imports.pg('unique')}(${quote(pgIdentifier(sqlName, 'id', 'draft', 'unique'))}).on(table.id, table.draft)`,
    );
  }
  return {
    exportName: names.main.exportName,
    sqlName,
    doc: `${entity.label.plural.en}: one row per item, and one per revision draft (\`draft > 0\`, \`original_id\`).`,
    columns: [
      // One sequence numbers the items of every entity, revision drafts included, so that an id
      // names one item whatever its type (the spec's calls that take an id alone).
      { key: 'id', expression: `${integer}('id').primaryKey().default(${imports.itemIdDefault()})` },
      // Optimistic concurrency: a save names the version it was based on (409 when stale).
      { key: 'version', expression: `${integer}('version').notNull().default(1)` },
      { key: 'draft', expression: `${integer}('draft').notNull().default(0)` },
      { key: 'original_id', expression: `${integer}('original_id')` },
      { key: 'created_at', expression: instantColumn('created_at', imports) },
      { key: 'updated_at', expression: instantColumn('updated_at', imports) },
      { key: 'created_by', expression: `${integer}('created_by')` },
      ...fields.columns,
      ...occurrences.columns,
    ],
    extras,
  };
}

function contentsTable(entity: EntityMeta, main: TableSpec, imports: Imports): TableSpec {
  const names = tableNames(entity);
  const sqlName = names.contents.sqlName;
  const integer = imports.pg('integer');
  const fields = fieldColumns({
    entity,
    fields: entity.contents,
    tableSqlName: sqlName,
    perLanguage: true,
    imports,
  });
  return {
    exportName: names.contents.exportName,
    sqlName,
    doc: `${entity.label.plural.en}: the fields held per language, one row per item and language.`,
    columns: [
      { key: 'id', expression: `${imports.pg('serial')}('id').primaryKey()` },
      { key: 'item_id', expression: `${integer}('item_id').notNull()` },
      // A copy of the item's `draft`, kept in step by the (item_id, draft) foreign key, so that
      // slug uniqueness can leave revision drafts out.
      { key: 'draft', expression: `${integer}('draft').notNull().default(0)` },
      { key: 'lang', expression: `${imports.pg('text')}('lang').notNull()` },
      ...fields.columns,
    ],
    extras: [
      `${imports.pg('unique')}(${quote(pgIdentifier(sqlName, 'item_id', 'lang', 'unique'))}).on(table.item_id, table.lang)`,
      `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(sqlName, 'item', 'fk'))}, columns: [table.item_id, table.draft], foreignColumns: [${main.exportName}.id, ${main.exportName}.draft] }).onDelete('cascade').onUpdate('cascade')`,
      ...fields.extras,
    ],
  };
}

/** The parts of a relation table that come from its description in `core/relations.ts`. */
interface RelationShape {
  /** The column holding the related row's id. */
  readonly column: string;
  /** The referenced table's export, or null when there is none to refer to. */
  readonly target: string | null;
  /** The target is an entity's main table (its ids come from the item id sequence). */
  readonly targetIsEntity: boolean;
  readonly onDelete: 'cascade' | 'no action';
  readonly perLanguage: boolean;
  readonly primary: boolean;
  readonly extraColumns: readonly ColumnSpec[];
  readonly doc: string;
}

/** The export of the table a relation points at: a platform table, an entity's main table, or none. */
function targetExport(target: string | null, model: Model, imports: Imports): string | null {
  if (target === null) return null;
  const platform = PLATFORM_BY_SQL_NAME.get(target);
  if (platform) return imports.table(platform);
  const entity = model.entities.find((candidate) => tableNames(candidate).main.sqlName === target);
  return entity ? tableNames(entity).main.exportName : null;
}

export function relationShape(relation: RelationKind, model: Model, imports: Imports): RelationShape {
  const description = relationOf(relation);
  const extraColumns = relationColumns(description).map((column) => ({
    key: column.name,
    expression: `${imports.pg(column.type)}(${quote(column.name)}).notNull().default(${String(column.default)})`,
  }));
  return {
    column: description.column,
    target: targetExport(description.target, model, imports),
    targetIsEntity:
      description.target !== null &&
      model.entities.some((candidate) => tableNames(candidate).main.sqlName === description.target),
    onDelete: description.onDelete,
    perLanguage: description.perLanguage,
    primary: description.primary,
    extraColumns,
    doc: description.doc,
  };
}

function relationTable(
  entity: EntityMeta,
  relation: RelationKind,
  main: TableSpec,
  model: Model,
  imports: Imports,
): TableSpec {
  const names = tableNames(entity)[relation];
  const sqlName = names.sqlName;
  const shape = relationShape(relation, model, imports);
  const integer = imports.pg('integer');
  const text = imports.pg('text');
  const foreignKey = imports.pg('foreignKey');
  const key = ['item_id', ...(shape.perLanguage ? ['lang'] : []), 'field', shape.column];
  const extras = [
    `${imports.pg('primaryKey')}({ name: ${quote(pgIdentifier(sqlName, 'pkey'))}, columns: [${key.map((column) => `table.${column}`).join(', ')}] })`,
    // Item ids may be renumbered (migration 48-item-ids): the rows follow their item.
    `${foreignKey}({ name: ${quote(pgIdentifier(sqlName, 'item_id', 'fk'))}, columns: [table.item_id], foreignColumns: [${main.exportName}.id] }).onDelete('cascade').onUpdate('cascade')`,
  ];
  if (shape.target) {
    const reference = `${foreignKey}({ name: ${quote(pgIdentifier(sqlName, shape.column, 'fk'))}, columns: [table.${shape.column}], foreignColumns: [${shape.target}.id] })`;
    const deleted = shape.onDelete === 'cascade' ? `${reference}.onDelete('cascade')` : reference;
    // A related item of an entity (a tag) may be renumbered too; a platform row keeps its id.
    extras.push(shape.targetIsEntity ? `${deleted}.onUpdate('cascade')` : deleted);
  }
  // List filters ("news of this destination") and counts read by the related id; with the item's
  // id in the index, a filtered count reads the index alone (an index-only scan), in item order.
  extras.push(
    `${imports.pg('index')}(${quote(pgIdentifier(sqlName, shape.column, 'idx'))}).on(table.${shape.column}, table.field, table.item_id)`,
  );
  if (shape.primary) {
    const sql = imports.sqlTag();
    extras.push(
      `${imports.pg('uniqueIndex')}(${quote(pgIdentifier(sqlName, 'primary', 'unique'))}).on(table.item_id, table.field).where(${sql}\`\${table.is_primary}\`)`,
    );
  }
  return {
    exportName: names.exportName,
    sqlName,
    doc: `${entity.label.plural.en}: ${shape.doc}`,
    columns: [
      { key: 'item_id', expression: `${integer}('item_id').notNull()` },
      ...(shape.perLanguage ? [{ key: 'lang', expression: `${text}('lang').notNull().default('')` }] : []),
      { key: 'field', expression: `${text}('field').notNull()` },
      { key: shape.column, expression: `${integer}(${quote(shape.column)}).notNull()` },
      ...shape.extraColumns,
    ],
    extras,
  };
}

export function entityTables(entity: EntityMeta, model: Model, imports: Imports): EntityTables {
  const main = mainTable(entity, imports);
  const tables: EntityTables = { main };
  if (entity.contents.length > 0) tables.contents = contentsTable(entity, main, imports);
  const byRelation = relationFields(entity);
  for (const relation of RELATION_KINDS) {
    if (byRelation.has(relation)) tables[relation] = relationTable(entity, relation, main, model, imports);
  }
  return tables;
}
