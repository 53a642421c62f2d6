/**
 * What would make `generated/db/schema.ts` wrong, found before it is emitted: a field whose
 * column another field or a system column already uses, a per-language field in a relation
 * table that has no `lang`, and table names or exports taken twice (by two entities, or by an
 * entity and a platform table of `core/db/platform.ts`).
 */
import { getTableName } from 'drizzle-orm';
import { platformTables } from '../../../core/db/platform';
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { entityOccurs, storageOf } from '../../kinds';
import { OCCURRENCE_COLUMN } from '../../../core/occurrence-days';
import type { Model } from '../../normalise';
import type { SchemaConflict } from '../conflicts';
import { camelCase, tableNames } from '../names';
import { CONTENTS_SYSTEM_COLUMNS, MAIN_SYSTEM_COLUMNS, columnName, keptPlace } from './columns';
import { Imports, ITEM_ID_SEQUENCE } from './imports';
import { relationFields, relationShape, RELATION_KINDS, type RelationKind } from './tables';

const PLATFORM_OWNER = 'a platform table (core/db/platform.ts)';

function columnConflicts(entity: EntityMeta, conflicts: SchemaConflict[]): void {
  const names = tableNames(entity);
  const tables = [
    {
      table: names.main.sqlName,
      fields: entity.fields,
      system: MAIN_SYSTEM_COLUMNS,
      // The occurrence days of an entity whose fields occur (`core/occurrence-days.ts`).
      kept: entityOccurs(entity) ? [OCCURRENCE_COLUMN] : [],
    },
    { table: names.contents.sqlName, fields: entity.contents, system: CONTENTS_SYSTEM_COLUMNS, kept: [] },
  ];
  for (const { table, fields, system, kept } of tables) {
    const owners = new Map<string, string>([
      ...system.map((name): [string, string] => [name, 'a system column']),
      ...kept.map((name): [string, string] => [name, 'the occurrence days the lists read']),
    ]);
    /** Takes `column` for `owner`, or reports that `field` `use`s a column another has. */
    const claim = (field: FieldMeta, column: string, owner: string, use: string): void => {
      const taken = owners.get(column);
      if (taken !== undefined) {
        conflicts.push({
          entity,
          field: field.name,
          key: 'entity',
          code: 'conflict',
          message: `field '${field.name}' ${use} '${table}.${column}', already taken by ${taken}`,
        });
      }
      owners.set(column, owner);
    };
    for (const field of fields) {
      if (storageOf(field).kind === 'relation') continue;
      claim(field, columnName(field), `field '${field.name}'`, 'would use the column');
    }
    // The municipality columns kept beside place fields, after every field's own column.
    for (const field of fields) {
      const kept = keptPlace(entity, field);
      if (kept)
        claim(
          field,
          kept.generated,
          `the municipality of field '${field.name}'`,
          'needs for its municipality the column',
        );
    }
  }
}

function relationConflicts(
  entity: EntityMeta,
  byRelation: ReadonlyMap<RelationKind, readonly FieldMeta[]>,
  model: Model,
  conflicts: SchemaConflict[],
): void {
  for (const [relation, fields] of byRelation) {
    if (relationShape(relation, model, new Imports()).perLanguage) continue;
    for (const field of fields.filter((candidate) => candidate.perLanguage)) {
      conflicts.push({
        entity,
        field: field.name,
        key: 'entity',
        code: 'unsupported',
        message: `the ${relation} field '${field.name}' is per language, which the ${relation} relation table does not support`,
      });
    }
  }
}

export function dbConflicts(model: Model): SchemaConflict[] {
  const conflicts: SchemaConflict[] = [];
  const sqlNames = new Map<string, string>(
    Object.values(platformTables).map((table) => [getTableName(table), PLATFORM_OWNER]),
  );
  // A sequence shares the namespace of tables.
  sqlNames.set(ITEM_ID_SEQUENCE.sqlName, 'the item id sequence');
  const exportNames = new Map<string, string>([
    ...Object.keys(platformTables).map((name): [string, string] => [name, PLATFORM_OWNER]),
    ['platformTables', 'the platform tables (core/db/platform.ts)'],
    ['schemaTables', 'the list of every table'],
    [ITEM_ID_SEQUENCE.exportName, 'the item id sequence'],
  ]);
  const entities = [...model.entities].sort((a, b) => a.name.localeCompare(b.name));
  for (const entity of entities) {
    columnConflicts(entity, conflicts);
    const byRelation = relationFields(entity);
    relationConflicts(entity, byRelation, model, conflicts);
    const names = tableNames(entity);
    const tables = [
      names.main,
      ...(entity.contents.length > 0 ? [names.contents] : []),
      ...RELATION_KINDS.filter((relation) => byRelation.has(relation)).map((relation) => names[relation]),
    ];
    const clash = (message: string): void => {
      conflicts.push({ entity, field: null, key: 'entity', code: 'conflict', message });
    };
    for (const table of tables) {
      const sqlOwner = sqlNames.get(table.sqlName);
      const exportOwner = exportNames.get(table.exportName);
      if (sqlOwner !== undefined) clash(`the table '${table.sqlName}' is already taken by ${sqlOwner}`);
      else if (exportOwner !== undefined) clash(`the export '${table.exportName}' is already taken by ${exportOwner}`);
      sqlNames.set(table.sqlName, entity.source);
      exportNames.set(table.exportName, entity.source);
    }
    const roles = `${camelCase(entity.name)}Tables`;
    const rolesOwner = exportNames.get(roles);
    if (rolesOwner !== undefined) clash(`the export '${roles}' is already taken by ${rolesOwner}`);
    exportNames.set(roles, entity.source);
  }
  return conflicts;
}
