/**
 * The generator's stages with typed hand-offs:
 * load (files → parsed YAML) → validate (issues as data) → normalise (readonly model)
 * → emit (pure path → text map) → format. Writing is separate (`write.ts`).
 */
import { emitAll } from './emit';
import type { FileMap } from './emit/types';
import { DEFAULT_CACHE_DIR, formatFiles } from './format';
import { hasErrors, type Issue } from './issues';
import { loadSchemas } from './load';
import { normalise, type Model } from './normalise';
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
  /** Null when validation found errors. */
  readonly model: Model | null;
  readonly files: FileMap | null;
  /** Milliseconds spent in each stage. */
  readonly timings: Readonly<Record<'load' | 'validate' | 'normalise' | 'emit' | 'format', number>>;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const timings = { load: 0, validate: 0, normalise: 0, emit: 0, format: 0 };
  const time = async <T>(stage: keyof typeof timings, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    timings[stage] = Math.round(performance.now() - start);
    return result;
  };
  const loaded = await time('load', () => loadSchemas({ dir: options.schemasDir }));
  const validated = await time('validate', () => validateSchemas(loaded));
  if (!validated.schemas || hasErrors(validated.issues)) {
    return { issues: validated.issues, model: null, files: null, timings };
  }
  const schemas = validated.schemas;
  const model = await time('normalise', () => normalise(schemas));
  const emitted = await time('emit', () => emitAll(model));
  const files = await time('format', () =>
    formatFiles(emitted, {
      root: options.root,
      cacheDir: options.formatCacheDir === undefined ? DEFAULT_CACHE_DIR : options.formatCacheDir,
    }),
  );
  return { issues: validated.issues, model, files, timings };
}
