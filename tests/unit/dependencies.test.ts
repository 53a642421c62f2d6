/**
 * Every declared dependency is used (#29 item 5): package.json's `dependencies` and
 * `devDependencies` each have to be
 *
 * - imported or required by a project file (`.ts`, `.tsx`, `.js`, `.mjs`, `.cjs`, generated code,
 *   stories, tests and the root config files included; `node_modules`, builds and scratch folders
 *   left out): `from 'x'`, `import 'x'`, `import('x')`, `require('x')`, `require.resolve('x/...')`,
 *   `vi.mock('x')`, `--import x`;
 * - or run as a binary (one of its package.json `bin` names) by a package.json script or `.ci/run`,
 *   or by code through `node_modules/.bin/<name>`;
 * - or named in a config file (the root's `*.json` and `*.yaml` and `.storybook/`, as a quoted
 *   string);
 * - or, for `@types/x`, give the types of a used package `x` or of an entry of tsconfig's
 *   `compilerOptions.types`;
 * - or be on the allow-list below, with its reason.
 *
 * A dependency nothing uses fails the test: remove it (`npm uninstall <name>`) or use it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Dependencies used in no way the scan can see, each with its reason. Empty today: the indirect
 * uses it was meant for are covered by the rules (the `@types/*` packages by the package they type
 * or tsconfig's `types`; the ESLint plugins and the Storybook framework are imported by their
 * configs; the CLIs are run by the scripts). Keep it short; an entry needs a reason.
 */
const ALLOWED: Readonly<Record<string, string>> = {};

/** Folders never scanned: installed packages, builds, data, scratch and test output. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'storybook-static',
  'data',
  'coverage',
  '.tmp',
  'tests/.tmp',
  'tests/e2e/artifacts',
]);
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

interface Manifest {
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly scripts?: Readonly<Record<string, string>>;
}

interface Project {
  /** The text of every code file, by path relative to the root. */
  readonly code: ReadonlyMap<string, string>;
  /** The text of every config file (not code), by path. */
  readonly configs: ReadonlyMap<string, string>;
  /** Shell scripts run by CI, by path. */
  readonly shell: ReadonlyMap<string, string>;
  /** tsconfig's `compilerOptions.types`. */
  readonly tsconfigTypes: readonly string[];
}

function codeFiles(folder: string, found: Map<string, string>): void {
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_FOLDERS.has(relative)) codeFiles(relative, found);
    } else if (entry.isFile() && CODE.test(entry.name)) {
      found.set(relative, readFileSync(path.join(ROOT, relative), 'utf8'));
    }
  }
}

