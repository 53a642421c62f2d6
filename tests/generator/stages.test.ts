/**
 * The generator's pipeline is one-way: each stage imports only what comes before it. Validation
 * (stage 2) reaches neither normalise (stage 3) nor the emitters, directly or through the
 * modules it imports; conflicts needing the model are the check stage's (`check.ts`). Emit
 * reads no files: the load stage reads the templates and hands them in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { emitAll } from '../../generator/emit';
import { loadSchemas, loadTemplates } from '../../generator/load';
import { normalise } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kitchenSink = path.join(root, 'tests', 'generator', 'fixtures', 'kitchen-sink', 'schemas');

/** The project files a module imports (relative and `#core/*` specifiers, types included). */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const resolved: string[] = [];
  for (const { fileName } of importedFiles) {
    let base: string;
    if (fileName.startsWith('.')) base = path.resolve(path.dirname(file), fileName);
    else if (fileName.startsWith('#core/')) base = path.join(root, 'core', fileName.slice('#core/'.length));
    else continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
    const found = candidates.find((candidate) => ts.sys.fileExists(candidate) && candidate.match(/\.tsx?$/));
    if (!found) throw new Error(`${path.relative(root, file)}: cannot resolve '${fileName}'`);
    resolved.push(found);
  }
  return resolved;
}

/** Every project module `entry` reaches, as paths relative to the project root. */
function importGraph(entry: string): Map<string, string> {
  const reachedFrom = new Map<string, string>([[entry, '']]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of localImports(file)) {
      if (reachedFrom.has(imported)) continue;
      reachedFrom.set(imported, file);
      queue.push(imported);
    }
  }
  return new Map([...reachedFrom].map(([file, from]) => [path.relative(root, file), path.relative(root, from)]));
}

const isLaterStage = (file: string): boolean =>
  file === 'generator/normalise.ts' ||
  file === 'generator/check.ts' ||
  file === 'generator/pipeline.ts' ||
  file.startsWith('generator/emit/');

describe('the one-way pipeline', () => {
  it('keeps validation off normalise, the check stage and the emitters', () => {
    const graph = importGraph(path.join(root, 'generator', 'validate.ts'));
    expect(graph.size).toBeGreaterThan(3);
    const offending = [...graph].filter(([file]) => isLaterStage(file)).map(([file, from]) => `${from} → ${file}`);
    expect(offending).toEqual([]);
  });

  it('sees an import of the emitters where there is one', () => {
    // The check stage does read the emitters' conflict finders: the walk must find that.
    const graph = importGraph(path.join(root, 'generator', 'check.ts'));
    expect([...graph.keys()]).toContain('generator/emit/db/conflicts.ts');
  });
});

describe('emit reads no files', () => {
  it('imports no file-system module anywhere under generator/emit', () => {
    const emitDir = path.join(root, 'generator', 'emit');
    const files = ts.sys.readDirectory(emitDir, ['.ts']);
    expect(files.length).toBeGreaterThan(5);
    const readers = files.filter((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.some(({ fileName }) => /^(node:)?fs(\/promises)?$/.test(fileName)),
    );
    expect(readers.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('renders the templates it is given', async () => {
    const validated = validateSchemas(await loadSchemas({ dir: kitchenSink }));
    if (!validated.schemas) throw new Error(validated.issues.map((issue) => issue.message).join('\n'));
    const model = normalise(validated.schemas);
    const loaded = await loadTemplates();
    expect([...loaded.keys()]).toEqual(['Editor.tsx', 'List.tsx', 'routes.tsx']);
    const injected = new Map([
      ['List.tsx', '// list of {{component}}\n'],
      ['Editor.tsx', '// editor {{component}}\n'],
      ['routes.tsx', '{{#each routes}}{{path}} {{/each}}\n'],
    ]);
    const files = await emitAll(model, injected);
    const [entity] = model.entities;
    if (!entity) throw new Error('the fixture has no entity');
    const list = [...files].find(([file]) => file.endsWith(`/${entity.name}/List.tsx`));
    expect(list?.[1]).toMatch(/^\/\/ list of \w+List\n$/);
    expect(files.get('generated/routes.tsx')).toContain(`${entity.route} `);
    // The same model with the generator's own templates: only the templated files differ.
    const real = await emitAll(model, loaded);
    const differing = [...real].filter(([file, text]) => files.get(file) !== text).map(([file]) => file);
    expect(differing.every((file) => /(List|Editor|routes)\.tsx$/.test(file))).toBe(true);
    expect(differing).toContain('generated/routes.tsx');
  });

  it('names the template it was not given', async () => {
    const validated = validateSchemas(await loadSchemas({ dir: kitchenSink }));
    if (!validated.schemas) throw new Error('the fixture does not validate');
    await expect(emitAll(normalise(validated.schemas), new Map())).rejects.toThrow(/no template '.+' was loaded/);
  });
});
