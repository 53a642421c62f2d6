/**
 * Single-line text, multi-line text and slug inputs. Values are trimmed when the input is left
 * (a slug is slugified); a remaining-characters counter sits under the input when the schema
 * asks for it. `maxLength` is not enforced by the browser: the validator reports the excess.
 */
import { Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from '../form';
import { slugify } from '#core/slugify';
import type { TextFormat } from '#core/model';
import { useT, useFieldChrome, type KindProps } from '../admin';
import { remainingCharacters, textValue } from './text';

const INPUT_TYPES: Readonly<Record<TextFormat, string>> = { url: 'url', email: 'email', phone: 'tel' };

/** '{n} caratteri disponibili.' under an input; red when the text is over the limit. */
export function Counter({ value, max, rich = false }: { value: unknown; max: number; rich?: boolean }) {
  const t = useT();
  const remaining = remainingCharacters(value, max, rich);
  return (
    <Text size="xs" c={remaining < 0 ? 'var(--mantine-color-error)' : 'gray.7'} mt={4}>
      {t('editor.remaining', { n: remaining })}
    </Text>
  );
}

function withCounter(show: boolean, value: unknown, max: number) {
  if (!show) return undefined;
  return (children: ReactNode) => (
    <>
      {children}
      <Counter value={value} max={max} />
    </>
  );
}

export function TextFieldInput({ field, name, required, disabled, onLeave }: KindProps<'text' | 'textarea'>) {
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const value = textValue(control.value);
  const leave = () => {
    const trimmed = field.trim ? value.trim() : value;
    if (trimmed !== value) control.onChange(trimmed);
    control.onBlur();
    onLeave?.(trimmed.trim());
  };
  const common = {
    ...chrome,
    name: control.name,
    ref: inputRef,
    value,
    disabled: disabled === true || field.readOnly,
    readOnly: field.readOnly,
    onChange: (event: { currentTarget: { value: string } }) => control.onChange(event.currentTarget.value),
    onBlur: leave,
    inputContainer: withCounter(field.counter, value, field.max),
  };
  if (field.kind === 'textarea') {
    return <Textarea {...common} autosize minRows={3} maxRows={14} />;
  }
  return <TextInput {...common} type={field.format ? INPUT_TYPES[field.format] : 'text'} />;
}

export function SlugFieldInput({ field, name, required, disabled, onLeave }: KindProps<'slug'>) {
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const value = textValue(control.value);
  const leave = () => {
    const slug = slugify(value);
    if (slug !== value) control.onChange(slug);
    control.onBlur();
    onLeave?.(slug);
  };
  return (
    <TextInput
      {...chrome}
      name={control.name}
      ref={inputRef}
      value={value}
      disabled={disabled === true || field.readOnly}
      readOnly={field.readOnly}
      autoCapitalize="none"
      spellCheck={false}
      onChange={(event) => control.onChange(event.currentTarget.value)}
      onBlur={leave}
    />
  );
}
