import { Select } from '@mantine/core';
import type { FilterControlProps } from '../types';

export function Control({ host, filter, value, onChange }: FilterControlProps) {
  const { label, t } = host;
  return (
    <Select
      label={label(filter.label)}
      placeholder={t('list.allOptions')}
      data={filter.options.map((option) => ({
        value: String(option.value),
        label: label(option.label),
        disabled: option.disabled,
      }))}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      clearable
      w={200}
    />
  );
}
