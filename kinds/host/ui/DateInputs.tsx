/**
 * Date (`DD/MM/YYYY`, sent `YYYY-MM-DD`) and date-time (`DD/MM/YYYY HH:mm:ss`, sent
 * `YYYY-MM-DD HH:mm:ss`) inputs: a typed text whose separators are placed as the user types,
 * plus a calendar to pick the date. A complete real date is written in the wire format; anything
 * else is written as typed, so the validator reports it ('Data e ora non valide ...'), and the
 * same message shows as soon as the input is left.
 */
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/it';
import { useState } from 'react';
import { useField } from '../form';
import { formatMessage } from '#core/messages';
import { useT, useUiLanguage, useFieldChrome, type KindProps } from '../admin';
import {
  isInvalidDateText,
  maskDateText,
  typedDateToValue,
  valueToDateText,
  wireDatePart,
  withPickedDate,
} from './dateText';
import { textValue } from './text';

export function DateFieldInput({ field, name, required, disabled, onLeave }: KindProps<'date' | 'datetime'>) {
  const t = useT();
  const { language } = useUiLanguage();
  const withTime = field.kind === 'datetime';
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
    fieldState,
  } = useField(name);
  const [opened, setOpened] = useState(false);
  const value = textValue(control.value);
  const shown = valueToDateText(value, withTime);
  const localError =
    fieldState.isTouched && isInvalidDateText(shown, withTime)
      ? formatMessage(withTime ? 'datetime' : 'date', language)
      : undefined;
  const locked = disabled === true || field.readOnly;
  const picked = wireDatePart(value);

  const calendar = (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('field.datePick')}
          disabled={locked}
          onClick={() => setOpened((open) => !open)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatesProvider settings={{ locale: language === 'it' ? 'it' : 'en', firstDayOfWeek: 1 }}>
          <DatePicker
            value={picked}
            {...(picked ? { defaultDate: picked } : {})}
            onChange={(date) => {
              if (date) control.onChange(withPickedDate(value, date, withTime));
              setOpened(false);
            }}
          />
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      {...chrome}
      error={chrome.error ?? localError}
      name={control.name}
      ref={inputRef}
      value={shown}
      placeholder={t(withTime ? 'field.dateTimeHint' : 'field.dateHint')}
      inputMode="numeric"
      autoComplete="off"
      disabled={locked}
      readOnly={field.readOnly}
      rightSection={calendar}
      rightSectionPointerEvents="all"
      onChange={(event) =>
        control.onChange(typedDateToValue(maskDateText(event.currentTarget.value, withTime), withTime))
      }
      onBlur={() => {
        control.onBlur();
        onLeave?.(value.trim());
      }}
    />
  );
}
