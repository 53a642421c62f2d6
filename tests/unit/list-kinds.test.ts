/**
 * "A filter kind is one unit", and so is a column kind: adding one takes its folder
 * `kinds/filters/<kind>/` (`kinds/columns/<kind>/`) and its name in `FILTER_KINDS` (`COLUMN_KINDS`,
 * core/model.ts), from which `npm run generate` emits every host's registry
 * (`kinds/<family>/registry.*.ts`; `tests/unit/kind-registries.test.ts` shows a new kind and fails
 * on a registry written by hand). Checked here, for filters and then for columns:
 * 1. every kind of `FILTER_KINDS` has its folder with its four parts, and every folder is a kind;
 * 2. each host's registry holds exactly the kinds of the list;
 * 3. no code outside `kinds/filters/` branches on a filter's kind (`switch (filter.kind)`,
 *    `applied.filter.kind === 'status'`, `list.filters.find((other) => other.kind === '...')`):
 *    such a branch is a place a new kind would have to be added by hand. The detector is tested
 *    on the shapes the list engine, the OpenAPI emitter, the admin's filter bar and URL state held
 *    before the kinds (so this check fails on that code);
 * 4. layering: the kinds import only `core/`, `kinds/host/`, their own family and npm packages,
 *    and the admin parts never reach the server's (nor the reverse).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COLUMN_KINDS, FILTER_KINDS } from '../../core/model';
import { COLUMN_CELLS } from '../../kinds/columns/registry.admin';
import { COLUMN_DEFINITIONS } from '../../kinds/columns/registry.generator';
import { SERVER_COLUMNS } from '../../kinds/columns/registry.server';
import { FILTER_CONTROLS } from '../../kinds/filters/registry.admin';
import { FILTER_DEFINITIONS } from '../../kinds/filters/registry.generator';
import { SERVER_FILTERS } from '../../kinds/filters/registry.server';
import { FILTER_URLS } from '../../kinds/filters/registry.url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FILTERS = path.join(ROOT, 'kinds', 'filters');
const COLUMNS = path.join(ROOT, 'kinds', 'columns');
/** The hosts' code: where a branch on a filter or column kind would be hand-written knowledge of the kind. */
const HOST_FOLDERS = ['app', 'server', 'generator', 'core', 'bench', 'scripts'];
const PARTS = ['definition.ts', 'server.ts', 'url.ts', 'control.tsx'];
const COLUMN_PARTS = ['definition.ts', 'server.ts', 'cell.tsx'];

/** A family of kinds: its names, how code names one of its members, and the list of them on an entity's list. */
interface Family {
  readonly kinds: readonly string[];
  /** A name of a member (`filter`, `applied.filter`; `column`, `listed`). */
  readonly isMember: (name: string) => boolean;
  /** The list's property holding the members (`list.filters`, `list.columns`). */
  readonly collection: string;
}

const FILTER_FAMILY: Family = { kinds: FILTER_KINDS, isMember: (name) => /filter/i.test(name), collection: 'filters' };
const COLUMN_FAMILY: Family = {
  kinds: COLUMN_KINDS,
  isMember: (name) => /column|listed/i.test(name),
  collection: 'columns',
};

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The expression `x.kind` is about a member of the family: `filter.kind`, `applied.filter.kind`,
 * `listed.kind`, or a parameter of a callback over `.filters` (`.columns`).
 */
function kindOfMember(node: ts.Node, family: Family, memberParams: ReadonlySet<string>): boolean {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'kind') return false;
  const object = node.expression;
  if (ts.isIdentifier(object)) return family.isMember(object.text) || memberParams.has(object.text);
  if (ts.isPropertyAccessExpression(object)) return family.isMember(object.name.text);
  return false;
}

