/**
 * `npm run generate`: regenerate `generated/` and `openapi.yaml` from `schemas/`.
 * `npm run generate -- --check`: change nothing; exit 1 naming every out-of-date file.
 * `--schemas DIR` reads another schemas directory (fixtures); `--root DIR` writes elsewhere.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatIssue } from './issues';
import { generate } from './pipeline';
import { compare, write } from './write';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      schemas: { type: 'string' },
      root: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(values.root ?? process.cwd());
  const schemasDir = path.resolve(values.schemas ?? path.join(root, 'schemas'));
  const result = await generate({ root, schemasDir });
  for (const issue of result.issues) console.error(formatIssue(issue));
  if (!result.files) {
    const errors = result.issues.filter((issue) => issue.severity === 'error').length;
    console.error(`generate: ${errors} error${errors === 1 ? '' : 's'} in the schemas; nothing written.`);
    return 1;
  }
  if (values.check) {
    const differences = await compare(root, result.files);
    if (differences.length > 0) {
      for (const difference of differences) console.error(`out of date (${difference.change}): ${difference.path}`);
      console.error(`generate --check: ${differences.length} file(s) out of date; run \`npm run generate\`.`);
      return 1;
    }
    if (!values.quiet) console.log(`generate --check: ${result.files.size} files up to date.`);
    return 0;
  }
  const differences = await write(root, result.files);
  if (!values.quiet) {
    for (const difference of differences) console.log(`${difference.change}: ${difference.path}`);
    console.log(`generate: ${result.files.size} files, ${differences.length} changed.`);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