function readProject(): Project {
  const code = new Map<string, string>();
  codeFiles('', code);
  const configs = new Map<string, string>();
  const rootConfigs = readdirSync(ROOT).filter(
    (name) => /\.(json|ya?ml)$/.test(name) && !['package.json', 'package-lock.json', 'openapi.yaml'].includes(name),
  );
  for (const name of [
    ...rootConfigs,
    ...readdirSync(path.join(ROOT, '.storybook')).map((name) => `.storybook/${name}`),
  ]) {
    configs.set(name, readFileSync(path.join(ROOT, name), 'utf8'));
  }
  const tsconfig = JSON.parse(configs.get('tsconfig.json') ?? '{}') as { compilerOptions?: { types?: string[] } };
  return {
    code,
    configs,
    shell: new Map([['.ci/run', readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8')]]),
    tsconfigTypes: tsconfig.compilerOptions?.types ?? [],
  };
}

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`), or null for a path or builtin. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('#') ||
    specifier.startsWith('node:')
  ) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** The packages a file imports or requires (a template specifier counts up to its first `${`). */
function importedPackages(text: string): Set<string> {
  const found = new Set<string>();
  const specifier =
    /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*|\bvi\.mock\(\s*|['"]--import['"],\s*)(['"`])([^'"`$]+)/g;
  for (const match of text.matchAll(specifier)) {
    const name = packageOf(match[2] ?? '');
    if (name) found.add(name);
  }
  return found;
}

/** The binaries a dependency installs (`bin` of its package.json), none when it is not installed. */
function binaries(name: string): string[] {
  let manifest: { bin?: string | Record<string, string> };
  try {
    manifest = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as typeof manifest;
  } catch {
    return [];
  }
  if (typeof manifest.bin === 'string') return [name.split('/').pop() ?? name];
  return Object.keys(manifest.bin ?? {});
}

/** The commands of shell text: words at the start or after `&&`, `||`, `;`, `|`, `npx`, `$(`. */
function commands(shell: string): Set<string> {
  const found = new Set<string>();
  const command = /(?:^|&&|\|\||[;|(\n]|\bnpx\s+|\bexec\s+|\btime\s+)\s*([A-Za-z0-9@][\w@./-]*)/g;
  for (const match of shell.matchAll(command)) if (match[1]) found.add(match[1]);
  return found;
}

/** The declared dependencies nothing uses, by the rules of this file's header. */
function unusedDependencies(manifest: Manifest, project: Project): string[] {
  const declared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  const imported = new Set<string>();
  for (const text of project.code.values()) for (const name of importedPackages(text)) imported.add(name);
  const run = new Set<string>();
  for (const script of Object.values(manifest.scripts ?? {})) for (const name of commands(script)) run.add(name);
  for (const text of project.shell.values()) for (const name of commands(text)) run.add(name);
  for (const text of project.code.values()) {
    for (const match of text.matchAll(/node_modules['"/, ]+\.bin['"/, ]+([\w.-]+)/g)) if (match[1]) run.add(match[1]);
  }
  const configText = [...project.configs.values()].join('\n');
  const used = (name: string): boolean =>
    imported.has(name) ||
    binaries(name).some((bin) => run.has(bin)) ||
    configText.includes(`'${name}'`) ||
    configText.includes(`"${name}"`);
  const typesUsed = (name: string): boolean => {
    const typed = name.slice('@types/'.length);
    // `@types/scope__name` gives the types of `@scope/name`.
    const target = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
    return project.tsconfigTypes.includes(target) || (declared.includes(target) && used(target));
  };
  return declared.filter((name) => !(name in ALLOWED) && !(name.startsWith('@types/') ? typesUsed(name) : used(name)));
}

describe('declared dependencies', () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
  const project = readProject();

  it('are each imported, run as a binary, named in a config or allowed with a reason', () => {
    expect(unusedDependencies(manifest, project)).toEqual([]);
  });

  it('would fail on a dependency nothing uses, and on types of a package nothing uses', () => {
    const withBogus: Manifest = {
      ...manifest,
      dependencies: { ...manifest.dependencies, 'left-pad': '1.3.0' },
      devDependencies: { ...manifest.devDependencies, '@types/left-pad': '1.2.0' },
    };
    expect(unusedDependencies(withBogus, project)).toEqual(['left-pad', '@types/left-pad']);
  });

  it('sees each way of using one', () => {
    const empty: Project = { code: new Map(), configs: new Map(), shell: new Map(), tsconfigTypes: [] };
    const only = (name: string, project: Project, scripts: Record<string, string> = {}): string[] =>
      unusedDependencies({ dependencies: { [name]: '1.0.0' }, scripts }, project);
    expect(only('yaml', { ...empty, code: new Map([['a.ts', "import { parse } from 'yaml';"]]) })).toEqual([]);
    expect(only('@scope/x', { ...empty, code: new Map([['a.ts', "await import('@scope/x/sub');"]]) })).toEqual([]);
    expect(only('msw', { ...empty, code: new Map([['a.ts', 'require.resolve(`msw/${file}`)']]) })).toEqual([]);
    expect(only('typescript', empty, { check: 'tsc -p tsconfig.json' })).toEqual([]);
    expect(only('@scope/x', { ...empty, configs: new Map([['a.json', '{"plugin": "@scope/x"}']]) })).toEqual([]);
    // Named only in a comment or a plain string of code: not a use.
    expect(only('yaml', { ...empty, code: new Map([['a.ts', "// from yaml\nconst ext = 'yaml';"]]) })).toEqual([
      'yaml',
    ]);
  });
});
