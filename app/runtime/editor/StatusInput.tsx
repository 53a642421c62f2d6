/**
 * The status box of one language: the item's `nextStatuses` for that language (options the user
 * may not choose now shown disabled) and, for a language not stored yet, "not present".
 */
import { Select } from '@mantine/core';
import { useField } from '../../../kinds/host/form';
import type { StatusField } from '#core/model';
import { useLabel } from '../../i18n/context';
import type { StatusChoice } from './statuses';

export interface StatusInputProps {
  readonly field: StatusField;
  readonly name: string;
  readonly choices: readonly StatusChoice[];
  readonly disabled?: boolean;
}

export function StatusInput({ field, name, choices, disabled }: StatusInputProps) {
  const { field: input, fieldState } = useField(name);
  const label = useLabel();
  const value: unknown = input.value;
  return (
    <Select
      label={label(field.label)}
      name={name}
      data-testid="status-select"
      data={choices.map((choice) => ({ ...choice }))}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => {
        if (next !== null) input.onChange(Number(next));
      }}
      onBlur={input.onBlur}
      allowDeselect={false}
      withAsterisk
      disabled={disabled === true || field.readOnly}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
