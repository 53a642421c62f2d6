import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { STATUS_CODES, STATUS_NAMES } from '#core/statuses';
import type { FilterControlProps } from '../types';
import { ALL_VALUE } from '../values';

export function Control({ host, filter, value, onChange }: FilterControlProps) {
  const { label, t } = host;
  const data = useMemo(
    () => [
      { value: ALL_VALUE, label: t('list.allStatuses') },
      ...STATUS_CODES.map((code) => ({ value: String(code), label: label(STATUS_NAMES[code]) })),
    ],
    [t, label],
  );
  return (
    <Select
      label={label(filter.label)}
      data={data}
      value={value === '' ? ALL_VALUE : value}
      onChange={(next) => onChange(next ?? ALL_VALUE)}
      allowDeselect={false}
      w={200}
    />
  );
}
