/**
 * The server's use of the field kinds' server parts (`kinds/registry.server.ts`, each kind's
 * `kinds/<kind>/server.ts`): the part of a field's kind, and the context the server passes their
 * reference checks (the save's transaction, errors and the media library's check).
 */
import type { FieldKind, FieldMeta } from '#core/model';
import type { ReferenceContext, ServerKind } from '../../../kinds/host/server';
import { SERVER_KINDS } from '../../../kinds/registry.server';
import { rows, type Executor } from '../../db/client';
import { checkMediaReferences } from '../../media/references';
import type { FieldErrors } from '../save/context';

export type { FillContext, PlaceSql, RelationRow, ServerKind } from '../../../kinds/host/server';
export { SERVER_KINDS };

/**
 * The handling of a field's own kind. The map's mapped type guarantees that SERVER_KINDS[kind]
 * is the entry of that very kind, so the field may be passed to it.
 */
export function serverKind(field: FieldMeta): ServerKind<FieldKind> {
  return SERVER_KINDS[field.kind] as ServerKind<FieldKind>;
}

/** What a kind's reference check receives: queries run on `db`, errors added to `errors` at `path`. */
export function referenceContext(db: Executor, path: string, errors: FieldErrors): ReferenceContext {
  const context: ReferenceContext = {
    path,
    errors,
    rows: (query) => rows(db, query),
    mediaReferences: (field, value) => checkMediaReferences(field, value, context),
  };
  return context;
}
