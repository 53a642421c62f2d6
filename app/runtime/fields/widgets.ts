/**
 * The admin widget of every field kind, by kind: a kind without a widget fails to compile. Each
 * widget is typed to its own kind's field (`KindProps<K>`); `FieldInput` picks it by the field's
 * kind. Every widget reads and writes its value through react-hook-form.
 */
import { createElement, type ComponentType, type JSX } from 'react';
import type { FieldKind } from '#core/model';
import { AddressFieldInput } from './AddressInput';
import { FilesFieldInput, ImagesFieldInput, ReferenceFieldInput } from './AttachmentInputs';
import { BooleanFieldInput, NumberFieldInput, SelectFieldInput } from './BasicInputs';
import { CategoryFieldInput } from './CategoryInput';
import { ContactsFieldInput } from './ContactsInput';
import { DateFieldInput } from './DateInputs';
import { GroupFieldInput, ListFieldInput } from './ListInput';
import { AuthorFieldInput, TagsFieldInput } from './LookupInputs';
import { MunicipalitiesFieldInput } from './MunicipalitiesInput';
import { ParamsFieldInput } from './ParamsInput';
import { PortalFieldInput } from './PortalInput';
import { RichTextInput } from './RichTextInput';
import { SlugFieldInput, TextFieldInput } from './TextInputs';
import { UnsupportedFieldInput } from './UnsupportedInput';
import type { KindProps } from './shared';

/** The widget of one kind. */
export type Widget<K extends FieldKind> = ComponentType<KindProps<K>>;

/** Groups are normally resolved by the editor; its members are shown in a fieldset if one is passed here. */
function GroupWidget({ field, name, language, disabled }: KindProps<'group'>): JSX.Element {
  return createElement(GroupFieldInput, { field, name, language, disabled: disabled === true });
}

export const WIDGETS = {
  text: TextFieldInput,
  textarea: TextFieldInput,
  richtext: RichTextInput,
  slug: SlugFieldInput,
  number: NumberFieldInput,
  boolean: BooleanFieldInput,
  date: DateFieldInput,
  datetime: DateFieldInput,
  select: SelectFieldInput,
  category: CategoryFieldInput,
  municipalities: MunicipalitiesFieldInput,
  reference: ReferenceFieldInput,
  images: ImagesFieldInput,
  files: FilesFieldInput,
  contacts: ContactsFieldInput,
  address: AddressFieldInput,
  group: GroupWidget,
  list: ListFieldInput,
  params: ParamsFieldInput,
  portal: PortalFieldInput,
  author: AuthorFieldInput,
  // The editor's status box; shown read-only if ever passed here.
  status: UnsupportedFieldInput,
  tags: TagsFieldInput,
} satisfies { readonly [K in FieldKind]: Widget<K> };

/**
 * The widget of a kind. The map's mapped type guarantees that WIDGETS[kind] is the widget of that
 * very kind, so a field of the kind may be passed to it.
 */
export function widgetOf<K extends FieldKind>(kind: K): Widget<K> {
  return WIDGETS[kind] as Widget<K>;
}
