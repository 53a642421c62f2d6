/**
 * Stage 1: read the schema files and parse them, keeping positions for error messages; and read
 * the Handlebars templates emit renders (emit reads no files).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
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
