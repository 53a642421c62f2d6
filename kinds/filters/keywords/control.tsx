import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FilterControlProps } from '../types';

export function Control({ host, filter, value, onChange }: FilterControlProps) {
  return (
    <TextInput
      label={host.label(filter.label)}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={240}
      maxLength={200}
    />
  );
}
