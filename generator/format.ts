/** Formats emitted text in memory with the project's Prettier settings, so output is stable. */
import path from 'node:path';
import * as prettier from 'prettier';
import type { FileMap } from './emit/types';

const PARSERS: Record<string, string> = { '.ts': 'typescript', '.tsx': 'typescript', '.yaml': 'yaml', '.json': 'json' };

export async function formatFiles(files: FileMap, options: { root: string }): Promise<FileMap> {
  const config = (await prettier.resolveConfig(path.join(options.root, 'package.json'))) ?? {};
  const entries = await Promise.all(
    [...files].map(async ([file, text]): Promise<[string, string]> => {
      const parser = PARSERS[path.extname(file)];
      if (!parser) return [file, text];
      return [file, await prettier.format(text, { ...config, parser, filepath: file })];
    }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}
