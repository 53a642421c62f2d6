/** Authors: a select of the active users (`GET operations/users`); a gone author is named by id. */
import { Select } from '@mantine/core';
import { useField } from '../host/form';
import { useAdminHost, useFieldChrome, useT, type EmptyValue, type KindProps } from '../host/admin';

export function Widget({ field, name, required, disabled }: KindProps<'author'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const users = useAdminHost().lookups.useUsers();
  const raw: unknown = control.value;
  const value = typeof raw === 'number' ? raw : null;
  const data = (users.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (value !== null && !data.some((option) => option.value === value)) {
    // Not among the active users: deactivated, or deleted (its row stays, so the item keeps its author).
    data.push({ value, label: users.isLoading ? '…' : t('field.authorGone', { id: value }) });
  }
  return (
    <Select<number>
      {...chrome}
      name={control.name}
      ref={inputRef}
      data={data}
      value={value}
      searchable
      clearable={!required}
      limit={50}
      disabled={disabled === true || field.readOnly}
      nothingFoundMessage={users.isLoading ? t('field.loading') : t('field.noResults')}
      onChange={(next) => control.onChange(next)}
      onBlur={control.onBlur}
    />
  );
}

/** The value of a new item's field: the user creating it. */
export const empty: EmptyValue<'author'> = (_field, context) => context.userId;
