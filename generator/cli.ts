/**
 * `npm run generate`: regenerate `generated/` and `openapi.yaml` from `schemas/`.
 * `npm run generate -- --check`: change nothing; exit 1 naming every out-of-date file.
 * `--schemas DIR` reads another schemas directory (fixtures); `--root DIR` writes elsewhere.
 *
 * The kinds' registries (`registry.*.ts` of `kinds/`, `kinds/filters/`, `kinds/columns/`) come
 * first, from the kind lists and folders alone: the pipeline is loaded only after them, since its
 * stages import them, so a stale or missing registry never stops a run from remaking it. They
 * belong to the project, whatever `--root`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emitKindRegistries } from './emit/kind-registries';
import { formatIssue } from './issues';
import { loadKinds, PROJECT_ROOT } from './load';
import { compare, write } from './write';

/** Checks or writes the kinds' registries; false when the run must stop (problems, or out of date under --check). */
async function kindRegistries(check: boolean, quiet: boolean): Promise<boolean> {
  const kinds = await loadKinds();
  if (kinds.problems.length > 0) {
    for (const problem of kinds.problems) console.error(problem);
    console.error(`generate: the kind folders do not match their lists (${kinds.problems.length}); nothing written.`);
    return false;
  }
  const registries = emitKindRegistries(kinds.families);
  if (check) {
    const differences = await compare(PROJECT_ROOT, registries, { owned: false });
    for (const difference of differences) console.error(`out of date (${difference.change}): ${difference.path}`);
    if (differences.length > 0) console.error('generate --check: kind registries out of date; run `npm run generate`.');
    return differences.length === 0;
  }
  const differences = await write(PROJECT_ROOT, registries, { owned: false });
  if (!quiet) for (const difference of differences) console.log(`${difference.change}: ${difference.path}`);
  return true;
}

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
  if (!(await kindRegistries(values.check, values.quiet))) return 1;
  const { generate } = await import('./pipeline');
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
