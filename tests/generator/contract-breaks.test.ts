/**
 * The changes the compiler must refuse, shown on broken fixtures: each test replaces files in
 * memory and type-checks only the files that must then fail (`typeErrors` with `only`), in one
 * TypeScript program per run of this file (each check reuses the unchanged files' syntax trees).
 *
 * - "A contract change breaks the build, not production": the project's own `openapi.yaml` is
 *   edited in memory, the client emitted from it (`emitClient`), and the admin's files that use
 *   what changed are checked with those files in place of `generated/api/`. Each change is
 *   reported where the admin uses it. That the admin compiles against the client of the unchanged
 *   document is what `npm run typecheck` checks (the one whole-program check of a run): here, that
 *   the client emitted from `openapi.yaml` as written is the one the generator emits (and
 *   `npm run generate -- --check` that this is the one committed).
 * - "A kind without a widget or without server handling does not compile": a new field kind added
 *   to `core/model.ts` alone is reported by the compiler in the one list of kinds (`kinds/index.ts`);
 *   once listed, in each registry of the kinds' parts (generator, server, admin: widget and empty
 *   value) that lacks its part.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { emitClient } from '../../generator/emit/client';
import { buildOpenApi } from '../../generator/emit/openapi';
import { loadSchemas } from '../../generator/load';
import { normalise, type Model } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';
import { ROOT, typeErrors } from './typecheck';

async function projectModel(): Promise<Model> {
  const validated = validateSchemas(await loadSchemas({ dir: path.join(ROOT, 'schemas') }));
  if (!validated.schemas) throw new Error('the project schemas do not validate');
  return normalise(validated.schemas);
}

type Document = {
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/**
 * The admin's type errors (file: message) with the client emitted from `document`: the whole
 * admin's, or those of the `only` files (checking them alone costs a fraction of the whole).
 */
function adminErrors(document: Document, model: Model, only?: readonly string[]): string[] {
  return typeErrors(emitClient(stringify(document), model), ['app', 'generated'], only);
}

/**
 * Each test type-checks the project's sources: a bound that only ends a hang (20 s on an idle
 * machine; minutes when CI's lanes load both cores).
 */
const TYPECHECK_BOUND_MS = 600_000;

describe('the admin against a changed openapi.yaml', () => {
  const original = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as Document;
  const copy = (): Document => structuredClone(original);

  it('emits, from the unchanged document, the client the generator emits', async () => {
    const model = await projectModel();
    const fromYaml = emitClient(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'), model);
    const fromGenerator = emitClient(buildOpenApi(model), model);
    expect([...fromYaml.keys()].sort()).toEqual([...fromGenerator.keys()].sort());
    expect(fromYaml.size).toBeGreaterThan(model.entities.length);
    for (const [file, text] of fromGenerator) expect(fromYaml.get(file), file).toBe(text);
  });

  it(
    'fails where the admin reads a property the answer no longer has',
    async () => {
      const changed = copy();
      const login = changed.components.schemas.LoginResult?.properties?.data as {
        properties: Record<string, unknown>;
        required: string[];
      };
      login.properties = { token: login.properties.access_token };
      login.required = ['token'];
      const errors = adminErrors(changed, await projectModel(), ['app/auth/SessionProvider.tsx']);
      expect(
        errors.some((error) => error.startsWith('app/auth/SessionProvider.tsx') && error.includes('access_token')),
      ).toBe(true);
    },
    TYPECHECK_BOUND_MS,
  );

  it(
    "fails where an entity's answers no longer fit the generic list",
    async () => {
      const model = await projectModel();
      const changed = copy();
      // Every list answer loses its rows: each entity's calls no longer satisfy EntityCalls.
      for (const [name, schema] of Object.entries(changed.components.schemas)) {
        if (name.endsWith('ListResult') && schema.properties?.data) {
          schema.properties = { rows: schema.properties.data };
          schema.required = ['rows'];
        }
      }
      const errors = adminErrors(
        changed,
        model,
        model.entities.map((entity) => `generated/api/${entity.name}.ts`),
      );
      for (const entity of model.entities) {
        expect(
          errors.some((error) => error.startsWith(`generated/api/${entity.name}.ts`)),
          entity.name,
        ).toBe(true);
      }
    },
    TYPECHECK_BOUND_MS,
  );
});

const MODEL = 'core/model.ts';
const FOLDERS = ['core', 'kinds', 'generator', 'server', 'app', 'generated'];

/** The one list of kinds, which every kind of the model must be in. */
const MAPS = ['kinds/index.ts'];
/** The registries of the kinds' parts, typed by the list of `kinds/index.ts`. */
const REGISTRIES = ['kinds/registry.generator.ts', 'kinds/registry.server.ts', 'kinds/registry.admin.ts'];
const LIST = 'kinds/index.ts';

describe('a new field kind', () => {
  it(
    'is refused by every typed map until it is registered there',
    () => {
      const model = readFileSync(path.join(ROOT, MODEL), 'utf8');
      const last = '  | TagsField;';
      expect(model).toContain(last);
      const withKind = model.replace(last, "  | TagsField\n  | (FieldBase<'rating'> & { readonly stars: number });");
      const errors = typeErrors(new Map([[MODEL, withKind]]), FOLDERS, MAPS);
      for (const file of MAPS) {
        expect(
          errors.some((error) => error.startsWith(`${file}:`) && error.includes('rating')),
          `${file}\n${errors.join('\n')}`,
        ).toBe(true);
      }
    },
    TYPECHECK_BOUND_MS,
  );

  it(
    'once listed in kinds/index.ts, is refused by each registry that lacks its part',
    () => {
      const model = readFileSync(path.join(ROOT, MODEL), 'utf8');
      const list = readFileSync(path.join(ROOT, LIST), 'utf8');
      const last = "  'tags',\n] as const";
      expect(list).toContain(last);
      const withKind = model.replace(
        '  | TagsField;',
        "  | TagsField\n  | (FieldBase<'rating'> & { readonly stars: number });",
      );
      const listed = list.replace(last, "  'tags',\n  'rating',\n] as const");
      const errors = typeErrors(
        new Map([
          [MODEL, withKind],
          [LIST, listed],
        ]),
        FOLDERS,
        [LIST, ...REGISTRIES],
      );
      expect(errors.filter((error) => error.startsWith(`${LIST}:`))).toEqual([]);
      for (const file of REGISTRIES) {
        expect(
          errors.some((error) => error.startsWith(`${file}:`) && error.includes('rating')),
          `${file}\n${errors.join('\n')}`,
        ).toBe(true);
      }
    },
    TYPECHECK_BOUND_MS,
  );
});
