/**
 * Part of stage 2 (validate): names the emitters would produce twice (tables, exports, columns,
 * API paths, operationIds, component schemas) and what they cannot produce, reported as issues
 * with file and line. It runs on schemas that are otherwise valid: it normalises them and asks
 * the emitters' own conflict finders, so it checks exactly what they will emit.
 */
import { dbConflicts } from './emit/db/conflicts';
import type { SchemaConflict } from './emit/conflicts';
import { openApiConflicts } from './emit/openapi/conflicts';
import { issueAt, type Issue } from './issues';
import { normalise } from './normalise';
import type { ResolvedEntity, ValidatedSchemas } from './validate';

function conflictIssue(conflict: SchemaConflict, entities: ReadonlyMap<string, ResolvedEntity>): Issue {
  const entity = entities.get(conflict.entity.name);
  if (!entity) throw new Error(`generator bug: no validated schema for entity '${conflict.entity.name}'`);
  const details = { code: conflict.code, message: conflict.message };
  const field = [...entity.contents, ...entity.fields].find((candidate) => candidate.name === conflict.field);
  if (field) return issueAt(field.source, field.at, details);
  const key = conflict.key === 'path' && entity.input.path !== undefined ? 'path' : 'entity';
  return issueAt(entity.source, [key], details);
}

export function conflictIssues(schemas: ValidatedSchemas): Issue[] {
  const model = normalise(schemas);
  const entities = new Map(schemas.entities.map((entity) => [entity.input.entity, entity]));
  return [...dbConflicts(model), ...openApiConflicts(model)].map((conflict) => conflictIssue(conflict, entities));
}
