/**
 * What would make `openapi.yaml` wrong, found before it is emitted: a path, an operationId or a
 * component schema name taken twice (by two entities, or by an entity and a platform call or a
 * shared component).
 */
import type { Model } from '../../normalise';
import type { SchemaConflict } from '../conflicts';
import { SHARED_SCHEMAS } from './components';
import type { AnyCall } from '../../../core/contracts/define';
import { PLATFORM_CALLS } from '../../../core/contracts/platform';
import { entityCallList } from '../../../kinds/contracts/entity';
import { entitySchemas } from '../../../kinds/contracts/entity-schemas';
import { platformSchemas } from './platform';

/** The first of several clashes of one kind, and how many more there are. */
function summary(clashes: readonly string[]): string {
  return clashes.length === 1 ? (clashes[0] ?? '') : `${clashes[0] ?? ''} (and ${clashes.length - 1} more)`;
}

export function openApiConflicts(model: Model): SchemaConflict[] {
  const conflicts: SchemaConflict[] = [];
  const paths = new Map<string, string>();
  const operations = new Map<string, string>();
  for (const [name, call] of Object.entries(PLATFORM_CALLS) as [string, AnyCall][]) {
    paths.set(call.path, 'a platform call');
    operations.set(call.operationId ?? name, `${call.method.toUpperCase()} ${call.path} (a platform call)`);
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
    const calls: readonly AnyCall[] = entityCallList(entity);
    const taken = new Set<string>();
    for (const call of calls) {
      const pathOwner = paths.get(call.path);
      if (pathOwner !== undefined && pathOwner !== entity.source) {
        if (!taken.has(call.path)) clash('path', `path ${call.path} is already taken by ${pathOwner}`);
        taken.add(call.path);
      }
    }
    for (const call of calls) {
      if (taken.has(call.path)) continue;
      paths.set(call.path, entity.source);
      const id = call.operationId ?? call.path;
      const where = `${call.method.toUpperCase()} ${call.path}`;
      const previous = operations.get(id);
      if (previous !== undefined) operationClashes.push(`operationId ${id} of ${where} is already used by ${previous}`);
      operations.set(id, `${where} (${entity.source})`);
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
