/**
 * The admin widget of every field kind (`kinds/<kind>/widget.tsx`), one per kind of `FIELD_KINDS`
 * (`./index.ts`): a kind without one fails to compile. Each is typed to its own kind's field
 * (`KindProps<K>`); the admin's `FieldInput` picks it by the field's kind. Every widget reads and
 * writes its value through react-hook-form.
 */
import type { ComponentType } from 'react';
import { Widget as address } from './address/widget';
import { Widget as author } from './author/widget';
import { Widget as boolean } from './boolean/widget';
import { Widget as category } from './category/widget';
import { Widget as contacts } from './contacts/widget';
import { Widget as date } from './date/widget';
import { Widget as datetime } from './datetime/widget';
import { Widget as files } from './files/widget';
import { Widget as group } from './group/widget';
import { Widget as images } from './images/widget';
import { Widget as list } from './list/widget';
import { Widget as municipalities } from './municipalities/widget';
import { Widget as number } from './number/widget';
import { Widget as params } from './params/widget';
import { Widget as portal } from './portal/widget';
import { Widget as entity } from './entity/widget';
import { Widget as reference } from './reference/widget';
import { Widget as richtext } from './richtext/widget';
import { Widget as select } from './select/widget';
import { Widget as slug } from './slug/widget';
import { Widget as secret } from './secret/widget';
import { Widget as status } from './status/widget';
import { Widget as tags } from './tags/widget';
import { Widget as text } from './text/widget';
import { Widget as textarea } from './textarea/widget';
import type { KindProps } from './host/admin';
import type { KindName } from './index';

/** The widget of one kind. */
export type Widget<K extends KindName> = ComponentType<KindProps<K>>;

/** One widget per kind of the list. */
export type WidgetMap = { readonly [K in KindName]: Widget<K> };

export const WIDGETS = {
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
} satisfies WidgetMap;

/**
 * The widget of a kind. The map's mapped type guarantees that WIDGETS[kind] is the widget of that
 * very kind, so a field of the kind may be passed to it.
 */
export function widgetOf<K extends KindName>(kind: K): Widget<K> {
  return WIDGETS[kind] as Widget<K>;
}
