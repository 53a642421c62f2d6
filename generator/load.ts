/**
 * Stage 1: read the schema files and parse them, keeping positions for error messages; read the
 * Handlebars templates emit renders (emit reads no files); and read the kind folders against their
 * lists (`loadKinds`), from which the kinds' registries are emitted.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import { COLUMN_KINDS, FILTER_KINDS } from '../core/model';
import { FIELD_KINDS } from '../kinds/index';
import type { Issue, SourceDocument } from './issues';

export const SIDEBAR_FILE = 'sidebar.yaml';
export const FRAGMENTS_DIR = 'fragments';
export const SETTINGS_DIR = 'settings';

export interface LoadedSchemas {
  readonly entities: readonly SourceDocument[];
  readonly fragments: readonly SourceDocument[];
  /** `<dir>/settings/*.yaml`: the settings screens. */
  readonly settings: readonly SourceDocument[];
  readonly sidebar: SourceDocument | null;
  readonly issues: readonly Issue[];
}

async function yamlFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith('.yaml') || name.endsWith('.yml')).sort();
  } catch {
    return [];
  }
}

/** Parses one YAML text; syntax problems become issues with their line. */
export function parseSource(file: string, text: string): { source: SourceDocument; issues: Issue[] } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const issues: Issue[] = [...document.errors, ...document.warnings].map((problem) => {
    const { line, col } = lines.linePos(problem.pos[0]);
    return {
      code: 'yaml',
      severity: document.errors.includes(problem as never) ? 'error' : 'warning',
      file,
      line,
      column: col,
      path: '',
      message: problem.message.split('\n')[0] ?? problem.message,
    } satisfies Issue;
  });
  const value: unknown = document.errors.length > 0 ? null : document.toJS();
  return { source: { file, text, document, lines, value }, issues };
}

/**
 * Reads `<dir>/*.yaml` (one entity each, `sidebar.yaml` apart), `<dir>/fragments/*.yaml` and
 * `<dir>/settings/*.yaml`.
 * File names (in issues and generated headers) are relative to the schemas directory's parent,
 * so they read `schemas/news.yaml` wherever the directory is.
 */
export async function loadSchemas(options: { dir: string }): Promise<LoadedSchemas> {
  const issues: Issue[] = [];
  const read = async (file: string): Promise<SourceDocument> => {
    const text = await readFile(file, 'utf8');
    const relative = path.relative(path.dirname(options.dir), file).split(path.sep).join('/');
    const parsed = parseSource(relative, text);
    issues.push(...parsed.issues);
    return parsed.source;
  };
  const entityNames = (await yamlFiles(options.dir)).filter((name) => name !== SIDEBAR_FILE);
  const fragmentDir = path.join(options.dir, FRAGMENTS_DIR);
  const fragmentNames = await yamlFiles(fragmentDir);
  const entities = await Promise.all(entityNames.map((name) => read(path.join(options.dir, name))));
  const fragments = await Promise.all(fragmentNames.map((name) => read(path.join(fragmentDir, name))));
  const settingsDir = path.join(options.dir, SETTINGS_DIR);
  const settingsNames = await yamlFiles(settingsDir);
  const settings = await Promise.all(settingsNames.map((name) => read(path.join(settingsDir, name))));
  const sidebarNames = await yamlFiles(options.dir);
  const sidebar = sidebarNames.includes(SIDEBAR_FILE) ? await read(path.join(options.dir, SIDEBAR_FILE)) : null;
  return { entities, fragments, settings, sidebar, issues };
}

/** The generator's Handlebars templates: `generator/handlebars/<name>.hbs`. */
export const TEMPLATES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'handlebars');

const TEMPLATE_SUFFIX = '.hbs';

/** Reads every `<name>.hbs` of `dir` (the generator's own by default): template texts by `<name>`. */
export async function loadTemplates(dir: string = TEMPLATES_DIR): Promise<ReadonlyMap<string, string>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(TEMPLATE_SUFFIX)).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return new Map(names.map((name, index) => [name.slice(0, -TEMPLATE_SUFFIX.length), texts[index] ?? '']));
}

