/**
 * Emits `generated/db/schema.ts`: the Drizzle tables of every entity, beside the hand-written
 * platform tables of `core/db/platform.ts` that they refer to.
 *
 * Per entity: a main table (shared fields, optimistic-concurrency `version`, revision drafts),
 * a `_contents` table (one row per language), and one relation table per relation kind its
 * fields use (categories, municipalities, tags). Where a field's value lives comes from its
 * kind (`storageOf`); table names come from `tableNames`. The tables are built as data in
 * `tables.ts` and `columns.ts`, and written out here as one module.
 */
import {
  IndentationText,
  Project,
  VariableDeclarationKind,
  type CodeBlockWriter,
  type VariableStatementStructure,
  type WriterFunction,
  StructureKind,
} from 'ts-morph';
import type { EntityMeta } from '../../../core/model';
import type { Model } from '../../normalise';
import { assertNoConflicts } from '../conflicts';
import { camelCase } from '../names';
import { header, type FileMap } from '../types';
import { dbConflicts } from './conflicts';
import { quote } from './identifiers';
import { Imports, ITEM_ID_SEQUENCE } from './imports';
import { entityTables, type TableSpec } from './tables';

export { dbConflicts } from './conflicts';
export { pgIdentifier } from './identifiers';
export { tsTypeOfSchema } from './json-types';

export const DB_SCHEMA_PATH = 'generated/db/schema.ts';
const PLATFORM_MODULE = '#core/db/platform';
const OCCURRENCES_MODULE = '#core/db/occurrences';
const PG_CORE_MODULE = 'drizzle-orm/pg-core';
const BLANK_LINE = (writer: CodeBlockWriter): void => {
  writer.blankLine();
};

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

export function emitDb(model: Model): FileMap {
  assertNoConflicts(dbConflicts(model));
  const imports = new Imports();
  const entities = [...model.entities].sort((a, b) => a.name.localeCompare(b.name));
  const built = entities.map((entity) => ({ entity, tables: entityTables(entity, model, imports) }));

  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces },
  });
  const file = project.createSourceFile('schema.ts', '');
  // `dbConflicts` has checked every name; this only guards against the generator's own slips.
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

  if (imports.itemIds) {
    statements.unshift({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      leadingTrivia: BLANK_LINE,
      docs: [
        "The ids of every entity's items, revision drafts included: one sequence, so an id names one item whatever its type.",
      ],
      declarations: [
        {
          name: declare(ITEM_ID_SEQUENCE.exportName, null),
          initializer: `${imports.pg('pgSequence')}(${quote(ITEM_ID_SEQUENCE.sqlName)})`,
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
  if (imports.occurrences) preamble.push(`import { dateMultirange } from '${OCCURRENCES_MODULE}';`);
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
