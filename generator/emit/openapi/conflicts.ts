/**
 * What would make `openapi.yaml` wrong, found before it is emitted: a path, an operationId or a
 * component schema name taken twice (by two entities, or by an entity and a platform call or a
 * shared component).
 */
import type { Model } from '../../normalise';
import type { SchemaConflict } from '../conflicts';
import { SHARED_SCHEMAS } from './components';
import { entityPaths } from './entity-paths';
import { entitySchemas } from './entity-schemas';
import { platformPaths, platformSchemas } from './platform';

/** The first of several clashes of one kind, and how many more there are. */
function summary(clashes: readonly string[]): string {
  return clashes.length === 1 ? (clashes[0] ?? '') : `${clashes[0] ?? ''} (and ${clashes.length - 1} more)`;
}

export function openApiConflicts(model: Model): SchemaConflict[] {
  const conflicts: SchemaConflict[] = [];
  const paths = new Map<string, string>();
  const operations = new Map<string, string>();
  const platform = platformPaths(model);
  for (const [path, item] of Object.entries(platform)) {
    paths.set(path, 'a platform call');
    for (const [method, operation] of Object.entries(item)) {
      operations.set(String(operation.operationId), `${method.toUpperCase()} ${path} (a platform call)`);
    }
  }
  const schemas = new Map<string, string>(
    [...Object.keys(SHARED_SCHEMAS), ...Object.keys(platformSchemas())].map((name) => [name, 'a shared component']),
  );
  for (const entity of model.entities) {
    const clash = (key: SchemaConflict['key'], message: string): void => {
      conflicts.push({ entity, field: null, key, code: 'conflict', message });
    };
    const operationClashes: string[] = [];
    const schemaClashes: string[] = [];
    for (const [path, item] of Object.entries(entityPaths(entity))) {
      const pathOwner = paths.get(path);
      if (pathOwner !== undefined) {
        clash('path', `path ${path} is already taken by ${pathOwner}`);
        continue;
      }
      paths.set(path, entity.source);
      for (const [method, operation] of Object.entries(item)) {
        const id = String(operation.operationId);
        const where = `${method.toUpperCase()} ${path}`;
        const previous = operations.get(id);
        if (previous !== undefined)
          operationClashes.push(`operationId ${id} of ${where} is already used by ${previous}`);
        operations.set(id, `${where} (${entity.source})`);
      }
    }
    for (const name of Object.keys(entitySchemas(entity))) {
      const owner = schemas.get(name);
      if (owner !== undefined) schemaClashes.push(`component schema ${name} is already taken by ${owner}`);
      schemas.set(name, entity.source);
    }
    // Names derived alike clash together: one issue each for operations and schemas.
    if (operationClashes.length > 0) clash('path', summary(operationClashes));
    if (schemaClashes.length > 0) clash('entity', summary(schemaClashes));
  }
  return conflicts;
}
