/**
 * The columns of an entity's main and contents tables: system columns, one column per stored
 * field (typed by its kind's storage, with its default), their foreign keys and list indexes.
 */
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { entityOccurs, placeExpressionOf, storageOf } from '../../kinds';
import { placeMunicipalityColumn } from '../../../core/municipality-columns';
import { OCCURRENCE_COLUMN } from '../../../core/occurrence-days';
import { FILTER_DEFINITIONS } from '../../../kinds/filters/registry.generator';
import type { Storage } from '../../../kinds/host/generator';
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

/**
 * The municipality column the database keeps beside a place field stored as JSON in the main
 * table, when the list's municipality or province filters name the field (`core/municipality-columns.ts`): its
 * name and its generation expression; null for any other field.
 */
export function keptPlace(entity: EntityMeta, field: FieldMeta): { generated: string; expression: string } | null {
  if (field.perLanguage || storageOf(field).kind !== 'json') return null;
  const filtered = entity.list.filters.some(
    (filter) => FILTER_DEFINITIONS[filter.kind].readsPlace && filter.field === field.name,
  );
  const place = filtered ? placeExpressionOf(field) : null;
  if (place === null) return null;
  const column = columnName(field);
  return {
    generated: placeMunicipalityColumn(column),
    expression: place.split('{column}').join(JSON.stringify(column)),
  };
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
  // The texts searched for words anywhere in them: the keyword box's fields and the title (the
  // title search, the pickers, the translation overview).
  const searched = new Set([...entity.list.search, entity.titleField]);
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
      // The status filter of lists asks "which live items have this status in this language": the
      // index answers it alone (an index-only scan), in item order, without visiting the contents
      // rows; its total is counted from it (`server/crud/list.ts`, `totalStatement`).
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, ...lead, sqlName, 'draft', 'item_id', 'idx'))}).on(${[...leadColumns, `table.${key}`, 'table.draft', 'table.item_id'].join(', ')})`,
      );
    } else if (storage.kind === 'column' && listed) {
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, ...lead, sqlName, 'idx'))}).on(${[...leadColumns, `table.${key}`].join(', ')})`,
      );
    }
    if (storage.kind === 'column' && storage.type === 'text' && searched.has(field.name)) {
      // `ilike '%words%'` is answered from a trigram index (`pg_trgm`, created by migration 0008)
      // instead of reading every row's text: at 400,000 rows, about 2-20 ms instead of 400 ms.
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, sqlName, 'trgm', 'idx'))}).using('gin', table.${key}.op('gin_trgm_ops'))`,
      );
    }
    const place = keptPlace(entity, field);
    if (place !== null) {
      // The municipality and province filters compare the place's municipality id: the database
      // keeps it in a generated column, indexed with the item id, so a filtered page reads the
      // index in id order and a filtered total merges it, by an index-only scan, with the status
      // index (`server/crud/list.ts`). An index on the expression itself would need the JSON.
      const { generated, expression } = place;
      columns.push({
        key: propertyKey(generated),
        expression: `${imports.pg('integer')}(${quote(generated)}).generatedAlwaysAs(${imports.sqlTag()}\`${expression.replaceAll('`', '\\`')}\`)`,
      });
      extras.push(
        `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, generated, 'id', 'idx'))}).on(table.${propertyKey(generated)}, table.id)`,
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

/**
 * The occurrence days of an entity whose fields occur (`core/occurrence-days.ts`), in its main
 * table: a `datemultirange` the server writes on every save, with a GiST index, which answers the
 * date-range filter's "a day from `dal` to `al`" (`&&`, either end open) by one index condition.
 * None for other entities.
 */
export function occurrenceColumns(entity: EntityMeta, tableSqlName: string, imports: Imports): FieldColumns {
  if (!entityOccurs(entity)) return { columns: [], extras: [] };
  const key = propertyKey(OCCURRENCE_COLUMN);
  return {
    columns: [{ key, expression: `${imports.dateMultirange()}(${quote(OCCURRENCE_COLUMN)})` }],
    extras: [
      `${imports.pg('index')}(${quote(pgIdentifier(tableSqlName, OCCURRENCE_COLUMN, 'idx'))}).using('gist', table.${key})`,
    ],
  };
}

export function instantColumn(sqlName: string, imports: Imports): string {
  return `${imports.pg('timestamp')}(${quote(sqlName)}, { withTimezone: true, mode: 'date' }).notNull().defaultNow()`;
}
