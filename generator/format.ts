/**
 * Formats emitted TypeScript in memory with the project's Prettier settings, so output is stable.
 *
 * YAML is not formatted here: the `yaml` serializer already writes it in one stable layout, and
 * Prettier's YAML printer costs about a second on a 40-entity contract (generated YAML is listed
 * in .prettierignore).
 *
 * Formatting is a pure function of (Prettier version, options, text), so results are kept in a
 * content-addressed cache under node_modules/.cache (like ESLint's --cache): an unchanged file
 * costs a hash instead of a Prettier run. Delete the directory to start cold; output is the same.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { FileMap } from './emit/types';

const PARSERS: Record<string, string> = { '.ts': 'typescript', '.tsx': 'typescript' };

export interface FormatOptions {
  /** Where Prettier's configuration is looked up. */
  readonly root: string;
  /** The cache directory, or null for none. */
  readonly cacheDir: string | null;
}

/** Under the project's own node_modules, wherever the generator is run from. */
export const DEFAULT_CACHE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'generator-format',
);

async function cached(cacheDir: string | null, key: string, produce: () => Promise<string>): Promise<string> {
  if (!cacheDir) return produce();
  const file = path.join(cacheDir, key.slice(0, 2), key);
  try {
    return await readFile(file, 'utf8');
  } catch {
    const text = await produce();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text, 'utf8');
    return text;
  }
}

export async function formatFiles(files: FileMap, options: FormatOptions): Promise<FileMap> {
  const config = (await prettier.resolveConfig(path.join(options.root, 'package.json'))) ?? {};
  const salt = `${prettier.version}\0${JSON.stringify(config)}`;
  const entries = await Promise.all(
    [...files].map(async ([file, text]): Promise<[string, string]> => {
      const parser = PARSERS[path.extname(file)];
      if (!parser) return [file, text];
      const key = createHash('sha256').update(`${salt}\0${parser}\0${text}`).digest('hex');
      return [
        file,
        await cached(options.cacheDir, key, () => prettier.format(text, { ...config, parser, filepath: file })),
      ];
    }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}
