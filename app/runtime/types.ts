/** The interfaces generated screens and routes compose; the runtime components implement them. */
import type { EntityMeta } from '../../core/model';
import type { EntityValidators } from '../../core/validation';

export interface EntityListProps {
  /** The entity's normalised schema (`generated/entities/<name>/meta.ts`). */
  readonly meta: EntityMeta;
}

export interface EntityEditorProps {
  readonly meta: EntityMeta;
  /** The entity's zod validators (`generated/entities/<name>/schema.ts`). */
  readonly validators: EntityValidators;
}

/** Route `handle` of generated entity routes: the guard reads the entity and its view ability. */
export interface EntityRouteHandle {
  readonly entity: string;
  readonly screen: 'list' | 'editor';
  readonly ability: string;
}
