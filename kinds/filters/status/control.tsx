import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { STATUS_CODES, statusName } from '#core/statuses';
import type { FilterControlProps } from '../types';
import { ALL_VALUE } from '../values';

export function Control({ host, meta, filter, value, onChange }: FilterControlProps) {
  const { label, t } = host;
  // A list naming its statuses offers those codes alone (spec: the events list's five).
  const own = meta.list.statusLabels;
  const data = useMemo(
    () => [
      { value: ALL_VALUE, label: t('list.allStatuses') },
      ...STATUS_CODES.filter((code) => !own || String(code) in own).map((code) => ({
        value: String(code),
        label: label(statusName(code, own)),
      })),
    ],
    [t, label, own],
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
