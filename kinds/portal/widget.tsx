/**
 * Portal box: three checkboxes, 1 Emilia-Romagna, 2 Emilia, 3 Romagna (spec section 9). Ids in
 * `restricted` can only be ticked by users holding one of the listed roles. Value: ids.
 */
import { Checkbox, Group } from '@mantine/core';
import { useField } from '../host/form';
import {
  FieldGroup,
  useAdminHost,
  useFieldChrome,
  useT,
  type KindMessageKey,
  type KindProps,
  type EmptyValue,
} from '../host/admin';
import { portalAllowed, readIds, togglePortal } from '../host/ui/idLists';

export const PORTALS: readonly { readonly id: number; readonly label: KindMessageKey }[] = [
  { id: 1, label: 'field.portal.1' },
  { id: 2, label: 'field.portal.2' },
  { id: 3, label: 'field.portal.3' },
];

/** The admin widget of the portal kind. */
export function Widget({ field, name, required, disabled }: KindProps<'portal'>) {
  const t = useT();
  const { roles } = useAdminHost().useSession();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useField(name);
  const value = readIds(control.value);
  return (
    <FieldGroup chrome={chrome}>
      <Group gap="md" mt={6}>
        {PORTALS.map((portal) => {
          const allowed = portalAllowed(portal.id, field.restricted, roles);
          return (
            <Checkbox
              key={portal.id}
              label={t(portal.label)}
              title={allowed ? undefined : t('field.portal.restricted')}
              checked={value.includes(portal.id)}
              disabled={disabled === true || field.readOnly || !allowed}
              onChange={(event) => control.onChange(togglePortal(value, portal.id, event.currentTarget.checked))}
              onBlur={control.onBlur}
            />
          );
        })}
      </Group>
    </FieldGroup>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'portal'> = () => [];
