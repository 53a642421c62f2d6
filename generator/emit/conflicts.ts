/**
 * Schema conflicts: two schemas (or a schema and the hand-written platform) claiming the same
 * generated name, or a schema asking for what an emitter cannot produce. The emitters' own
 * conflict finders (`db/conflicts.ts`, `openapi/conflicts.ts`) return them as data: validation
 * reports them as issues with file and line, and the emitters assert there are none.
 */
import type { EntityMeta } from '../../core/model';

export interface SchemaConflict {
  readonly entity: EntityMeta;
  /** The field at fault (top-level, per-language or shared), or null when the entity itself is. */
  readonly field: string | null;
  /** The entity key that names the clashing thing, when no field is at fault. */
  readonly key: 'entity' | 'path';
  readonly code: 'conflict' | 'unsupported';
  readonly message: string;
}

/** Emitters run only on validated models: a conflict reaching them is a generator bug. */
export function assertNoConflicts(conflicts: readonly SchemaConflict[]): void {
  const [first] = conflicts;
  if (first) {
    throw new Error(`generator bug: ${first.entity.source}: ${first.message} (validation should have reported it)`);
  }
}
