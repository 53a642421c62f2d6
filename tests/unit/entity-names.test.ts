/**
 * "Adding a content type takes one YAML file": hand-written code names no entity. Every string
 * literal of the hand-written code under app/, core/, kinds/, generator/, server/, scripts/ and
 * bench/ is read with TypeScript's own scanner (comments and identifiers do not count) and must not be an
 * entity's name, API path, admin route or ability prefix, alone or as a path or ability segment
 * (`'news'`, `'/news/12'`, `'news-view'`, `'generated/entities/news/meta'`). Knowledge of an entity
 * belongs in its schema; code reads it from the generated registry. The few exceptions are listed
 * below with their reason.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { entityNames, registry } from '../../generated/registry';
import { KINDS } from '../../generator/kinds';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['app', 'core', 'kinds', 'generator', 'server', 'scripts', 'bench'];
/**
 * Tests and stories: their support code (harnesses, the hostile-input runner, the MSW handlers,
 * story frames) serves every entity and names none; a test or story file may name the entities
 * whose own rules or screens it is about (`*.test.ts`, `*.stories.tsx`, the tables of cases that
 * several tests share, `*.cases.ts`, the field kinds' stories
 * in `kinds/<kind>/` included), and fixtures are data.
 */
const SUPPORT_FOLDERS = ['tests', 'stories'];
const isAboutEntities = (file: string): boolean =>
  /\.(test|stories|cases)\.tsx?$/.test(file) || file.startsWith('tests/generator/fixtures/');

/**
 * Literals allowed in one file, each with its reason. Keep this list short: a new entry needs a
 * reason a reviewer accepts.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The generator's Handlebars templates folder, not the entity of the same name.
  'generator/emit/entity.ts': ['./templates'],
  'generator/emit/routes.ts': ['./templates'],
  'generator/emit/templates.ts': ['templates'],
  // The generator benchmark makes its synthetic schemas from a copy of a real one.
  'generator/bench.ts': ['news.yaml'],
  // The API benchmark measures four lists (docs/benchmarks.md): 100,000 news items (municipalities
  // in a relation table), 100,000 places (the municipality in the address's JSON), 100,000
  // itineraries (the Durata filter, a categories relation) and 100,000 events (the date-range
  // filter over the occurrence days).
  'bench/api.ts': ['news', 'place', 'itinerary', 'event'],
  'bench/seed.ts': ['news', 'place', 'itinerary'],
  // The editor benchmark (issue #49) builds the largest items of the types whose editors hold
  // repeated parts (Via Emilia stages, itinerary stops, event stages and dates, blog paragraphs, a
  // destination's info points and contacts), measured against the plain news editor.
  'bench/editor-seed.ts': [
    'news',
    'news/',
    'viaemilia',
    'viaemilia/',
    'itinerary',
    'itinerary/',
    'event',
    'event/',
    'blog',
    'blog/',
    'destination',
    'destination/',
    '/news',
    '/news/',
    '/viaemilia',
    '/viaemilia/',
    '/itinerary',
    '/itinerary/',
    '/events',
    '/events/',
    '/blog',
    '/blog/',
    '/destinations',
    '/destinations/',
  ],
  'bench/editor-page.ts': ['event'],
  'bench/editor-report.ts': ['news', 'viaemilia'],
  'bench/editor.ts': ['news'],
  // The spec's rule that the ability prefix 'newsim' (the observatory's API path) means the
  // observatory's abilities (platform.md section 6), for prefixes written by hand in roles.
  'core/abilities.ts': ['osservatorio'],
  // The spec's rule that the open-data and trekking lists (the feeds, no entity of their own) use
  // the event abilities: "event (used for the open-data and trekking lists)" (content.md section 6).
  'core/feeds.ts': ['event-view', 'event-edit', 'event-create', 'event-delete'],
  // The stories' recorded answers of a save, an invalid save and a delete come from one
  // throwaway item of a real type (its title field is the shape of the payload).
  'stories/msw/capture.ts': ['news', 'news/'],
};

/** The words by which code could name an entity: its name, path, route and ability prefix. */
function entityWords(): Set<string> {
  const words = new Set<string>();
  for (const name of entityNames) {
    const { meta } = registry[name];
    for (const word of [meta.name, meta.path, meta.route, meta.ability]) words.add(word);
  }
  // A field kind with the same name as an entity (`tags`) is the kind, not the entity.
  for (const kind of Object.keys(KINDS)) words.delete(kind);
  // The lists' paging parameter (`?page=2`) and query keys are the word, not the static pages.
  words.delete('page');
  return words;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when the literal is the word, or has it as a path, ability or file segment. */
function namesWord(literal: string, word: string): boolean {
  return new RegExp(`(^|[/?#])${escape(word)}($|[/?#-]|\\.(ts|tsx|yaml)$)`).test(literal);
}

/** The string literals (and template literal parts) of a TypeScript source, comments excluded. */
function literalsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

function handWrittenFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS, ...SUPPORT_FOLDERS],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  // A file deleted in the working tree but not yet in a commit is still in the index: skip it.
  // A story is about the entities it shows wherever it lives (a field kind's is in its folder).
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && existsSync(path.join(ROOT, file)))
    .filter((file) => !isAboutEntities(file));
}

describe('hand-written code names no entity', () => {
  it('finds the literals that name an entity (the check itself)', () => {
    const words = new Set(['news']);
    const found = literalsOf(
      'x.ts',
      "const a = 'news'; // 'news' in a comment\nconst b = `/news/${id}`; const c = 'newsletter';",
    ).filter((literal) => [...words].some((word) => namesWord(literal, word)));
    expect(found).toEqual(['news', '/news/']);
  });

  it('has none outside the allowed places', () => {
    const words = entityWords();
    expect(words.size).toBeGreaterThan(0);
    const offences: string[] = [];
    for (const file of handWrittenFiles()) {
      const allowed = ALLOWED[file] ?? [];
      for (const literal of literalsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
        if (allowed.includes(literal)) continue;
        const word = [...words].find((candidate) => namesWord(literal, candidate));
        if (word) offences.push(`${file}: '${literal}' names the entity '${word}'`);
      }
    }
    expect(offences, offences.join('\n')).toEqual([]);
  });
});
