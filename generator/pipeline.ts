/**
 * The generator's stages with typed hand-offs, each importing only what comes before it:
 * load (files → parsed YAML, template texts) → validate (issues as data) → normalise (readonly model, and the
 * source map beside it) → check (cross-schema conflicts on the model, issues with file:line)
 * → emit (pure: model and templates → path → text map) → format. Writing is separate (`write.ts`).
 */
import { checkModel } from './check';
import { emitAll } from './emit';
import type { FileMap } from './emit/types';
import { DEFAULT_CACHE_DIR, formatFiles } from './format';
import { hasErrors, sortIssues, type Issue } from './issues';
import { loadSchemas, loadTemplates } from './load';
import { normalise, type Model } from './normalise';
import { modelSources } from './sources';
import { validateSchemas } from './validate';

export interface GenerateOptions {
  /** The project root: output paths and issue file names are relative to it. */
  readonly root: string;
  /** The schemas directory (entity files, `fragments/`, `sidebar.yaml`). */
  readonly schemasDir: string;
  /** Where formatted files are cached (default under node_modules/.cache; null: no cache). */
  readonly formatCacheDir?: string | null;
}

export interface GenerateResult {
  readonly issues: readonly Issue[];
  /** Null when validation or the check found errors. */
  readonly model: Model | null;
  /** Null when validation or the check found errors. */
  readonly files: FileMap | null;
  /** Milliseconds spent in each stage. */
  readonly timings: Readonly<Record<'load' | 'validate' | 'normalise' | 'check' | 'emit' | 'format', number>>;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const timings = { load: 0, validate: 0, normalise: 0, check: 0, emit: 0, format: 0 };
  const time = async <T>(stage: keyof typeof timings, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    timings[stage] = Math.round(performance.now() - start);
    return result;
  };
  const [loaded, templates] = await time('load', () =>
    Promise.all([loadSchemas({ dir: options.schemasDir }), loadTemplates()]),
  );
  const validated = await time('validate', () => validateSchemas(loaded));
  if (!validated.schemas || hasErrors(validated.issues)) {
    return { issues: validated.issues, model: null, files: null, timings };
  }
  const schemas = validated.schemas;
  const { model, sources } = await time('normalise', () => ({
    model: normalise(schemas),
    sources: modelSources(schemas),
  }));
  const checked = await time('check', () => checkModel(model, sources));
  const issues = checked.length > 0 ? sortIssues([...validated.issues, ...checked]) : validated.issues;
  if (hasErrors(checked)) return { issues, model: null, files: null, timings };
  const emitted = await time('emit', () => emitAll(model, templates));
  const files = await time('format', () =>
    formatFiles(emitted, {
      root: options.root,
      cacheDir: options.formatCacheDir === undefined ? DEFAULT_CACHE_DIR : options.formatCacheDir,
    }),
  );
  return { issues, model, files, timings };
}
