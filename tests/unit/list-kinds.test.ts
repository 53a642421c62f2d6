/**
 * "A filter kind is one unit": adding one takes its folder `kinds/filters/<kind>/` and its name in
 * `FILTER_KINDS` (core/model.ts), which every host's registry (`kinds/filters/registry.*.ts`)
 * must then cover to compile. Checked here:
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
import { FILTER_KINDS } from '../../core/model';
import { FILTER_CONTROLS } from '../../kinds/filters/registry.admin';
import { FILTER_DEFINITIONS } from '../../kinds/filters/registry.generator';
import { SERVER_FILTERS } from '../../kinds/filters/registry.server';
import { FILTER_URLS } from '../../kinds/filters/registry.url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FILTERS = path.join(ROOT, 'kinds', 'filters');
/** The hosts' code: where a branch on a filter kind would be hand-written knowledge of the kind. */
const HOST_FOLDERS = ['app', 'server', 'generator', 'core', 'bench', 'scripts'];
const PARTS = ['definition.ts', 'server.ts', 'url.ts', 'control.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const isFilterName = (name: string): boolean => /filter/i.test(name);

/** The expression `x.kind` is about a filter: `filter.kind`, `applied.filter.kind`, or a parameter of a callback over `.filters`. */
function kindOfFilter(node: ts.Node, filterParams: ReadonlySet<string>): boolean {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'kind') return false;
  const object = node.expression;
  if (ts.isIdentifier(object)) return isFilterName(object.text) || filterParams.has(object.text);
  if (ts.isPropertyAccessExpression(object)) return isFilterName(object.name.text);
  return false;
}

/** Where the code branches on a filter's kind by a literal kind name: `line: text`. */
function filterKindBranches(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const kinds = new Set<string>(FILTER_KINDS);
  const found: string[] = [];
  const report = (node: ts.Node): void => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node, filterParams: ReadonlySet<string>): void => {
    let params = filterParams;
    // `x.filters.find((other) => ...)`: `other` is a filter.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === 'filters'
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
      if (literal && sides.some((side) => kindOfFilter(side, params))) report(node);
    }
    if (ts.isSwitchStatement(node) && kindOfFilter(node.expression, params)) {
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
    const branches = HOST_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap((file) =>
      filterKindBranches(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(branches).toEqual([]);
  });

  it('the kinds import only core/, kinds/host/, their own family and npm packages; admin and server parts stay apart', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(FILTERS)) {
      const name = path.relative(ROOT, file);
      const admin = /\/(url\.ts|control\.tsx|controls\.tsx|registry\.(admin|url)\.ts)$/.test(name);
      const server = /\/(server\.ts|registry\.server\.ts)$/.test(name);
      for (const specifier of importsOf(file)) {
        const target = resolved(file, specifier);
        if (target !== null && !/^(core|kinds\/host|kinds\/filters)\//.test(target)) {
          problems.push(`${name} imports ${specifier}`);
        }
        if (
          admin &&
          (specifier === 'drizzle-orm' || target?.startsWith('kinds/host/sql') || /\/server$/.test(specifier))
        ) {
          problems.push(`${name} (admin) imports ${specifier}`);
        }
        if (server && (/^(react|@mantine\/|@tabler\/)/.test(specifier) || /\/(control|controls)$/.test(specifier))) {
          problems.push(`${name} (server) imports ${specifier}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
