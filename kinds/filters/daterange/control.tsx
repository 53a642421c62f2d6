/**
 * Two date inputs, 'dal' and 'al' (DD/MM/YYYY typed or picked from a calendar), writing the one
 * range parameter (`./range.ts`); either may stay empty. A start after the end is said under 'al'
 * (the list would not apply it).
 */
import { Fieldset, Group } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/it';
import { editorToWireDate } from '../../host/ui/dateText';
import type { FilterControlProps } from '../types';
import { formatDateRange, isReversed, OPEN_RANGE, readDateRange, type DateRange } from './range';

const DISPLAY_FORMAT = 'DD/MM/YYYY';

export function Control({ host, filter, value, onChange }: FilterControlProps) {
  const { label, t } = host;
  const range = readDateRange(value) ?? OPEN_RANGE;
  const set = (end: keyof DateRange, day: string | null): void => onChange(formatDateRange({ ...range, [end]: day }));
  const input = (end: keyof DateRange, text: string) => (
    <DateInput
      label={text}
      value={range[end]}
      onChange={(day) => set(end, day)}
      dateParser={(typed) => editorToWireDate(typed)}
      valueFormat={DISPLAY_FORMAT}
      placeholder={t('list.dateHint')}
      error={end === 'to' && isReversed(range) ? t('list.dateRangeOrder') : undefined}
      clearable
      w={150}
    />
  );
  return (
    <DatesProvider settings={{ locale: host.language === 'it' ? 'it' : 'en', firstDayOfWeek: 1 }}>
      <Fieldset legend={label(filter.label)} variant="unstyled" p={0}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {input('from', t('list.dateFrom'))}
          {input('to', t('list.dateTo'))}
        </Group>
      </Fieldset>
    </DatesProvider>
  );
}