/** Where the code branches on a member's kind by a literal kind name: `line: text`. */
function kindBranches(family: Family, fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const kinds = new Set<string>(family.kinds);
  const found: string[] = [];
  const report = (node: ts.Node): void => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node, filterParams: ReadonlySet<string>): void => {
    let params = filterParams;
    // `x.filters.find((other) => ...)`: `other` is a filter (`x.columns`: a column).
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === family.collection
    ) {
      const callback = node.arguments[0];
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
        const names = callback.parameters.flatMap((parameter) =>
          ts.isIdentifier(parameter.name) ? [parameter.name.text] : [],
        );
        params = new Set([...filterParams, ...names]);
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      )
    ) {
      const sides = [node.left, node.right];
      const literal = sides.find((side) => ts.isStringLiteral(side) && kinds.has(side.text));
      if (literal && sides.some((side) => kindOfMember(side, family, params))) report(node);
    }
    if (ts.isSwitchStatement(node) && kindOfMember(node.expression, family, params)) {
      const named = node.caseBlock.clauses.some(
        (clause) =>
          ts.isCaseClause(clause) && ts.isStringLiteral(clause.expression) && kinds.has(clause.expression.text),
      );
      if (named) report(node);
    }
    ts.forEachChild(node, (child) => visit(child, params));
  };
  visit(source, new Set());
  return found;
}

const filterKindBranches = (fileName: string, text: string): string[] => kindBranches(FILTER_FAMILY, fileName, text);
const columnKindBranches = (fileName: string, text: string): string[] => kindBranches(COLUMN_FAMILY, fileName, text);

