/**
 * The admin part of every field kind (`kinds/<kind>/widget.tsx`: its `Widget` and the `empty`
 * value of a new item's field), one per kind of `FIELD_KINDS` (`./index.ts`): a kind without one
 * fails to compile. Each is typed to its own kind's field (`KindProps<K>`); the admin's
 * `FieldInput` picks the widget by the field's kind. Every widget reads and writes its value
 * through react-hook-form.
 */
import type { ComponentType } from 'react';
import type { FieldKind, FieldMeta } from '#core/model';
import * as address from './address/widget';
import * as author from './author/widget';
import * as boolean from './boolean/widget';
import * as category from './category/widget';
import * as contacts from './contacts/widget';
import * as date from './date/widget';
import * as datetime from './datetime/widget';
import * as files from './files/widget';
import * as group from './group/widget';
import * as images from './images/widget';
import * as list from './list/widget';
import * as municipalities from './municipalities/widget';
import * as number from './number/widget';
import * as params from './params/widget';
import * as portal from './portal/widget';
import * as entity from './entity/widget';
import * as reference from './reference/widget';
import * as richtext from './richtext/widget';
import * as select from './select/widget';
import * as slug from './slug/widget';
import * as secret from './secret/widget';
import * as status from './status/widget';
import * as tags from './tags/widget';
import * as text from './text/widget';
import * as textarea from './textarea/widget';
import type { EmptyContext, EmptyValue, KindProps } from './host/admin';
import type { KindName } from './index';

/** The widget of one kind. */
export type Widget<K extends KindName> = ComponentType<KindProps<K>>;

/** The admin part of one kind: its widget, and the empty value of a new item's field. */
export interface AdminKind<K extends KindName> {
  readonly Widget: Widget<K>;
  readonly empty: EmptyValue<K>;
}

/** One admin part per kind of the list. */
export type AdminKindMap = { readonly [K in KindName]: AdminKind<K> };

export const ADMIN_KINDS = {
  text,
  textarea,
  richtext,
  slug,
  number,
  boolean,
  date,
  datetime,
  select,
  category,
  municipalities,
  entity,
  reference,
  images,
  files,
  contacts,
  address,
  group,
  list,
  params,
  portal,
  author,
  status,
  secret,
  tags,
} satisfies AdminKindMap;

/**
 * The widget of a kind. The map's mapped type guarantees that ADMIN_KINDS[kind] is the part of
 * that very kind, so a field of the kind may be passed to its widget.
 */
export function widgetOf<K extends KindName>(kind: K): Widget<K> {
  return ADMIN_KINDS[kind].Widget as Widget<K>;
}

/** The empty value of a new item's field, by its kind (defaults of the schema applied). */
export function emptyValueOf(field: FieldMeta, context: EmptyContext): unknown {
  // The casts narrow the field to its own kind's part, which the mapped type guarantees.
  const empty = ADMIN_KINDS[field.kind].empty as EmptyValue<FieldKind>;
  return empty(field as never, context);
}
