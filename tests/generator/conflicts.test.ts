/**
 * Schema conflicts are validation's to report (see the `broken-conflicts` fixture); the emitters
 * only assert that none reached them: a model that still has one makes them throw.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '../../core/model';
import { dbConflicts, emitDb } from '../../generator/emit/db';
import { buildOpenApi, openApiConflicts } from '../../generator/emit/openapi';
import { loadSchemas } from '../../generator/load';
import { normalise, type Model } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';

const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'kitchen-sink', 'schemas');

async function fixtureModel(): Promise<Model> {
  const validated = validateSchemas(await loadSchemas({ dir: schemasDir }));
  if (!validated.schemas) throw new Error(validated.issues.map((issue) => issue.message).join('\n'));
  return normalise(validated.schemas);
}

function withEntity(model: Model, change: (entity: EntityMeta) => EntityMeta): Model {
  const [first] = model.entities;
  if (!first) throw new Error('the fixture has no entity');
  return { ...model, entities: [...model.entities, change(first)] };
}

describe('schema conflicts in the emitters', () => {
  it('finds none in a valid model, which the emitters accept', async () => {
    const model = await fixtureModel();
    expect(dbConflicts(model)).toEqual([]);
    expect(openApiConflicts(model)).toEqual([]);
    expect(() => emitDb(model)).not.toThrow();
    expect(() => buildOpenApi(model)).not.toThrow();
  });

  it('makes the database emitter throw on a table name taken twice', async () => {
    const model = withEntity(await fixtureModel(), (entity) => ({ ...entity, name: 'users', path: 'people' }));
    expect(dbConflicts(model).map((conflict) => conflict.message)).toContain(
      "the table 'users' is already taken by a platform table (core/db/platform.ts)",
    );
    expect(() => emitDb(model)).toThrow(/^generator bug: .*the table 'users'/);
  });

  it('makes the OpenAPI emitter throw on a path taken twice', async () => {
    const model = withEntity(await fixtureModel(), (entity) => ({ ...entity, name: 'board', path: 'dashboard' }));
    expect(openApiConflicts(model).map((conflict) => conflict.message)).toContain(
      'path /dashboard is already taken by a platform call',
    );
    expect(() => buildOpenApi(model)).toThrow(/^generator bug: .*path \/dashboard/);
  });
});
