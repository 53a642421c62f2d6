/** Items picked from other entities: the entity picker (`app/runtime/picker/`) as a form field. */
import { useController } from 'react-hook-form';
import { useLabel } from '../../app/i18n/context';
import { FieldGroup, useFieldChrome, type KindProps } from '../../app/runtime/fields/shared';
import { EntityPicker } from '../../app/runtime/picker/EntityPicker';
import { readPicks } from '../../app/runtime/picker/search';

export function Widget({ field, name, language, required, disabled }: KindProps<'entity'>) {
  const chrome = useFieldChrome(field, name, required);
  const label = useLabel();
  const { field: control } = useController({ name });
  return (
    <FieldGroup chrome={chrome}>
      <EntityPicker
        value={readPicks(control.value)}
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
