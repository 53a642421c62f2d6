/**
 * A write-only secret: a password input that never shows the stored value. When one is set, the
 * input is empty with 'Impostato: lasciare vuoto per non cambiarlo' and a button clears it;
 * typing replaces it. The form value is `{set}` (keep or clear) or the new text.
 */
import { Button, Group, PasswordInput } from '@mantine/core';
import { useField } from '../host/form';
import { useT, useFieldChrome, type KindProps, type EmptyValue } from '../host/admin';

function isKept(value: unknown): value is { set: boolean } {
  return typeof value === 'object' && value !== null && 'set' in value;
}

export function Widget({ field, name, required, disabled }: KindProps<'secret'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...input },
  } = useField(name);
  const value: unknown = input.value;
  const stored = isKept(value) ? value.set : false;
  const typed = typeof value === 'string' ? value : '';
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <PasswordInput
        {...chrome}
        style={{ flex: 1 }}
        name={name}
        ref={inputRef}
        value={typed}
        autoComplete="new-password"
        disabled={disabled === true || field.readOnly}
        placeholder={stored ? t('secret.kept') : t('secret.empty')}
        onChange={(event) =>
          input.onChange(event.currentTarget.value === '' ? { set: stored } : event.currentTarget.value)
        }
        onBlur={input.onBlur}
      />
      {stored && typed === '' && (
        <Button
          variant="subtle"
          color="red"
          disabled={disabled === true || field.readOnly}
          onClick={() => input.onChange({ set: false })}
          aria-label={`${t('secret.clear')}: ${chrome.label}`}
        >
          {t('secret.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'secret'> = () => ({ set: false });
