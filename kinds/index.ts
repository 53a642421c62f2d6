/**
 * The one list of field kinds: each is a folder `kinds/<kind>/` with a generator definition
 * (`definition.ts`), a server part (`server.ts`), an admin widget (`widget.tsx`) and a reader's
 * view of a value (`readable.ts`, pure: the preview page and the admin's history share it). The
 * four registries (`registry.generator.ts`, `registry.server.ts`, `registry.admin.ts`,
 * `registry.readable.ts`) are emitted from this list by `npm run generate` (never edited by hand),
 * which refuses a listed kind without one of its parts and a folder the list does not name; this
 * list must in turn name every kind of `FieldMeta` (`core/model.ts`) and nothing else. Filter and
 * column kinds (`kinds/filters/`, `kinds/columns/`) have lists of their own (`FILTER_KINDS`,
 * `COLUMN_KINDS` of `core/model.ts`).
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
  'time',
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
  'schedule',
  'tags',
] as const satisfies readonly FieldKind[];

/** A kind of the list. */
export type KindName = (typeof FIELD_KINDS)[number];

/** Holds only when the list names every kind of the model; else an error naming the missing kinds. */
type Complete = [Exclude<FieldKind, KindName>] extends [never]
  ? true
  : { readonly missing: Exclude<FieldKind, KindName> };
export const FIELD_KINDS_COMPLETE: Complete = true;
