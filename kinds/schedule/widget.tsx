/**
 * Schedule box (an event stage's dates, content.md sections 3-5): 'Data inizio' and 'Data fine'
 * (typed DD/MM/YYYY or picked from a calendar, held YYYY-MM-DD); 'Date incluse' and 'Date escluse',
 * each a calendar of several days limited to start..end, where the days already in the other list
 * are disabled; the weekday flags lun..dom with 'Sempre', which sets all seven and disables the
 * single days (unticking it enables them again, all still ticked until one is changed);
 * 'Maggiori informazioni' with its remaining characters; and a line counting the days and naming
 * the next one (`core/occurrences.ts`, as the server's occurrence index counts them).
 *
 * Errors show under the input they are about: those the form holds on a member's path (a server
 * answer), else, while the form holds an error on the field, the kind's own validator's (the
 * editor's validation runs the same one, but reports on the field as a whole).
 */
import {
  ActionIcon,
  Checkbox,
  Group,
  Input,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePicker, DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/it';
import { useId, useMemo, useState } from 'react';
import { useField } from '../host/form';
import { isWireDate, toWireDateTime } from '#core/dates';
import { formatMessage } from '#core/messages';
import { isEveryDay, WEEKDAYS } from '#core/occurrences';
import {
  FieldGroup,
  useFieldChrome,
  useFieldError,
  useT,
  useUiLanguage,
  type EmptyValue,
  type KindProps,
} from '../host/admin';
import {
  isInvalidDateText,
  maskDateText,
  typedDateToValue,
  valueToDateText,
  wireToEditorDate,
} from '../host/ui/dateText';
import { Counter } from '../host/ui/TextInputs';
import {
  emptySchedule,
  memberProblems,
  pickedDays,
  pickerRange,
  readSchedule,
  scheduleSummary,
  withEveryDay,
  withWeekday,
  type ScheduleValue,
} from './schedule';
import { schedule as scheduleSchema } from './zod';

interface DateTextProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** A date typed DD/MM/YYYY (separators placed while typing) or picked from a calendar; written YYYY-MM-DD. */
function DateText({ label, value, error, required, disabled, onChange, onBlur }: DateTextProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const [opened, setOpened] = useState(false);
  const [left, setLeft] = useState(false);
  const shown = valueToDateText(value, false);
  const localError = left && isInvalidDateText(shown, false) ? formatMessage('date', language) : undefined;
  const picked = isWireDate(value) ? value : null;
  const calendar = (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('field.datePick')}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={picked}
          {...(picked ? { defaultDate: picked } : {})}
          onChange={(date) => {
            if (date) onChange(date.slice(0, 10));
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      value={shown}
      error={error ?? localError}
      placeholder={t('field.dateHint')}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      rightSection={calendar}
      rightSectionPointerEvents="all"
      onChange={(event) => onChange(typedDateToValue(maskDateText(event.currentTarget.value, false), false))}
      onBlur={() => {
        setLeft(true);
        onBlur();
      }}
    />
  );
}

/** Today as a wire date, in the browser's time zone. */
function today(): string {
  return toWireDateTime(new Date()).slice(0, 10);
}

/** The admin widget of the schedule kind. */
export function Widget({ field, name, required, disabled }: KindProps<'schedule'>) {
  const t = useT();
  const { language } = useUiLanguage();
  const chrome = useFieldChrome(field, name, required, false);
  const { field: control } = useField(name);
  const value = readSchedule(control.value);
  const locked = disabled === true || field.readOnly;
  const weekdaysLabel = `${useId()}-weekdays`;
  const write = (next: ScheduleValue) => control.onChange(next);

  // 'Sempre' stays unticked once the user unticks it, even while all seven days are still set.
  const [singleDays, setSingleDays] = useState(false);
  const always = isEveryDay(value.weekdays) && !singleDays;

  // The members' errors: the form's on their paths, else the validator's while the field has one.
  const anyError = useFieldError(name);
  const formErrors = {
    start: useFieldError(`${name}.start`),
    end: useFieldError(`${name}.end`),
    includes: useFieldError(`${name}.includes`),
    excludes: useFieldError(`${name}.excludes`),
    weekdays: useFieldError(`${name}.weekdays`),
    moreInfo: useFieldError(`${name}.moreInfo`),
  };
  const validator = useMemo(
    () =>
      scheduleSchema({
        maxDays: field.maxDays,
        maxDates: field.maxDates,
        moreInfoMax: field.moreInfoMax,
        ...(required ? { required: true } : {}),
      }),
    [field.maxDays, field.maxDates, field.moreInfoMax, required],
  );
  const problems = anyError === null ? {} : memberProblems(validator, control.value, language);
  const errorOf = (member: keyof typeof formErrors): string | undefined =>
    formErrors[member] ?? problems[member] ?? undefined;
  const explained = Object.keys(problems).some((member) => member !== '');
  const groupError = explained ? undefined : chrome.error;

  const range = pickerRange(value);
  const includes = pickedDays(value.includes);
  const excludes = pickedDays(value.excludes);
  const summary = scheduleSummary(value, today(), field);

  const dayList = (list: 'includes' | 'excludes') => {
    const own = list === 'includes' ? includes : excludes;
    const chosen = new Set(own);
    const opposite = new Set(list === 'includes' ? excludes : includes);
    // Only days of the range that the other list lacks can be picked; a day already picked can
    // always be unpicked (one a stored value has outside the range, or in both lists).
    const inRange = (day: string) => range !== null && day >= range.min && day <= range.max;
    const bounded = range !== null && own.every(inRange);
    const label = t(list === 'includes' ? 'field.schedule.includes' : 'field.schedule.excludes');
    return (
      <DatePickerInput
        type="multiple"
        label={label}
        description={range === null ? t('field.schedule.needsStart') : undefined}
        valueFormat="DD/MM/YYYY"
        value={own}
        {...(range ? { defaultDate: range.min } : {})}
        {...(range && bounded ? { minDate: range.min, maxDate: range.max } : {})}
        excludeDate={(date) => {
          const day = date.slice(0, 10);
          return !chosen.has(day) && (opposite.has(day) || !inRange(day));
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('field.remove') }}
        disabled={locked || range === null}
        error={errorOf(list)}
        onChange={(days) => write({ ...value, [list]: pickedDays(days) })}
        onDropdownClose={control.onBlur}
      />
    );
  };

  return (
    <FieldGroup chrome={{ ...chrome, error: groupError }}>
      <DatesProvider settings={{ locale: language === 'it' ? 'it' : 'en', firstDayOfWeek: 1 }}>
        <Stack gap="sm" mt={4}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <DateText
              label={t('field.schedule.start')}
              value={value.start}
              error={errorOf('start')}
              required={required}
              disabled={locked}
              onChange={(start) => write({ ...value, start })}
              onBlur={control.onBlur}
            />
            <DateText
              label={t('field.schedule.end')}
              value={value.end}
              error={errorOf('end')}
              required={false}
              disabled={locked}
              onChange={(end) => write({ ...value, end })}
              onBlur={control.onBlur}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {dayList('includes')}
            {dayList('excludes')}
          </SimpleGrid>
          <Input.Wrapper
            label={t('field.schedule.weekdays')}
            labelElement="div"
            labelProps={{ id: weekdaysLabel }}
            error={errorOf('weekdays')}
            role="group"
            aria-labelledby={weekdaysLabel}
          >
            <Group gap="md" mt={6}>
              <Checkbox
                label={t('field.schedule.always')}
                checked={always}
                disabled={locked}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setSingleDays(!on);
                  if (on) write(withEveryDay(value));
                }}
                onBlur={control.onBlur}
              />
              {WEEKDAYS.map((weekday) => (
                <Checkbox
                  key={weekday}
                  label={t(`field.schedule.${weekday}`)}
                  checked={value.weekdays[weekday] === 1}
                  disabled={locked || always}
                  onChange={(event) => {
                    setSingleDays(true);
                    write(withWeekday(value, weekday, event.currentTarget.checked));
                  }}
                  onBlur={control.onBlur}
                />
              ))}
            </Group>
          </Input.Wrapper>
          <Textarea
            label={t('field.schedule.moreInfo')}
            value={value.moreInfo}
            error={errorOf('moreInfo')}
            disabled={locked}
            autosize
            minRows={2}
            maxRows={8}
            inputContainer={(children) => (
              <>
                {children}
                <Counter value={value.moreInfo} max={field.moreInfoMax} />
              </>
            )}
            onChange={(event) => write({ ...value, moreInfo: event.currentTarget.value })}
            onBlur={() => {
              const trimmed = value.moreInfo.trim();
              if (trimmed !== value.moreInfo) write({ ...value, moreInfo: trimmed });
              control.onBlur();
            }}
          />
          {summary ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {summary.next === null
                ? t('field.schedule.summaryPast', { n: summary.count })
                : t('field.schedule.summary', { n: summary.count, next: wireToEditorDate(summary.next) })}
            </Text>
          ) : null}
        </Stack>
      </DatesProvider>
    </FieldGroup>
  );
}

/** The value of a new item's field: no dates yet, every weekday ('Sempre'). */
export const empty: EmptyValue<'schedule'> = () => emptySchedule();
