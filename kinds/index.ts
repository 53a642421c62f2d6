/**
 * The one list of field kinds: each is a folder `kinds/<kind>/` with a generator definition
 * (`definition.ts`), a server part (`server.ts`) and an admin widget (`widget.tsx`). The three
 * registries (`registry.generator.ts`, `registry.server.ts`, `registry.admin.ts`) are typed by this
 * list, so a kind listed here without one of its parts fails to compile; this list must in turn
 * name every kind of `FieldMeta` (`core/model.ts`) and nothing else. Filter and column kinds
 * (`kinds/filters/`, `kinds/columns/`) have registry lists of their own.
 *
 * This module imports no part, so any host may read the list without loading the others' code.
 */
import type { FieldKind } from '../core/model';

export const FIELD_KINDS = [
  'text',
  'textarea',
  'richtext',
  'slug',
  'number',
  'boolean',
  'date',
  'datetime',
  'select',
  'category',
  'municipalities',
  'entity',
  'reference',
  'images',
  'files',
  'contacts',
  'address',
  'group',
  'list',
  'params',
  'portal',
  'author',
  'status',
  'secret',
  'tags',
] as const satisfies readonly FieldKind[];

/** A kind of the list. */
export type KindName = (typeof FIELD_KINDS)[number];

/** Holds only when the list names every kind of the model; else an error naming the missing kinds. */
type Complete = [Exclude<FieldKind, KindName>] extends [never]
  ? true
  : { readonly missing: Exclude<FieldKind, KindName> };
export const FIELD_KINDS_COMPLETE: Complete = true;
