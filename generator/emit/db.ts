/**
 * Emits `generated/db/schema.ts`: the Drizzle tables of every entity, beside the hand-written
 * platform tables of `core/db/platform.ts` that they refer to.
 *
 * Per entity: a main table (shared fields, optimistic-concurrency `version`, revision drafts),
 * a `_contents` table (one row per language), and one relation table per relation kind its
 * fields use (categories, municipalities, tags). Where a field's value lives comes from its
 * kind (`storageOf`); table names come from `tableNames`.
 */
import { getTableName } from 'drizzle-orm';
import {
  IndentationText,
  Project,
  VariableDeclarationKind,
  type CodeBlockWriter,
  type VariableStatementStructure,
  type WriterFunction,
  StructureKind,
} from 'ts-morph';
import { platformTables } from '../../core/db/platform';
import type { EntityMeta, FieldKind, FieldMeta } from '../../core/model';
import { jsonSchemaOf, storageOf } from '../kinds';
import type { JsonContext, JsonSchema, Storage } from '../kinds/types';
import type { Model } from '../normalise';
import { camelCase, pascalCase, tableNames } from './names';
import { header, type FileMap } from './types';

export const DB_SCHEMA_PATH = 'generated/db/schema.ts';
const PLATFORM_MODULE = '#core/db/platform';
const PG_CORE_MODULE = 'drizzle-orm/pg-core';
/** PostgreSQL truncates longer identifiers, which would make drizzle-kit see a rename each time. */
const MAX_IDENTIFIER_LENGTH = 63;
const BLANK_LINE = (writer: CodeBlockWriter): void => {
  writer.blankLine();
};

type PlatformTable = keyof typeof platformTables;
type ColumnType = Extract<Storage, { kind: 'column' }>['type'];
type RelationKind = Extract<Storage, { kind: 'relation' }>['relation'];

/** Columns every main table has, whatever the schema says. */
const MAIN_SYSTEM_COLUMNS = ['id', 'version', 'draft', 'original_id', 'created_at', 'updated_at', 'created_by'];
const CONTENTS_SYSTEM_COLUMNS = ['id', 'item_id', 'draft', 'lang'];

/** Kinds whose column holds the id of a platform row; the link is dropped when that row goes. */
const PLATFORM_REFERENCES: Partial<Record<FieldKind, PlatformTable>> = {
  author: 'usersTable',
  municipalities: 'municipalitiesTable',
};

/** What the generated module imports, collected while the tables are built. */
class Imports {
  readonly pgCore = new Set<string>();
  readonly platform = new Set<PlatformTable>();
  sql = false;
  /**
   * Named types of JSON columns, declared above the tables: inline object types inside `$type<>`
   * are formatted differently by each Prettier pass, which would break `generate -- --check`.
   */
  readonly jsonTypes = new Map<string, string>();

  pg(name: string): string {
    this.pgCore.add(name);
    return name;
  }

  table(name: PlatformTable): string {
    this.platform.add(name);
    return name;
  }

  jsonType(name: string, type: string): string {
    this.jsonTypes.set(name, type);
    return name;
  }

  sqlTag(): string {
    this.sql = true;
    return 'sql';
  }
}

interface ColumnSpec {
  readonly key: string;
  readonly expression: string;
}

interface TableSpec {
  readonly exportName: string;
  readonly sqlName: string;
  readonly doc: string;
  readonly columns: readonly ColumnSpec[];
  /** Expressions of the extra-config callback, over its `table` parameter. */
  readonly extras: readonly string[];
}

/** The exported tables of one entity, by role. */
type EntityTables = Partial<Record<'main' | 'contents' | RelationKind, TableSpec>>;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** `descrizioneFile` → `descrizione_file`: SQL names are snake_case, TS keys stay the API's names. */
function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

/** FNV-1a, enough to keep shortened identifiers distinct and stable across runs. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A constraint or index name, shortened with a hash when PostgreSQL would truncate it. */
export function pgIdentifier(...parts: readonly string[]): string {
  const name = parts.join('_');
  if (name.length <= MAX_IDENTIFIER_LENGTH) return name;
  return `${name.slice(0, MAX_IDENTIFIER_LENGTH - 9)}_${shortHash(name)}`;
}

