/** Select (single or multiple), boolean and number inputs. */
import { Checkbox, MultiSelect, NumberInput, Select, Text } from '@mantine/core';
import { useField } from '../form';
import { useLabel, useT, useFieldChrome, type KindProps } from '../admin';

type OptionValue = string | number;

export function SelectFieldInput({ field, name, required, disabled }: KindProps<'select'>) {
  const t = useT();
  const label = useLabel();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const data = field.options.map((option) => ({
    value: option.value,
    label: label(option.label),
    disabled: option.disabled,
  }));
  const common = {
    ...chrome,
    name: control.name,
    ref: inputRef,
    data,
    disabled: disabled === true || field.readOnly,
    onBlur: control.onBlur,
    nothingFoundMessage: t('field.noResults'),
    comboboxProps: { withinPortal: true },
  };
  if (field.multiple) {
    const value = Array.isArray(control.value)
      ? control.value.filter((entry): entry is OptionValue => typeof entry === 'string' || typeof entry === 'number')
      : [];
    return (
      <MultiSelect<OptionValue>
        {...common}
        value={value}
        onChange={(next) => control.onChange(next)}
        clearable={!required}
        searchable={data.length > 10}
      />
    );
  }
  const raw: unknown = control.value;
  const value = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
  // A disabled first option is the placeholder ('Seleziona un valore'): shown while no value is
  // chosen, offered disabled, never a value.
  const [first] = field.options;
  const placeholder = first?.disabled ? label(first.label) : undefined;
  return (
    <Select<OptionValue>
      {...common}
      {...(placeholder === undefined ? {} : { placeholder })}
      value={value}
      onChange={(next) => control.onChange(next)}
      clearable={!required}
      allowDeselect={!required}
      searchable={data.length > 10}
    />
  );
}

export function BooleanFieldInput({ field, name, required, disabled }: KindProps<'boolean'>) {
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  return (
    <Checkbox
      label={
        <>
          {chrome.label}
          {required ? (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </>
      }
      description={chrome.description}
      error={chrome.error}
      required={false}
      aria-required={required || undefined}
      name={control.name}
      ref={inputRef}
      checked={control.value === true}
      disabled={disabled === true || field.readOnly}
      onChange={(event) => control.onChange(event.currentTarget.checked)}
      onBlur={control.onBlur}
    />
  );
}

export function NumberFieldInput({ field, name, required, disabled }: KindProps<'number'>) {
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const raw: unknown = control.value;
  const value = typeof raw === 'number' || typeof raw === 'string' ? raw : '';
  return (
    <NumberInput
      {...chrome}
      name={control.name}
      ref={inputRef}
      value={value}
      allowDecimal={!field.integer}
      {...(field.min !== null ? { min: field.min } : {})}
      {...(field.max !== null ? { max: field.max } : {})}
      disabled={disabled === true || field.readOnly}
      onChange={(next) => control.onChange(next === '' ? null : next)}
      onBlur={control.onBlur}
    />
  );
}
