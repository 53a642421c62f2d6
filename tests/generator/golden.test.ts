/**
 * Golden-file tests: each fixture under fixtures/<name>/schemas is generated and compared, file by
 * file, with the checked-in output under fixtures/<name>/expected (`vitest -u` rewrites them after
 * a deliberate change). A fixture named `broken*` must fail validation: its issues, each with
 * file:line, are compared with `expected-issues.txt`. The golden TypeScript files are type-checked
 * and linted with the rest of the project (they sit inside it and import through `#core/*`).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../generator/issues';
import { generate } from '../../generator/pipeline';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const projectRoot = path.resolve(fixturesDir, '..', '..', '..');

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

const fixtures = (await readdir(fixturesDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const goldenFixtures = fixtures.filter((name) => !name.startsWith('broken'));
const brokenFixtures = fixtures.filter((name) => name.startsWith('broken'));

describe.each(goldenFixtures)('fixture %s', (name) => {
  const fixtureDir = path.join(fixturesDir, name);
  const expectedDir = path.join(fixtureDir, 'expected');
  const run = generate({ root: projectRoot, schemasDir: path.join(fixtureDir, 'schemas') });

  it('validates without errors', async () => {
    const result = await run;
    expect(result.issues.filter((issue) => issue.severity === 'error').map(formatIssue)).toEqual([]);
  });

  it('matches every golden file', async () => {
    const result = await run;
    expect(result.files).not.toBeNull();
    for (const [file, text] of result.files ?? []) {
      await expect(text, file).toMatchFileSnapshot(path.join(expectedDir, file));
    }
  });

  it('has no orphaned golden files', async () => {
    const result = await run;
    const emitted = [...(result.files?.keys() ?? [])].sort();
    const orphans = (await filesUnder(expectedDir)).filter((file) => !emitted.includes(file));
    expect(orphans, 'golden files the generator no longer emits: delete them').toEqual([]);
  });

  it('is deterministic', async () => {
    const first = await run;
    const second = await generate({ root: projectRoot, schemasDir: path.join(fixtureDir, 'schemas') });
    expect([...(second.files ?? [])]).toEqual([...(first.files ?? [])]);
  });
});

describe.each(brokenFixtures)('broken fixture %s', (name) => {
  const fixtureDir = path.join(fixturesDir, name);

  it('reports every issue with file:line and writes nothing', async () => {
    const result = await generate({ root: projectRoot, schemasDir: path.join(fixtureDir, 'schemas') });
    expect(result.files).toBeNull();
    const report = `${result.issues.map(formatIssue).join('\n')}\n`;
    await expect(report).toMatchFileSnapshot(path.join(fixtureDir, 'expected-issues.txt'));
    for (const issue of result.issues) {
      expect(issue.line).toBeGreaterThan(0);
      expect(issue.file).toMatch(/^schemas\/.+\.yaml$/);
    }
  });
});
