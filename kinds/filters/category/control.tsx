import { Select, type ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import type { FilterControlProps } from '../types';
import { useDropWhenMissing, withCurrent } from '../controls';

/** The categories under the filter's main category, indented by depth. */
export function Control({ host, filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const { label, t } = host;
  const query = host.lookups.useCategoryOptions(filter.main, host.language);
  useDropWhenMissing(filter.param, applied, query.data, onInvalid);
  const depth = useMemo(() => new Map((query.data ?? []).map((option) => [option.value, option.depth])), [query.data]);
  const data = useMemo(() => withCurrent(query.data ?? [], value), [query.data, value]);
  return (
    <Select
      label={label(filter.label)}
      placeholder={t('list.allCategories')}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('list.noOptions')}
      renderOption={({ option }: { option: ComboboxItem }) => (
        <span style={{ paddingInlineStart: `${(depth.get(option.value) ?? 0) * 0.9}rem` }}>{option.label}</span>
      )}
      w={220}
    />
  );
}
