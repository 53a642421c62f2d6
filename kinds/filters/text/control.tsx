import { TextInput } from '@mantine/core';
import type { FilterControlProps } from '../types';

export function Control({ host, filter, value, onChange }: FilterControlProps) {
  return (
    <TextInput
      label={host.label(filter.label)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={200}
      maxLength={200}
    />
  );
}
