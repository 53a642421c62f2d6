/** Items picked from other entities: the admin's entity picker (`AdminHost.EntityPicker`) as a form field. */
import { useField } from '../host/form';
import { FieldGroup, useAdminHost, useFieldChrome, useLabel, type KindProps, type EmptyValue } from '../host/admin';

export function Widget({ field, name, language, required, disabled }: KindProps<'entity'>) {
  const chrome = useFieldChrome(field, name, required);
  const label = useLabel();
  const { EntityPicker } = useAdminHost();
  const { field: control } = useField(name);
  return (
    <FieldGroup chrome={chrome}>
      <EntityPicker
        value={control.value}
        onChange={control.onChange}
        limit={field.limit}
        types={field.types}
        lang={language}
        disabled={disabled === true || field.readOnly}
        label={label(field.label)}
      />
    </FieldGroup>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'entity'> = () => [];
