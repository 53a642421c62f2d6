/** The interfaces generated screens and routes compose; the runtime components implement them. */
import type { EntityMeta, Label } from '../../core/model';
import type { EntityValidators } from '../../core/validation';
import type { EntityCalls } from '../api/client';

export interface EntityListProps {
  /** The entity's normalised schema (`generated/entities/<name>/meta.ts`). */
  readonly meta: EntityMeta;
  /** The entity's calls of the generated client (`generated/api/<name>.ts`). */
  readonly calls: EntityCalls;
}

export interface EntityEditorProps {
  readonly meta: EntityMeta;
  /** The entity's calls of the generated client (`generated/api/<name>.ts`). */
  readonly calls: EntityCalls;
  /** The entity's zod validators (`generated/entities/<name>/schema.ts`). */
  readonly validators: EntityValidators;
}

/**
 * Route `handle` of the admin's screens: the layout reads the screen name for the top bar, and the
 * guard the ability (`true`: any signed-in user) and whether the restricted editorial role family
 * may open it (spec platform.md section 6).
 */
export interface ScreenHandle {
  readonly title?: Label;
  readonly ability?: string | true;
  /** False: users of the role family 'redazione' are sent to /not-found. */
  readonly redazione?: boolean;
  /**
   * True: the top bar names the screen after the sidebar link to the address, when there is one
   * (the category lists: 'Categorie news', 'Tipologie hotel'), `title` otherwise.
   */
  readonly sidebarTitle?: boolean;
}

/** Route `handle` of generated entity routes. */
export interface EntityRouteHandle extends ScreenHandle {
  readonly entity: string;
  readonly screen: 'list' | 'editor';
  readonly ability: string;
  readonly title: Label;
  readonly redazione: boolean;
}
