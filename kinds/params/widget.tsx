/**
 * Key/value parameters (the template editor's parameter editor): rows of key and value, a remove
 * button per row and 'Aggiungi' (hidden at `max`). The value is JSON text with `asJsonText`,
 * else an object of strings. Rows without a key are kept on screen but left out of the value; a
 * repeated key is marked and only its first row counts.
 */
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useField } from '../host/form';
import { formatMessage } from '#core/messages';
import { useT, useUiLanguage, useFieldChrome, type KindProps, FieldGroup, type EmptyValue } from '../host/admin';
import { paramRowProblems, paramsToRows, rowsToParams, sameParams, type ParamRow } from './params';

/** The admin widget of the params kind. */
export function Widget({ field, name, required, disabled }: KindProps<'params'>) {
  const t = useT();
  const { language } = useUiLanguage();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useField(name);
  const value: unknown = control.value;
  const [rows, setRows] = useState<ParamRow[]>(() => paramsToRows(value));
  const [seen, setSeen] = useState<unknown>(value);
  // A value set from outside (item loaded, form reset) replaces the rows.
  if (value !== seen) {
    setSeen(value);
    if (!sameParams(value, rowsToParams(rows, false))) setRows(paramsToRows(value));
  }
  const locked = disabled === true || field.readOnly;
  const problems = paramRowProblems(rows);

  const write = (next: ParamRow[]) => {
    setRows(next);
    control.onChange(rowsToParams(next, field.asJsonText));
  };
  const update = (index: number, patch: Partial<ParamRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="xs" mt={4}>
        {rows.map((row, index) => {
          const problem = problems[index];
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`${t('field.key')} ${index + 1}`}
                placeholder={t('field.key')}
                value={row.key}
                disabled={locked}
                error={problem ? formatMessage(problem, language) : undefined}
                onChange={(event) => update(index, { key: event.currentTarget.value })}
                onBlur={() => {
                  if (row.key.trim() !== row.key) update(index, { key: row.key.trim() });
                  control.onBlur();
                }}
                style={{ flex: '0 1 35%' }}
              />
              <TextInput
                aria-label={`${t('field.value')} ${index + 1}`}
                placeholder={t('field.value')}
                value={row.value}
                disabled={locked}
                onChange={(event) => update(index, { value: event.currentTarget.value })}
                onBlur={control.onBlur}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${t('field.remove')} ${t('field.paramsRow', { n: index + 1 })}`}
                disabled={locked}
                onClick={() => write(rows.filter((_, at) => at !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {field.max <= 0 || rows.length < field.max ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={locked}
              onClick={() => setRows([...rows, { key: '', value: '' }])}
            >
              {t('field.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'params'> = (field) => (field.asJsonText ? '' : {});