// --- JSON column types -------------------------------------------------------------------------

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function union(types: readonly string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function arrayOf(type: string): string {
  return /^[A-Za-z0-9_]+$/.test(type) ? `${type}[]` : `Array<${type}>`;
}

function objectType(schema: JsonSchema): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const members = Object.entries(properties).map(
    ([name, value]) =>
      `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${isSchema(value) ? tsTypeOfSchema(value) : 'unknown'}`,
  );
  const rest = isSchema(schema.additionalProperties)
    ? `Record<string, ${tsTypeOfSchema(schema.additionalProperties)}>`
    : null;
  if (members.length === 0) return rest ?? 'Record<string, unknown>';
  const literal = `{ ${members.join('; ')} }`;
  return rest ? `${literal} & ${rest}` : literal;
}

/**
 * The TS type of a value described by a kind's JSON Schema (the API contract), so a JSON
 * column is typed exactly as the API sends the value. Constructs it does not know become
 * `unknown`, never `any`.
 */
export function tsTypeOfSchema(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (alternatives) return union(alternatives.map((value) => (isSchema(value) ? tsTypeOfSchema(value) : 'unknown')));
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) return 'unknown';
  return union(
    types.map((type) => {
      switch (type) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return arrayOf(isSchema(schema.items) ? tsTypeOfSchema(schema.items) : 'unknown');
        case 'object':
          return objectType(schema);
        default:
          return 'unknown';
      }
    }),
  );
}

function jsonContext(languages: readonly string[]): JsonContext {
  const context: JsonContext = {
    languages,
    nested: (field) => {
      const schema = jsonSchemaOf(field, context);
      // A per-language member of a shared group holds one value per content language.
      return field.perLanguage
        ? { type: 'object', properties: Object.fromEntries(languages.map((language) => [language, schema])) }
        : schema;
    },
  };
  return context;
}

function jsonTypeOf(field: FieldMeta, entity: EntityMeta): string {
  // Parameters travel as JSON text (`asJsonText`) but are stored as the object they encode,
  // so the database can look inside them.
  if (field.kind === 'params') return 'Record<string, string>';
  return tsTypeOfSchema(jsonSchemaOf(field, jsonContext(entity.languages)));
}

// --- Columns -----------------------------------------------------------------------------------

function typedColumn(type: ColumnType, sqlName: string, imports: Imports): string {
  const name = quote(sqlName);
  switch (type) {
    case 'text':
      return `${imports.pg('text')}(${name})`;
    case 'integer':
      return `${imports.pg('integer')}(${name})`;
    case 'double':
      return `${imports.pg('doublePrecision')}(${name})`;
    case 'boolean':
      return `${imports.pg('boolean')}(${name})`;
    // Dates and publication times are wall-clock values as editors enter them ('YYYY-MM-DD HH:mm:ss'),
    // not instants: no time zone, read back as the same text.
    case 'date':
      return `${imports.pg('date')}(${name}, { mode: 'string' })`;
    case 'timestamp':
      return `${imports.pg('timestamp')}(${name}, { mode: 'string' })`;
  }
}

/**
 * Database defaults only where a row must never lack the value (statuses, flags) or the schema
 * gives a constant; "now" defaults stay with the app, which knows the editor's local time.
 * Other columns are nullable: drafts and revisions are saved incomplete, and the generated zod
 * schemas, not the database, decide what a save must contain.
 */
function defaultOf(field: FieldMeta): string {
  switch (field.kind) {
    case 'status':
      return `.notNull().default(${field.default})`;
    case 'boolean':
      return `.notNull().default(${field.default})`;
    case 'number':
      return field.default === null ? '' : `.default(${field.default})`;
    case 'select':
      if (field.multiple || field.default === null) return '';
      return `.default(${typeof field.default === 'string' ? quote(field.default) : field.default})`;
    default:
      return '';
  }
}

interface FieldColumns {
  readonly columns: ColumnSpec[];
  readonly extras: string[];
}

/**
 * The columns of the fields stored in one table (main or contents), their foreign keys and the
 * indexes the list calls use. `lang` is the leading index column of a contents table.
 */
