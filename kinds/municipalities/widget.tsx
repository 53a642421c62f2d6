/**
 * Municipalities: a searchable multiselect over `GET operations/comuni?name=` (after
 * `minChars` typed characters and a `debounceMs` pause), showing at most `shown` chips then
 * '+N'. Labels of the chosen ids come from `GET operations/comuni?id=`. Value: ids (`number[]`),
 * or one id with `multiple: false`.
 */
import { MultiSelect, Pill, Select } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../host/form';
import { readIds } from '../host/ui/idLists';
import {
  useAdminHost,
  useFieldChrome,
  useT,
  type KindProps,
  type MunicipalityOption as Municipality,
  type EmptyValue,
} from '../host/admin';

const OPTIONS_SHOWN = 10;

/** The admin widget of the municipalities kind. */
export function Widget({ field, name, required, disabled }: KindProps<'municipalities'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<number, Municipality>>(new Map());
  const { useDebounced, lookups, municipalityLabel } = useAdminHost();
  const debounced = useDebounced(search, field.debounceMs);
  const results = lookups.useMunicipalitySearch(debounced, field.minChars);
  const ids = readIds(control.value);
  const loaded = lookups.useMunicipalitiesById(ids.filter((id) => !picked.has(id)));
  const known = new Map<number, Municipality>([...loaded, ...picked]);
  for (const found of results.data ?? []) if (!known.has(found.id)) known.set(found.id, found);

  const data = [
    ...ids.map((id) => {
      const found = known.get(id);
      return { value: id, label: found ? municipalityLabel(found) : `#${id}` };
    }),
    ...(results.data ?? [])
      .filter((found) => !ids.includes(found.id))
      .map((found) => ({ value: found.id, label: municipalityLabel(found) })),
  ];
  const remember = (next: readonly number[]) => {
    const additions = next.filter((id) => !picked.has(id) && known.has(id));
    if (additions.length === 0) return;
    setPicked((current) => {
      const copy = new Map(current);
      for (const id of additions) {
        const found = known.get(id);
        if (found) copy.set(id, found);
      }
      return copy;
    });
  };
  const tooShort = search.trim().length < field.minChars;
  const nothingFound = tooShort
    ? t('field.typeToSearch', { n: field.minChars })
    : results.isFetching || search !== debounced
      ? t('field.loading')
      : t('field.noResults');
  const common = {
    ...chrome,
    name: control.name,
    ref: inputRef,
    data,
    disabled: disabled === true || field.readOnly,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    onBlur: control.onBlur,
    limit: OPTIONS_SHOWN,
    nothingFoundMessage: nothingFound,
  };

  if (!field.multiple) {
    return (
      <Select<number>
        {...common}
        value={ids[0] ?? null}
        onChange={(id) => {
          remember(id === null ? [] : [id]);
          control.onChange(id);
        }}
        clearable={!required}
      />
    );
  }

  const hidden = field.shown > 0 ? Math.max(0, ids.length - field.shown) : 0;
  return (
    <MultiSelect<number>
      {...common}
      value={ids}
      hidePickedOptions
      clearable={!required}
      onChange={(next) => {
        remember(next);
        control.onChange(next);
      }}
      renderPill={({ option, value, onRemove, disabled: pillDisabled }) => {
        const index = value === undefined ? -1 : ids.indexOf(value);
        if (hidden > 0 && index === field.shown) {
          return <Pill>{t('field.more', { n: hidden })}</Pill>;
        }
        if (hidden > 0 && index > field.shown) return null;
        return (
          <Pill withRemoveButton={!pillDisabled} onRemove={onRemove} disabled={pillDisabled}>
            {option?.label ?? (value === undefined ? '' : `#${value}`)}
          </Pill>
        );
      }}
    />
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'municipalities'> = (field) => (field.multiple ? [] : null);
