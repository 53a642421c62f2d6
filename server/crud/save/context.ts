/**
 * What the steps of a save share: the body's row type, the save's context and outcome, blank
 * values, and the collector of per-field validation errors (answered together as one 422).
 */
import { formatMessage, type ApiMessageKey, type ValidationMessageKey } from '#core/messages';
import { isBlank } from '../../../kinds/host/server';
import type { ItemContext } from '../read';

export type Row = Record<string, unknown>;

export interface SaveContext extends ItemContext {
  readonly user: ItemContext['user'] & { readonly id: number };
  /** The seed's saves: their history names no user (docs/history.md). */
  readonly system?: true;
  /**
   * A restore from the history (`server/history/calls.ts`): recorded as `restore`; with `id`, a
   * deleted item comes back under its own id (the save creates it).
   */
  readonly restoring?: { readonly id?: number };
}

export interface SaveOutcome {
  readonly id: number;
  readonly created: boolean;
  readonly permalink: string | null;
  /** The confirmation shown to the user. */
  readonly message: ApiMessageKey;
}

/** Blank values (undefined, null, blank text): the kinds' host rule (`kinds/host/server.ts`). */
export { isBlank };

export class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly context: SaveContext) {}
  add(path: string, key: ValidationMessageKey, params: Record<string, string | number> = {}): void {
    const message = formatMessage(key, this.context.language, params);
    const list = Object.hasOwn(this.errors, path) ? (this.errors[path] ?? []) : (this.errors[path] = []);
    if (!list.includes(message)) list.push(message);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}