/** The project the generator belongs to: where its kinds are (whatever `--root` the output has). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A family of kinds: one folder per kind under `folder`, each holding the same parts, and one list
 * naming them. The list is the only place a new kind is written besides its folder: the family's
 * registries (one per host) are emitted from it (`emit/kind-registries.ts`).
 */
export interface KindFamily {
  /** How messages name a member: `filter`, `column`, `field`. */
  readonly member: 'filter' | 'column' | 'field';
  /** The family's folder, relative to the project root (`kinds/filters`). */
  readonly folder: string;
  /** The family's list of kinds, in its order. */
  readonly kinds: readonly string[];
  /** Where the list is written, for messages: `FILTER_KINDS (core/model.ts)`. */
  readonly list: string;
  /** The files every kind's folder holds. */
  readonly parts: readonly string[];
  /** Sub-folders of `folder` that are no kind (the field kinds share `kinds/` with the other families). */
  readonly notKinds: readonly string[];
}

export const FILTER_FAMILY: KindFamily = {
  member: 'filter',
  folder: 'kinds/filters',
  kinds: FILTER_KINDS,
  list: 'FILTER_KINDS (core/model.ts)',
  parts: ['definition.ts', 'server.ts', 'url.ts', 'control.tsx'],
  notKinds: [],
};

export const COLUMN_FAMILY: KindFamily = {
  member: 'column',
  folder: 'kinds/columns',
  kinds: COLUMN_KINDS,
  list: 'COLUMN_KINDS (core/model.ts)',
  parts: ['definition.ts', 'server.ts', 'cell.tsx'],
  notKinds: [],
};

export const FIELD_FAMILY: KindFamily = {
  member: 'field',
  folder: 'kinds',
  kinds: FIELD_KINDS,
  list: 'FIELD_KINDS (kinds/index.ts)',
  parts: ['definition.ts', 'server.ts', 'widget.tsx', 'readable.ts'],
  // The other families, the hosts' interface and the entity contracts built from the kinds.
  notKinds: ['columns', 'contracts', 'filters', 'host'],
};

export const KIND_FAMILIES: readonly KindFamily[] = [FIELD_FAMILY, FILTER_FAMILY, COLUMN_FAMILY];

/** A kind's name is the identifier of its part in each registry. */
const KIND_NAME = /^[a-z][A-Za-z0-9]*$/;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * What keeps a family's registries from being emitted, one message each, naming the file or folder:
 * a listed kind without its folder or one of its parts, a folder the list does not name, a name
 * listed twice or that is no identifier. Empty when the folders match the list.
 */
export async function kindFolderProblems(family: KindFamily, root: string = PROJECT_ROOT): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const kind of family.kinds) {
    if (seen.has(kind)) problems.push(`${family.list}: '${kind}' is listed twice`);
    seen.add(kind);
    if (!KIND_NAME.test(kind)) {
      problems.push(`${family.list}: '${kind}' is no kind name (a lower-case letter, then letters and digits)`);
    }
    for (const part of family.parts) {
      const file = `${family.folder}/${kind}/${part}`;
      if (!(await exists(path.join(root, file)))) {
        problems.push(
          `${file} is missing: every ${family.member} kind of ${family.list} holds ${family.parts.join(', ')}`,
        );
      }
    }
  }
  const entries = await readdir(path.join(root, family.folder), { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !family.notKinds.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    if (!seen.has(folder)) {
      problems.push(
        `${family.folder}/${folder}/ is no ${family.member} kind: add '${folder}' to ${family.list}, or remove the folder`,
      );
    }
  }
  return problems;
}

export interface LoadedKinds {
  readonly families: readonly KindFamily[];
  /** Empty when every family's folders match its list. */
  readonly problems: readonly string[];
}

/** The kind families with their folders checked against their lists. */
export async function loadKinds(
  families: readonly KindFamily[] = KIND_FAMILIES,
  root: string = PROJECT_ROOT,
): Promise<LoadedKinds> {
  const problems = await Promise.all(families.map((family) => kindFolderProblems(family, root)));
  return { families, problems: problems.flat() };
}
