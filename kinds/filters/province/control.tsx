import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { FilterControlProps } from '../types';
import { useDropWhenMissing, withCurrent } from '../controls';
import { ALL_VALUE } from '../values';

export function Control({ host, filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const { label, t } = host;
  const query = host.lookups.useProvinceOptions(true);
  useDropWhenMissing(filter.param, applied, query.data, onInvalid);
  const data = useMemo(
    () => [{ value: ALL_VALUE, label: t('list.allProvinces') }, ...withCurrent(query.data ?? [], value)],
    [query.data, value, t],
  );
  return (
    <Select
      label={label(filter.label)}
      data={data}
      value={value === '' ? ALL_VALUE : value}
      onChange={(next) => onChange(next ?? ALL_VALUE)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('list.noOptions')}
      w={200}
    />
  );
}
