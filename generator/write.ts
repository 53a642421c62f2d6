/** Stage 5, the only stage that touches the disk: write changed files, remove stale ones. */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileMap } from './emit/types';

/** Directories the generator owns entirely: a file there that it did not emit is stale. */
export const OWNED_DIRECTORIES = ['generated'] as const;
/** Single files the generator owns outside those directories. */
export const OWNED_FILES = ['openapi.yaml'] as const;

async function listFiles(root: string, dir: string): Promise<string[]> {
  const absolute = path.join(root, dir);
  let entries;
  try {
    entries = await readdir(absolute, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export interface Difference {
  readonly path: string;
  readonly change: 'added' | 'changed' | 'stale';
}

/**
 * What writing `files` under `root` would change, without changing anything. `owned: false`: the
 * files are not the whole output (the kinds' registries), so nothing else is stale.
 */
export async function compare(root: string, files: FileMap, options: { owned?: boolean } = {}): Promise<Difference[]> {
  const differences: Difference[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const current = await readIfExists(path.join(root, file));
    if (current === null) differences.push({ path: file, change: 'added' });
    else if (current !== text) differences.push({ path: file, change: 'changed' });
  }
  for (const dir of options.owned === false ? [] : OWNED_DIRECTORIES) {
    for (const file of await listFiles(root, dir)) {
      if (!files.has(file)) differences.push({ path: file, change: 'stale' });
    }
  }
  return differences;
}

/** Writes added and changed files, deletes stale ones, and returns what it did. */
export async function write(root: string, files: FileMap, options: { owned?: boolean } = {}): Promise<Difference[]> {
  const differences = await compare(root, files, options);
  for (const difference of differences) {
    const target = path.join(root, difference.path);
    if (difference.change === 'stale') {
      await rm(target);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, files.get(difference.path) ?? '', 'utf8');
  }
  return differences;
}
