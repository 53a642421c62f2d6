/**
 * The admin widget of every field kind, by kind: a kind without a widget fails to compile. Each
 * is `kinds/<kind>/widget.tsx` (beside the kind's generator definition and server handling),
 * typed to its own kind's field (`KindProps<K>`); `FieldInput` picks it by the field's kind.
 * Every widget reads and writes its value through react-hook-form.
 */
import type { ComponentType } from 'react';
import type { FieldKind } from '#core/model';
import { Widget as address } from '../../../kinds/address/widget';
import { Widget as author } from '../../../kinds/author/widget';
import { Widget as boolean } from '../../../kinds/boolean/widget';
import { Widget as category } from '../../../kinds/category/widget';
import { Widget as contacts } from '../../../kinds/contacts/widget';
import { Widget as date } from '../../../kinds/date/widget';
import { Widget as datetime } from '../../../kinds/datetime/widget';
import { Widget as files } from '../../../kinds/files/widget';
import { Widget as group } from '../../../kinds/group/widget';
import { Widget as images } from '../../../kinds/images/widget';
import { Widget as list } from '../../../kinds/list/widget';
import { Widget as municipalities } from '../../../kinds/municipalities/widget';
import { Widget as number } from '../../../kinds/number/widget';
import { Widget as params } from '../../../kinds/params/widget';
import { Widget as portal } from '../../../kinds/portal/widget';
import { Widget as entity } from '../../../kinds/entity/widget';
import { Widget as reference } from '../../../kinds/reference/widget';
import { Widget as richtext } from '../../../kinds/richtext/widget';
import { Widget as select } from '../../../kinds/select/widget';
import { Widget as slug } from '../../../kinds/slug/widget';
import { Widget as secret } from '../../../kinds/secret/widget';
import { Widget as status } from '../../../kinds/status/widget';
import { Widget as tags } from '../../../kinds/tags/widget';
import { Widget as text } from '../../../kinds/text/widget';
import { Widget as textarea } from '../../../kinds/textarea/widget';
import type { KindProps } from './shared';

/** The widget of one kind. */
export type Widget<K extends FieldKind> = ComponentType<KindProps<K>>;

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
} satisfies { readonly [K in FieldKind]: Widget<K> };

/**
 * The widget of a kind. The map's mapped type guarantees that WIDGETS[kind] is the widget of that
 * very kind, so a field of the kind may be passed to it.
 */
export function widgetOf<K extends FieldKind>(kind: K): Widget<K> {
  return WIDGETS[kind] as Widget<K>;
}