function fieldColumns(options: {
  entity: EntityMeta;
  fields: readonly FieldMeta[];
  tableSqlName: string;
  reserved: readonly string[];
  perLanguage: boolean;
  imports: Imports;
}): FieldColumns {
  const { entity, fields, tableSqlName, imports } = options;
  const columns: ColumnSpec[] = [];
  const extras: string[] = [];
  const sqlNames = new Map<string, string>(options.reserved.map((name) => [name, 'the database']));
  const sortable = new Set(entity.list.sortable);
  const lead = options.perLanguage ? ['lang'] : [];
  const leadColumns = lead.map((column) => `table.${column}`);
  for (const field of fields) {
    const storage = storageOf(field);
    if (storage.kind === 'relation') continue;
    const sqlName = snakeCase(field.name);
    const owner = sqlNames.get(sqlName);
    if (owner !== undefined) {
      throw new Error(
        `${entity.source}: field '${field.name}' would use the column '${tableSqlName}.${sqlName}', already taken by ${owner}`,
      );
    }
    sqlNames.set(sqlName, `field '${field.name}'`);
    const key = propertyKey(field.name);
    const expression =
      storage.kind === 'json'
        ? `${imports.pg('jsonb')}(${quote(sqlName)}).$type<${imports.jsonType(`${pascalCase(entity.name)}${pascalCase(field.name)}Value`, jsonTypeOf(field, entity))}>()`
        : `${typedColumn(storage.type, sqlName, imports)}${defaultOf(field)}`;
    columns.push({ key, expression });

    const target = storage.kind === 'column' ? PLATFORM_REFERENCES[field.kind] : undefined;
    if (target) {
      extras.push(
        `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(tableSqlName, sqlName, 'fk'))}, columns: [table.${key}], foreignColumns: [${imports.table(target)}.id] }).onDelete('set null')`,
      );
    }
    const listed = field.kind === 'status' || field.name === 'pub_date' || sortable.has(field.name);
    if (storage.kind === 'column' && field.kind === 'status' && lead.length > 0) {
      // The status filter of lists asks "which items have this status in this language": the
      // index answers it alone (an index-only scan), without visiting the contents rows.
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, ...lead, sqlName, 'item_id', 'idx'))}).on(${[...leadColumns, `table.${key}`, 'table.item_id'].join(', ')})`,
      );
    } else if (storage.kind === 'column' && listed) {
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, ...lead, sqlName, 'idx'))}).on(${[...leadColumns, `table.${key}`].join(', ')})`,
      );
    }
    if (field.kind === 'slug' && field.unique) {
      // Empty slugs do not collide, and a revision draft may repeat its original's slug.
      const sql = imports.sqlTag();
      extras.push(
        `${imports.pg('uniqueIndex')}(${quote(pgIdentifier(tableSqlName, ...lead, sqlName, 'unique'))}).on(${[...leadColumns, `table.${key}`].join(', ')}).where(${sql}\`\${table.${key}} <> '' and \${table.draft} = 0\`)`,
      );
    }
  }
  return { columns, extras };
}

// --- Tables ------------------------------------------------------------------------------------

function instantColumn(sqlName: string, imports: Imports): string {
  return `${imports.pg('timestamp')}(${quote(sqlName)}, { withTimezone: true, mode: 'date' }).notNull().defaultNow()`;
}