/** Where the hosts' code branches on a kind of the family. */
function hostBranches(family: Family): string[] {
  return HOST_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap((file) =>
    kindBranches(family, file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
  );
}

/**
 * Imports of a family's files that break its layering: anything but `core/`, `kinds/host/`, its
 * own family and npm packages; SQL in its admin parts; UI in its server parts.
 */
function layeringProblems(folder: string, admin: RegExp, server: RegExp, adminParts: RegExp): string[] {
  const family = path.relative(ROOT, folder);
  const problems: string[] = [];
  for (const file of sourceFiles(folder)) {
    const name = path.relative(ROOT, file);
    for (const specifier of importsOf(file)) {
      const target = resolved(file, specifier);
      if (target !== null && !(/^(core|kinds\/host)\//.test(target) || target.startsWith(`${family}/`))) {
        problems.push(`${name} imports ${specifier}`);
      }
      if (
        admin.test(name) &&
        (specifier === 'drizzle-orm' || target?.startsWith('kinds/host/sql') || /\/server(-parts)?$/.test(specifier))
      ) {
        problems.push(`${name} (admin) imports ${specifier}`);
      }
      if (server.test(name) && (/^(react|@mantine\/|@tabler\/)/.test(specifier) || adminParts.test(specifier))) {
        problems.push(`${name} (server) imports ${specifier}`);
      }
    }
  }
  return problems;
}

/** The module specifiers a file imports or re-exports. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** A specifier as a path under the project (null: an npm package). */
function resolved(file: string, specifier: string): string | null {
  if (specifier.startsWith('#core/')) return path.join('core', specifier.slice('#core/'.length));
  if (!specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
}

describe('filter kinds are units', () => {
  it('every kind of FILTER_KINDS has its folder and four parts, and every folder is a kind', () => {
    const folders = readdirSync(FILTERS).filter((name) => statSync(path.join(FILTERS, name)).isDirectory());
    expect([...folders].sort()).toEqual([...FILTER_KINDS].sort());
    for (const kind of FILTER_KINDS) {
      for (const part of PARTS) expect(existsSync(path.join(FILTERS, kind, part)), `${kind}/${part}`).toBe(true);
    }
  });

  it("each host's registry holds exactly the listed kinds", () => {
    for (const registry of [FILTER_DEFINITIONS, SERVER_FILTERS, FILTER_URLS, FILTER_CONTROLS]) {
      expect(Object.keys(registry).sort()).toEqual([...FILTER_KINDS].sort());
    }
  });

  it('the detector finds the branches on filter kinds the hosts held before the kinds', () => {
    // Shapes of server/crud/list.ts, generator/emit/openapi/entity-paths.ts, app/runtime/list/state.ts,
    // app/runtime/list/ListFilters.tsx and generator/emit/db/columns.ts before kinds/filters/.
    const before = `
      function value(filter) { switch (filter.kind) { case 'status': return 1; case 'keywords': return 0; } }
      const status = request.filters.find((applied) => applied.filter.kind === 'status');
      if (other.filter.kind !== 'municipality') return undefined;
      const named = runtime.meta.list.filters.find((other) => other.kind === 'municipality' && other.field);
      const hasStatus = listFilters(meta).some((filter) => filter.kind === 'status');
      const kept = entity.list.filters.some((f) => f.kind === 'province');
    `;
    expect(filterKindBranches('before.ts', before)).toHaveLength(6);
    // Not about filters: a field's kind, a seed reference's kind.
    const other = `
      if (field.kind === 'reference') x();
      switch (reference.kind) { case 'municipality': break; }
    `;
    expect(filterKindBranches('other.ts', other)).toEqual([]);
  });

  it('no code outside kinds/filters/ branches on a filter kind', () => {
    expect(hostBranches(FILTER_FAMILY)).toEqual([]);
  });

  it('the kinds import only core/, kinds/host/, their own family and npm packages; admin and server parts stay apart', () => {
    expect(
      layeringProblems(
        FILTERS,
        /\/(url\.ts|control\.tsx|controls\.tsx|registry\.(admin|url)\.ts)$/,
        /\/(server\.ts|registry\.server\.ts)$/,
        /\/(control|controls)$/,
      ),
    ).toEqual([]);
  });
});

describe('column kinds are units', () => {
  it('every kind of COLUMN_KINDS has its folder and three parts, and every folder is a kind', () => {
    const folders = readdirSync(COLUMNS).filter((name) => statSync(path.join(COLUMNS, name)).isDirectory());
    expect([...folders].sort()).toEqual([...COLUMN_KINDS].sort());
    for (const kind of COLUMN_KINDS) {
      for (const part of COLUMN_PARTS) expect(existsSync(path.join(COLUMNS, kind, part)), `${kind}/${part}`).toBe(true);
    }
  });

  it("each host's registry holds exactly the listed kinds", () => {
    for (const registry of [COLUMN_DEFINITIONS, SERVER_COLUMNS, COLUMN_CELLS]) {
      expect(Object.keys(registry).sort()).toEqual([...COLUMN_KINDS].sort());
    }
  });

  it('the detector finds the branches on column kinds the hosts held before the kinds', () => {
    // Shapes of server/crud/list/select.ts, app/runtime/list/cells.tsx, app/runtime/EntityList.tsx
    // and generator/emit/openapi/entity-schemas.ts before kinds/columns/.
    const before = `
      if (listed.kind === 'count') return usages;
      if (listed.kind === 'municipality' || listed.kind === 'province') return names;
      switch (column.kind) { case 'statuses': return badges; case 'date': return date; }
      const link = meta.list.columns.find((other) => other.kind === 'actions')?.link;
      const sortable = column.kind !== 'actions' && column.sortable;
      const schema = column.kind === 'count' ? integer : text;
    `;
    expect(columnKindBranches('before.tsx', before)).toHaveLength(7);
    // Not about columns: a field's kind, a filter's kind, a column of another name.
    const other = `
      if (field.kind === 'date') x();
      if (filter.kind === 'text') y();
      switch (stored.field.kind) { case 'category': break; }
    `;
    expect(columnKindBranches('other.ts', other)).toEqual([]);
  });

  it('no code outside kinds/columns/ branches on a column kind', () => {
    expect(hostBranches(COLUMN_FAMILY)).toEqual([]);
  });

  it('the kinds import only core/, kinds/host/, their own family and npm packages; cells and server parts stay apart', () => {
    expect(
      layeringProblems(
        COLUMNS,
        /\/(cell\.tsx|cell-parts\.tsx|registry\.admin\.ts)$/,
        /\/(server\.ts|server-parts\.ts|registry\.server\.ts)$/,
        /\/(cell|cell-parts)$/,
      ),
    ).toEqual([]);
  });
});
