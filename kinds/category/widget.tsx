/**
 * Category picker: the subtree of the field's main category (`GET categories?main=`) as a
 * multiselect labelled 'Parent › Child' in the content language; with `primary`, a radio among
 * the chosen categories marks the primary one. Value: `{ ids: number[], primary: number | null }`.
 */
import { Group, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from '../host/form';
import { useAdminHost, useT, useFieldChrome, type KindProps, type EmptyValue } from '../host/admin';
import { categoryOptions, chooseCategories, readCategoryChoice } from './categories';

/** The admin widget of the category kind. */
export function Widget({ field, name, language, required, disabled }: KindProps<'category'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const tree = useAdminHost().lookups.useCategoryTree(field.main, language);
  const options = useMemo(() => categoryOptions(tree.data, language), [tree.data, language]);
  const choice = readCategoryChoice(control.value);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  // Chosen ids the tree does not (yet) hold keep a visible pill.
  const data = [
    ...options.map((option) => ({ value: option.value, label: option.label })),
    ...choice.ids.filter((id) => !labels.has(id)).map((id) => ({ value: id, label: tree.isLoading ? '…' : `#${id}` })),
  ];
  const locked = disabled === true || field.readOnly;
  const write = (ids: readonly number[]) =>
    control.onChange(
      chooseCategories(ids, choice.primary, { max: field.multiple ? field.max : 1, withPrimary: field.primary }),
    );
  const common = {
    ...chrome,
    name: control.name,
    ref: inputRef,
    data,
    disabled: locked,
    searchable: true,
    onBlur: control.onBlur,
    nothingFoundMessage: tree.isLoading ? t('field.loading') : t('field.noResults'),
  };

  return (
    <Stack gap={6}>
      {field.multiple ? (
        <MultiSelect<number>
          {...common}
          value={choice.ids}
          onChange={write}
          clearable={!required}
          hidePickedOptions
          {...(field.max > 0 ? { maxValues: field.max } : {})}
        />
      ) : (
        <Select<number>
          {...common}
          value={choice.ids[0] ?? null}
          onChange={(id) => write(id === null ? [] : [id])}
          clearable={!required}
        />
      )}
      {field.primary && field.multiple && choice.ids.length > 1 ? (
        <Radio.Group
          label={t('field.primaryOf', { label: chrome.label })}
          size="xs"
          value={choice.primary === null ? null : String(choice.primary)}
          onChange={(value) => control.onChange({ ids: choice.ids, primary: Number(value) })}
        >
          <Group gap="sm" mt={4}>
            {choice.ids.map((id) => (
              <Radio key={id} value={String(id)} label={labels.get(id) ?? `#${id}`} disabled={locked} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'category'> = () => ({ ids: [], primary: null });
