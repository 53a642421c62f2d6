/**
 * Times of day: a text input of `HH:mm` whose colon is placed as the user types (`./timeText.ts`);
 * a one-digit hour is completed when the input is left. The value is the text, so the validator
 * reports an incomplete time ('Orario non valido (HH:mm)'), shown as soon as the input is left.
 */
import { TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useField } from '../host/form';
import { isWireTime } from '#core/dates';
import { formatMessage } from '#core/messages';
import { useFieldChrome, useUiLanguage, type EmptyValue, type KindProps } from '../host/admin';
import { textValue } from '../host/ui/text';
import { completeTimeText, maskTimeText } from './timeText';

/** The input's placeholder: the format, alike in Italian and English. */
const TIME_HINT = 'HH:mm';

export function Widget({ field, name, required, disabled }: KindProps<'time'>) {
  const { language } = useUiLanguage();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
    fieldState,
  } = useField(name);
  const value = textValue(control.value);
  const localError =
    fieldState.isTouched && value.trim() !== '' && !isWireTime(value.trim())
      ? formatMessage('time', language)
      : undefined;
  return (
    <TextInput
      {...chrome}
      error={chrome.error ?? localError}
      name={control.name}
      ref={inputRef}
      value={value}
      placeholder={TIME_HINT}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      w={140}
      disabled={disabled === true || field.readOnly}
      readOnly={field.readOnly}
      leftSection={<IconClock size={16} aria-hidden />}
      onChange={(event) => control.onChange(maskTimeText(event.currentTarget.value))}
      onBlur={() => {
        const completed = completeTimeText(value);
        if (completed !== value) control.onChange(completed);
        control.onBlur();
      }}
    />
  );
}

/** The value of a new item's field: no time. */
export const empty: EmptyValue<'time'> = () => '';
