/**
 * A new filter kind, column kind or field kind's registries take its folder and its name in one
 * list (`FILTER_KINDS`, `COLUMN_KINDS` of core/model.ts; `FIELD_KINDS` of kinds/index.ts): the
 * registries of every host (`registry.*.ts` of `kinds/filters/`, `kinds/columns/`, `kinds/`) are
 * emitted from the list by `npm run generate` (`generator/emit/kind-registries.ts`), whose load
 * stage refuses a listed kind missing a part and a folder the list does not name. Checked here:
 * 1. every registry on disk is the emitter's text for today's lists, in Prettier's layout;
 * 2. no other file is a registry: none imports the same part of two kinds of a family, nor declares
 *    a registry's name (the detector is tested on a hand-written registry);
 * 3. in a temporary copy of a family's folder and its list's file, a new filter kind and a new
 *    column kind (an existing kind's folder copied under a new name) change exactly one line of the
 *    list's file; the load stage accepts the copy, and each registry of the family then differs from
 *    today's by the new kind's import and entry, which resolve to the new folder's parts;
 * 4. a listed kind missing a part, and a folder the list does not name, are refused by name.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { emitKindRegistries, REGISTRY_MARK, REGISTRY_SPECS } from '../../generator/emit/kind-registries';
import {
  COLUMN_FAMILY,
  FIELD_FAMILY,
  FILTER_FAMILY,
  KIND_FAMILIES,
  kindFolderProblems,
  loadKinds,
  type KindFamily,
} from '../../generator/load';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EMITTED = emitKindRegistries(KIND_FAMILIES);
/** Where a hand-written registry could hide: every folder of project code (fixtures' output and scratch aside). */
const CODE_FOLDERS = [
  'app',
  'server',
  'generator',
  'generated',
  'core',
  'kinds',
  'scripts',
  'bench',
  'stories',
  'tests',
];
const REGISTRY_NAMES = REGISTRY_SPECS.map((spec) => spec.name);

function sourceFiles(folder: string): string[] {
  if (!existsSync(path.join(ROOT, folder))) return [];
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (name.startsWith('.') || name === 'node_modules' || relative.endsWith('/expected')) return [];
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The project-relative paths (without extension) a module imports by relative specifier. */
function relativeImports(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.tsx?$/, ''));
}

/**
 * Why `file` is a registry: it imports the same part of two or more kinds of a family (`part:
 * kinds`), or declares a registry's name. Empty for any other module.
 */
function registryShapes(file: string, text: string): string[] {
  const found: string[] = [];
  // Only a module naming a part's file can import one (most modules skip the parse).
  const imported = /\/(definition|server|url|control|cell|widget|readable)'/.test(text)
    ? new Set(relativeImports(file, text))
    : new Set<string>();
  for (const family of KIND_FAMILIES) {
    for (const part of family.parts) {
      const stem = part.replace(/\.tsx?$/, '');
      const kinds = family.kinds.filter((kind) => imported.has(`${family.folder}/${kind}/${stem}`));
      if (kinds.length >= 2) found.push(`imports ${family.folder}/<kind>/${part} of ${kinds.join(', ')}`);
    }
  }
  if (!REGISTRY_NAMES.some((name) => text.includes(name))) return found;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && REGISTRY_NAMES.includes(declaration.name.text)) {
        found.push(`declares ${declaration.name.text}`);
      }
    }
  }
  return found;
}

/** The string elements of `export const <name> = [...]` in a module's text. */
function listIn(text: string, name: string): string[] {
  const source = ts.createSourceFile('list.ts', text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || !declaration.initializer) continue;
      let value = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) {
        return value.elements.flatMap((element) => (ts.isStringLiteral(element) ? [element.text] : []));
      }
    }
  }
  throw new Error(`no list ${name}`);
}

