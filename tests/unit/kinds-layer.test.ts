/**
 * `kinds/` is a layer of its own (issue #29): a kind's parts import `core/`, npm packages, the
 * hosts' interface (`kinds/host/`) and kinds' folders, never the hosts' internals (`app/`,
 * `server/`, `generator/`, `generated/`); whatever a host gives a kind reaches it through that
 * interface (props, a React context, the context object of a call). And no import circle runs
 * through `kinds/`. Every import of every module (static, `export ... from`, dynamic, type-only) is
 * read with TypeScript's own pre-processor and resolved like the bundler does (relative paths and
 * the `#core/`, `#kinds/`, `#runtime/`, `#api/` aliases of package.json).
 *
 * A kind's story (`kinds/<kind>/<Kind>.stories.tsx`) lives in its folder but is part of no host:
 * Storybook alone loads it. It may also import the story helpers (`stories/`: the field story
 * frame, the MSW handlers), which no other part of a kind may; and no code imports a story.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const HOSTS = ['app', 'server', 'generator', 'generated'];
const ALIASES: Readonly<Record<string, string>> = {
  '#core/': 'core/',
  '#kinds/': 'kinds/',
  '#runtime/': 'app/runtime/',
  '#api/': 'app/api/',
};
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    // Scratch folders (`tests/.tmp/`) hold no project code.
    if (name.startsWith('.')) return [];
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The project file (relative to the root) an import names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  // A stylesheet or asset: a file all the same, outside any host when it sits beside the importer.
  return base;
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
}

const edges = new Map<string, string[]>();
function edgesOf(file: string): string[] {
  let found = edges.get(file);
  if (!found) {
    found = importsOf(file)
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null && /\.tsx?$/.test(target));
    edges.set(file, found);
  }
  return found;
}

const KIND_FILES = sourceFiles('kinds');
/** A story module (a resolved path, or an import that names one without its extension). */
const isStory = (file: string): boolean => /\.stories(\.tsx?)?$/.test(file);
/** The story helpers: what a kind's story may import besides what every part of a kind may. */
const STORY_HELPERS = 'stories/';
/** Every module that could import a story, the stories themselves and their helpers aside. */
const CODE_FILES = [...HOSTS, 'core', 'kinds', 'scripts', 'bench', 'tests']
  .filter((folder) => existsSync(path.join(ROOT, folder)))
  .flatMap((folder) => sourceFiles(folder));

describe('the kinds layer', () => {
  it('finds the kinds and resolves their imports', () => {
    // Guards the scan itself: the registries import every kind's parts.
    expect(KIND_FILES).toContain('kinds/index.ts');
    expect(edgesOf('kinds/registry.server.ts')).toContain('kinds/text/server.ts');
    expect(resolve('kinds/text/server.ts', '#core/model')).toBe('core/model.ts');
    expect(resolve('kinds/text/server.ts', '../../server/db/sql')).toBe('server/db/sql.ts');
    // The kinds' stories are found, and resolve the story frame.
    expect(KIND_FILES).toContain('kinds/text/Text.stories.tsx');
    expect(edgesOf('kinds/text/Text.stories.tsx')).toContain('stories/frames/FieldStoryFrame.tsx');
  });

  it('imports no host internals (app/, server/, generator/, generated/)', () => {
    const offending = KIND_FILES.flatMap((file) =>
      importsOf(file)
        .map((specifier) => ({ specifier, target: resolve(file, specifier) }))
        .filter(({ target }) => target !== null && HOSTS.some((host) => target.startsWith(`${host}/`)))
        .map(({ specifier }) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("imports the story helpers (stories/) from a kind's story only", () => {
    const offending = KIND_FILES.filter((file) => !isStory(file)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => resolve(file, specifier)?.startsWith(STORY_HELPERS))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('has stories that no code imports', () => {
    expect(KIND_FILES.filter(isStory).length).toBeGreaterThan(0);
    const offending = CODE_FILES.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = resolve(file, specifier);
          return target !== null && isStory(target);
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("keeps the kinds' readings pure: no package, no host, no other part of a kind", () => {
    // The admin bundles them (the history's diffs) as the server does (the preview page): from
    // the registry of readings, every import reached is a module of core/ (shared by every host)
    // or a pure one of kinds/ (no server, SQL, generator or widget part, no React, no package).
    const reached = new Set<string>();
    const outside: string[] = [];
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const specifier of importsOf(file)) {
        const target = resolve(file, specifier);
        if (target?.startsWith('core/')) continue;
        const pure =
          target?.startsWith('kinds/') === true && !/\/(server|sql|definition|widget)\.ts$|\.tsx$/.test(target);
        if (pure) visit(target);
        else outside.push(`${file}: ${specifier}`);
      }
    };
    visit('kinds/registry.readable.ts');
    expect(reached).toContain('kinds/address/readable.ts');
    expect(outside).toEqual([]);
  });

  it('has no import circle through kinds/', () => {
    // Depth-first search from every kinds/ module over the project's imports; a back edge to a
    // module on the current path is a circle, reported when one of its modules is in kinds/.
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'open');
      stack.push(file);
      for (const target of edgesOf(file)) {
        if (!existsSync(path.join(ROOT, target))) continue;
        const seen = state.get(target);
        if (seen === 'open') {
          const circle = [...stack.slice(stack.indexOf(target)), target];
          if (circle.some((member) => member.startsWith('kinds/'))) circles.push(circle.join(' -> '));
        } else if (seen === undefined) visit(target);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of KIND_FILES) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
