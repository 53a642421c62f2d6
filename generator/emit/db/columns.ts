/**
 * The columns of an entity's main and contents tables: system columns, one column per stored
 * field (typed by its kind's storage, with its default), their foreign keys and list indexes.
 */
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { storageOf } from '../../kinds';
import type { Storage } from '../../kinds/types';
import { pascalCase } from '../names';
import { pgIdentifier, propertyKey, quote, snakeCase } from './identifiers';
import { PLATFORM_BY_SQL_NAME, type Imports } from './imports';
import { jsonTypeOf } from './json-types';

type ColumnType = Extract<Storage, { kind: 'column' }>['type'];

/** Columns every main table has, whatever the schema says. */
export const MAIN_SYSTEM_COLUMNS = ['id', 'version', 'draft', 'original_id', 'created_at', 'updated_at', 'created_by'];
export const CONTENTS_SYSTEM_COLUMNS = ['id', 'item_id', 'draft', 'lang'];

export interface ColumnSpec {
  readonly key: string;
  readonly expression: string;
}

/** The SQL column of a field stored in a column of its own (not in a relation table). */
export function columnName(field: FieldMeta): string {
  return snakeCase(field.name);
}

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
export function fieldColumns(options: {
  entity: EntityMeta;
  fields: readonly FieldMeta[];
  tableSqlName: string;
  perLanguage: boolean;
  imports: Imports;
}): FieldColumns {
  const { entity, fields, tableSqlName, imports } = options;
  const columns: ColumnSpec[] = [];
  const extras: string[] = [];
  const sortable = new Set(entity.list.sortable);
  const lead = options.perLanguage ? ['lang'] : [];
  const leadColumns = lead.map((column) => `table.${column}`);
  for (const field of fields) {
    const storage = storageOf(field);
    if (storage.kind === 'relation') continue;
    const sqlName = columnName(field);
    const key = propertyKey(field.name);
    const expression =
      storage.kind === 'json'
        ? `${imports.pg('jsonb')}(${quote(sqlName)}).$type<${imports.jsonType(`${pascalCase(entity.name)}${pascalCase(field.name)}Value`, jsonTypeOf(field, entity))}>()`
        : `${typedColumn(storage.type, sqlName, imports)}${defaultOf(field)}`;
    columns.push({ key, expression });

    // A column holding the id of a platform row (its kind's `storage().references`): the link
    // is dropped when that row goes.
    const target =
      storage.kind === 'column' && storage.references ? PLATFORM_BY_SQL_NAME.get(storage.references) : undefined;
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

export function instantColumn(sqlName: string, imports: Imports): string {
  return `${imports.pg('timestamp')}(${quote(sqlName)}, { withTimezone: true, mode: 'date' }).notNull().defaultNow()`;
}