/** Lines of `after` that `before` lacks, and lines of `before` that `after` lacks (as multisets). */
function lineChanges(before: string, after: string): { added: string[]; removed: string[] } {
  const count = new Map<string, number>();
  for (const line of before.split('\n')) count.set(line, (count.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of after.split('\n')) {
    const left = count.get(line) ?? 0;
    if (left > 0) count.set(line, left - 1);
    else added.push(line);
  }
  const removed = [...count].flatMap(([line, left]) => Array<string>(left).fill(line));
  return { added, removed };
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary copy of a family's folder and of the file of its list, with a new kind added the way
 * a developer adds one: `template`'s folder copied as `kind`, and one line in the list.
 */
function withNewKind(
  family: KindFamily,
  listFile: string,
  listName: string,
  template: string,
  kind: string,
): { root: string; family: KindFamily; listChange: { added: string[]; removed: string[] } } {
  const root = mkdtempSync(path.join(tmpdir(), 'kind-registries-'));
  scratch.push(root);
  cpSync(path.join(ROOT, family.folder), path.join(root, family.folder), { recursive: true });
  cpSync(path.join(ROOT, family.folder, template), path.join(root, family.folder, kind), { recursive: true });
  const before = readFileSync(path.join(ROOT, listFile), 'utf8');
  const last = family.kinds.at(-1);
  const after = before.replace(`  '${last}',\n] as const`, `  '${last}',\n  '${kind}',\n] as const`);
  mkdirSync(path.dirname(path.join(root, listFile)), { recursive: true });
  writeFileSync(path.join(root, listFile), after);
  return {
    root,
    family: { ...family, kinds: listIn(after, listName) },
    listChange: lineChanges(before, after),
  };
}

/** Checks that the family's registries over the copy hold `kind` and differ from today's by it alone. */
function expectRegistriesGain(root: string, family: KindFamily, kind: string): void {
  const emitted = emitKindRegistries(KIND_FAMILIES.map((other) => (other.member === family.member ? family : other)));
  const changed = [...emitted].filter(([file, text]) => EMITTED.get(file) !== text).map(([file]) => file);
  const specs = REGISTRY_SPECS.filter((spec) => spec.member === family.member);
  expect(changed.sort()).toEqual(specs.map((spec) => `${family.folder}/${spec.file}`).sort());
  for (const spec of specs) {
    const file = `${family.folder}/${spec.file}`;
    const text = emitted.get(file) ?? '';
    const { added, removed } = lineChanges(EMITTED.get(file) ?? '', text);
    expect(removed, file).toEqual([]);
    expect(added, file).toHaveLength(2);
    expect(
      added.find((line) => line.startsWith('import ')),
      file,
    ).toMatch(new RegExp(` from '\\./${kind}/${spec.part.replace(/\.tsx?$/, '')}';$`));
    expect(added, file).toContain(`  ${kind},`);
    // Every part the registry imports is a file of the copy (the new kind's folder included).
    for (const target of relativeImports(file, text)) {
      if (!target.includes(`/${kind}/`)) continue;
      expect(existsSync(path.join(root, `${target}${path.extname(spec.part)}`)), target).toBe(true);
    }
  }
}

describe('the kind registries are emitted from the kind lists', () => {
  it('every registry on disk is the emitter text for the lists of today', async () => {
    expect(EMITTED.size).toBe(REGISTRY_SPECS.length);
    const stale = [...EMITTED].filter(([file, text]) => readFileSync(path.join(ROOT, file), 'utf8') !== text);
    expect(
      stale.map(([file]) => file),
      'run `npm run generate`',
    ).toEqual([]);
    const options = await prettier.resolveConfig(path.join(ROOT, 'kinds', 'index.ts'));
    for (const [file, text] of EMITTED) {
      expect(await prettier.format(text, { ...options, filepath: path.join(ROOT, file) }), file).toBe(text);
    }
  });

  it('the load stage finds the folders of today in line with their lists', async () => {
    expect((await loadKinds()).problems).toEqual([]);
  });

  it('finds a hand-written registry', () => {
    // A registry as the filters' server one was written by hand before the emitter.
    const handWritten = `
      import { server as keywords } from './keywords/server';
      import { server as status } from './status/server';
      import type { ServerFilterKind } from './types';
      export const SERVER_FILTERS = { keywords, status };
    `;
    expect(registryShapes('kinds/filters/registry.server.ts', handWritten)).toEqual([
      'imports kinds/filters/<kind>/server.ts of keywords, status',
      'declares SERVER_FILTERS',
    ]);
    // The same map anywhere else, under another name.
    const elsewhere = `
      import { cell as id } from '../../kinds/columns/id/cell';
      import { cell as text } from '../../kinds/columns/text/cell';
      export const CELLS = { id, text };
    `;
    expect(registryShapes('app/runtime/cells.ts', elsewhere)).toHaveLength(1);
    // One kind's part, imported by a test or another kind: no registry.
    expect(registryShapes('tests/unit/x.test.ts', "import { url } from '../../kinds/filters/select/url';")).toEqual([]);
  });

  it('no file but the emitted ones is a registry', () => {
    const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(folder));
    expect(files).toContain('kinds/filters/registry.server.ts');
    const registries = files.filter(
      (file) => registryShapes(file, readFileSync(path.join(ROOT, file), 'utf8')).length > 0,
    );
    expect(registries.sort()).toEqual([...EMITTED.keys()].sort());
    for (const file of registries) {
      expect(readFileSync(path.join(ROOT, file), 'utf8').startsWith(REGISTRY_MARK), file).toBe(true);
    }
  });
});

describe('a new kind is its folder and one line of its list', () => {
  it('a new filter kind', async () => {
    const { root, family, listChange } = withNewKind(
      FILTER_FAMILY,
      'core/model.ts',
      'FILTER_KINDS',
      'select',
      'pricerange',
    );
    expect(listChange).toEqual({ added: ["  'pricerange',"], removed: [] });
    expect(family.kinds).toEqual([...FILTER_FAMILY.kinds, 'pricerange']);
    expect(await kindFolderProblems(family, root)).toEqual([]);
    expectRegistriesGain(root, family, 'pricerange');
  });

  it('a new column kind', async () => {
    const { root, family, listChange } = withNewKind(
      COLUMN_FAMILY,
      'core/model.ts',
      'COLUMN_KINDS',
      'date',
      'distance',
    );
    expect(listChange).toEqual({ added: ["  'distance',"], removed: [] });
    expect(await kindFolderProblems(family, root)).toEqual([]);
    expectRegistriesGain(root, family, 'distance');
  });

  it("a new field kind's registries (its field type in core/model.ts aside)", () => {
    const family = { ...FIELD_FAMILY, kinds: [...FIELD_FAMILY.kinds, 'rating'] };
    // The folder is not copied here (the field kinds' folder is the whole of kinds/): only the registries' change.
    const emitted = emitKindRegistries([family]);
    for (const spec of REGISTRY_SPECS.filter((candidate) => candidate.member === 'field')) {
      const file = `kinds/${spec.file}`;
      const { added, removed } = lineChanges(EMITTED.get(file) ?? '', emitted.get(file) ?? '');
      expect(removed, file).toEqual([]);
      expect(added, file).toEqual([expect.stringMatching(/^import .* from '\.\/rating\/[a-z]+';$/), '  rating,']);
    }
  });

  it('refuses a listed kind missing a part, and a folder the list does not name', async () => {
    const { root, family } = withNewKind(FILTER_FAMILY, 'core/model.ts', 'FILTER_KINDS', 'text', 'pricerange');
    rmSync(path.join(root, 'kinds/filters/pricerange/url.ts'));
    cpSync(path.join(root, 'kinds/filters/text'), path.join(root, 'kinds/filters/orphan'), { recursive: true });
    expect(await kindFolderProblems(family, root)).toEqual([
      'kinds/filters/pricerange/url.ts is missing: every filter kind of FILTER_KINDS (core/model.ts) holds definition.ts, server.ts, url.ts, control.tsx',
      "kinds/filters/orphan/ is no filter kind: add 'orphan' to FILTER_KINDS (core/model.ts), or remove the folder",
    ]);
  });
});
