/**
 * One field of the runtime editor: picks the widget of the field's kind. Every widget reads and
 * writes its value through react-hook-form (`useController`), shows its label in the UI
 * language, the required mark, the help text and the error message of its path (client
 * validation or the server's 422 errors set with `setError`).
 */
import type { JSX } from 'react';
import { AddressFieldInput } from './AddressInput';
import { BooleanFieldInput, NumberFieldInput, SelectFieldInput } from './BasicInputs';
import { CategoryFieldInput } from './CategoryInput';
import { DateFieldInput } from './DateInputs';
import { ContactsFieldInput } from './ContactsInput';
import { FilesFieldInput, ImagesFieldInput, ReferenceFieldInput } from './AttachmentInputs';
import { GroupFieldInput, ListFieldInput } from './ListInput';
import { AuthorFieldInput, TagsFieldInput } from './LookupInputs';
import { MunicipalitiesFieldInput } from './MunicipalitiesInput';
import { ParamsFieldInput } from './ParamsInput';
import { PortalFieldInput } from './PortalInput';
import { RichTextInput } from './RichTextInput';
import { SlugFieldInput, TextFieldInput } from './TextInputs';
import { UnsupportedFieldInput } from './UnsupportedInput';
import type { FieldInputProps } from './shared';

export type { FieldInputProps } from './shared';

export function FieldInput(props: FieldInputProps): JSX.Element {
  const { field, ...rest } = props;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return <TextFieldInput {...rest} field={field} />;
    case 'slug':
      return <SlugFieldInput {...rest} field={field} />;
    case 'richtext':
      return <RichTextInput {...rest} field={field} />;
    case 'select':
      return <SelectFieldInput {...rest} field={field} />;
    case 'boolean':
      return <BooleanFieldInput {...rest} field={field} />;
    case 'number':
      return <NumberFieldInput {...rest} field={field} />;
    case 'date':
    case 'datetime':
      return <DateFieldInput {...rest} field={field} />;
    case 'category':
      return <CategoryFieldInput {...rest} field={field} />;
    case 'municipalities':
      return <MunicipalitiesFieldInput {...rest} field={field} />;
    case 'author':
      return <AuthorFieldInput {...rest} field={field} />;
    case 'tags':
      return <TagsFieldInput {...rest} field={field} />;
    case 'params':
      return <ParamsFieldInput {...rest} field={field} />;
    case 'portal':
      return <PortalFieldInput {...rest} field={field} />;
    case 'address':
      return <AddressFieldInput {...rest} field={field} />;
    case 'images':
      return <ImagesFieldInput {...rest} field={field} />;
    case 'files':
      return <FilesFieldInput {...rest} field={field} />;
    case 'reference':
      return <ReferenceFieldInput {...rest} field={field} />;
    case 'contacts':
      return <ContactsFieldInput {...rest} field={field} />;
    case 'list':
      return <ListFieldInput {...rest} field={field} />;
    case 'group':
      // Normally resolved by the editor; its members are shown in a fieldset if one is passed here.
      return (
        <GroupFieldInput field={field} name={rest.name} language={rest.language} disabled={rest.disabled === true} />
      );
    case 'status':
      // The editor's status box; shown read-only if ever passed here.
      return <UnsupportedFieldInput {...rest} field={field} />;
  }
}
