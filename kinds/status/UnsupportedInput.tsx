/** A field the editor resolves itself (the status box), shown read-only if it ever reaches `FieldInput`. */
import { Input, Text } from '@mantine/core';
import { useFormValue } from '../host/form';
import { useFieldChrome, type KindProps } from '../host/admin';

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export function UnsupportedFieldInput({ field, name, required }: KindProps<'status'>) {
  const chrome = useFieldChrome(field, name, required);
  const value: unknown = useFormValue(name);
  return (
    <Input.Wrapper label={chrome.label} labelElement="div" description={chrome.description} error={chrome.error}>
      <Text size="sm" c="gray.7">
        {display(value)}
      </Text>
    </Input.Wrapper>
  );
}