function mainTable(entity: EntityMeta, imports: Imports): TableSpec {
  const names = tableNames(entity);
  const sqlName = names.main.sqlName;
  const integer = imports.pg('integer');
  const fields = fieldColumns({
    entity,
    fields: entity.fields,
    tableSqlName: sqlName,
    reserved: MAIN_SYSTEM_COLUMNS,
    perLanguage: false,
    imports,
  });
  const extras = [
    // A revision draft (draft > 0) points at the live item it would replace, and goes with it.
    `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(sqlName, 'original_id', 'fk'))}, columns: [table.original_id], foreignColumns: [table.id] }).onDelete('cascade')`,
    `${imports.pg('foreignKey')}({ name: ${quote(pgIdentifier(sqlName, 'created_by', 'fk'))}, columns: [table.created_by], foreignColumns: [${imports.table('usersTable')}.id] }).onDelete('set null')`,
    `${imports.pg('index')}(${quote(pgIdentifier(sqlName, 'original_id', 'idx'))}).on(table.original_id)`,
    ...fields.extras,
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
      { key: 'id', expression: `${imports.pg('serial')}('id').primaryKey()` },
      // Optimistic concurrency: a save names the version it was based on (409 when stale).
      { key: 'version', expression: `${integer}('version').notNull().default(1)` },
      { key: 'draft', expression: `${integer}('draft').notNull().default(0)` },
      { key: 'original_id', expression: `${integer}('original_id')` },
      { key: 'created_at', expression: instantColumn('created_at', imports) },
      { key: 'updated_at', expression: instantColumn('updated_at', imports) },
      { key: 'created_by', expression: `${integer}('created_by')` },
      ...fields.columns,
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
    reserved: CONTENTS_SYSTEM_COLUMNS,
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

/** The parts that differ between the three relation tables. */
interface RelationShape {
  /** The column holding the related row's id. */
  readonly column: string;
  /** The referenced table's export, or null when there is none to refer to. */
  readonly target: string | null;
  readonly onDelete: 'cascade' | 'no action';
  readonly perLanguage: boolean;
  readonly extraColumns: readonly ColumnSpec[];
  readonly doc: string;
}

function relationShape(relation: RelationKind, model: Model, imports: Imports): RelationShape {
  const integer = imports.pg('integer');
  switch (relation) {
    case 'categories':
      return {
        column: 'category_id',
        target: imports.table('categoriesTable'),
        onDelete: 'cascade',
        perLanguage: false,
        extraColumns: [
          { key: 'is_primary', expression: `${imports.pg('boolean')}('is_primary').notNull().default(false)` },
        ],
        doc: 'the categories chosen in each category field (`field`), one of them possibly primary.',
      };
    case 'municipalities':
      return {
        column: 'municipality_id',
        target: imports.table('municipalitiesTable'),
        // Municipalities are reference data: one still linked to content is not deleted.
        onDelete: 'no action',
        perLanguage: false,
        extraColumns: [],
        doc: 'the municipalities chosen in each municipality field (`field`).',
      };
    case 'tags': {
      const tagsEntity = model.entities.find((candidate) => candidate.name === 'tags');
      return {
        column: 'tag_id',
        target: tagsEntity ? tableNames(tagsEntity).main.exportName : null,
        onDelete: 'cascade',
        perLanguage: true,
        extraColumns: [{ key: 'order', expression: `${integer}('order').notNull().default(0)` }],
        doc: "the tags of each tags field (`field`) per language; a shared tags field uses lang ''.",
      };
    }
  }
}

function relationTable(
  entity: EntityMeta,
  relation: RelationKind,
  fields: readonly FieldMeta[],
  main: TableSpec,
  model: Model,
  imports: Imports,
): TableSpec {
  const names = tableNames(entity)[relation];
  const sqlName = names.sqlName;
  const shape = relationShape(relation, model, imports);
  if (!shape.perLanguage) {
    const perLanguage = fields.find((field) => field.perLanguage);
    if (perLanguage) {
      throw new Error(
        `${entity.source}: the ${relation} field '${perLanguage.name}' is per language, which the ${relation} relation table does not support`,
      );
    }
  }
  const integer = imports.pg('integer');
  const text = imports.pg('text');
  const foreignKey = imports.pg('foreignKey');
  const key = ['item_id', ...(shape.perLanguage ? ['lang'] : []), 'field', shape.column];
  const extras = [
    `${imports.pg('primaryKey')}({ name: ${quote(pgIdentifier(sqlName, 'pkey'))}, columns: [${key.map((column) => `table.${column}`).join(', ')}] })`,
    `${foreignKey}({ name: ${quote(pgIdentifier(sqlName, 'item_id', 'fk'))}, columns: [table.item_id], foreignColumns: [${main.exportName}.id] }).onDelete('cascade')`,
  ];
  if (shape.target) {
    const reference = `${foreignKey}({ name: ${quote(pgIdentifier(sqlName, shape.column, 'fk'))}, columns: [table.${shape.column}], foreignColumns: [${shape.target}.id] })`;
    extras.push(shape.onDelete === 'cascade' ? `${reference}.onDelete('cascade')` : reference);
  }
  // List filters ("news of this destination") and counts read by the related id.
  extras.push(
    `${imports.pg('index')}(${quote(pgIdentifier(sqlName, shape.column, 'idx'))}).on(table.${shape.column}, table.field)`,
  );
  if (relation === 'categories') {
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

function entityTables(entity: EntityMeta, model: Model, imports: Imports): EntityTables {
  const main = mainTable(entity, imports);
  const tables: EntityTables = { main };
  if (entity.contents.length > 0) tables.contents = contentsTable(entity, main, imports);
  const byRelation = new Map<RelationKind, FieldMeta[]>();
  for (const field of [...entity.fields, ...entity.contents]) {
    const storage = storageOf(field);
    if (storage.kind !== 'relation') continue;
    byRelation.set(storage.relation, [...(byRelation.get(storage.relation) ?? []), field]);
  }
  for (const relation of ['categories', 'municipalities', 'tags'] as const) {
    const fields = byRelation.get(relation);
    if (fields) tables[relation] = relationTable(entity, relation, fields, main, model, imports);
  }
  return tables;
}

// --- The module --------------------------------------------------------------------------------

function writeTable(table: TableSpec, imports: Imports): WriterFunction {
  const pgTable = imports.pg('pgTable');
  return (writer: CodeBlockWriter) => {
    writer.write(`${pgTable}(`).newLine();
    writer.indent(() => {
      writer.writeLine(`${quote(table.sqlName)},`);
      writer.write('{').newLine();
      writer.indent(() => {
        for (const column of table.columns) writer.writeLine(`${column.key}: ${column.expression},`);
      });
      writer.write('},').newLine();
      if (table.extras.length > 0) {
        writer.write('(table) => [').newLine();
        writer.indent(() => {
          for (const extra of table.extras) writer.writeLine(`${extra},`);
        });
        writer.write('],').newLine();
      }
    });
    writer.write(')');
  };
}

function checkPlatformClash(entity: EntityMeta, tables: EntityTables): void {
  const platformNames = new Set<string>(Object.values(platformTables).map((table) => getTableName(table)));
  for (const table of Object.values(tables)) {
    if (platformNames.has(table.sqlName)) {
      throw new Error(
        `${entity.source}: the table '${table.sqlName}' is a platform table (core/db/platform.ts); rename the entity`,
      );
    }
  }
}

export function emitDb(model: Model): FileMap {
  const imports = new Imports();
  const entities = [...model.entities].sort((a, b) => a.name.localeCompare(b.name));
  const built = entities.map((entity) => {
    const tables = entityTables(entity, model, imports);
    checkPlatformClash(entity, tables);
    return { entity, tables };
  });

  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces },
  });
  const file = project.createSourceFile('schema.ts', '');
  const declared = new Set<string>(['platformTables', ...imports.platform]);
  const declare = (name: string, owner: EntityMeta | null): string => {
    if (declared.has(name))
      throw new Error(`${owner?.source ?? 'generator'}: the export '${name}' of ${DB_SCHEMA_PATH} is declared twice`);
    declared.add(name);
    return name;
  };

  // Statements are collected and added in one call: adding them one by one re-parses the
  // growing file each time (quadratic; seconds for 40 entities).
  const statements: VariableStatementStructure[] = [];
  const addVariableStatement = (statement: Omit<VariableStatementStructure, 'kind'>): void => {
    statements.push({ ...statement, kind: StructureKind.VariableStatement });
  };
  for (const { entity, tables } of built) {
    for (const table of Object.values(tables)) {
      addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        leadingTrivia: BLANK_LINE,
        docs: [table.doc],
        declarations: [{ name: declare(table.exportName, entity), initializer: writeTable(table, imports) }],
      });
    }
    addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      leadingTrivia: BLANK_LINE,
      docs: [`The tables of ${entity.name}, by role, for the generic CRUD of the server.`],
      declarations: [
        {
          name: declare(`${camelCase(entity.name)}Tables`, entity),
          initializer: `{ ${Object.entries(tables)
            .map(([role, table]) => `${role}: ${table.exportName}`)
            .join(', ')} } as const`,
        },
      ],
    });
  }

  const entityExports = built.flatMap(({ tables }) => Object.values(tables).map((table) => table.exportName));
  addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    leadingTrivia: BLANK_LINE,
    docs: ['Every table of the database, platform tables included (drizzle-kit and the server read this).'],
    declarations: [
      {
        name: declare('schemaTables', null),
        initializer: `{ ...platformTables, ${entityExports.join(', ')} } as const`,
      },
    ],
  });

  const sorted = (names: Iterable<string>): string[] => [...names].sort((a, b) => a.localeCompare(b));
  const preamble: string[] = [];
  if (imports.sql) preamble.push(`import { sql } from 'drizzle-orm';`);
  if (imports.pgCore.size > 0)
    preamble.push(`import { ${sorted(imports.pgCore).join(', ')} } from '${PG_CORE_MODULE}';`);
  preamble.push(`import { ${sorted([...imports.platform, 'platformTables']).join(', ')} } from '${PLATFORM_MODULE}';`);
  // One module describes the whole database, so drizzle-kit needs only this file.
  preamble.push('', `export * from '${PLATFORM_MODULE}';`);
  file.addTypeAliases(
    [...imports.jsonTypes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, type]) => ({ name, type, isExported: true, docs: ['The JSON value of a jsonb column.'] })),
  );
  file.addVariableStatements(statements);

  const sources = entities.map((entity) => entity.source);
  const text = `${header({ sources, comment: '//' })}${preamble.join('\n')}\n${file.getFullText()}`;
  return new Map([[DB_SCHEMA_PATH, text]]);
}
