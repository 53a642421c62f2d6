/**
 * "A contract change breaks the build, not production": the admin is type-checked against a
 * client regenerated from a changed `openapi.yaml`. The project's own `openapi.yaml` is edited in
 * memory, the client emitted from it (`emitClient`), and the admin's files are checked with
 * TypeScript with those files in place of `generated/api/`. Unchanged, nothing is reported;
 * each change is reported where the admin uses what changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { emitClient } from '../../generator/emit/client';
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

describe('the admin against a changed openapi.yaml', () => {
  const original = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as Document;
  const copy = (): Document => structuredClone(original);

  it('compiles against the client of the unchanged document', async () => {
    expect(adminErrors(copy(), await projectModel())).toEqual([]);
  }, 120_000);

  it('fails where the admin reads a property the answer no longer has', async () => {
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
  }, 120_000);

  it("fails where an entity's answers no longer fit the generic list", async () => {
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
  }, 120_000);
});
