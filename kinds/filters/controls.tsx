/** Pieces the filter kinds' admin controls share: dropping values found gone, and the server-search combo. */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { FilterHost, FilterOption } from './types';
import { ALL_VALUE } from './values';

/** Reports an applied value that the loaded options do not contain. */
export function useDropWhenMissing(
  param: string,
  applied: string | null,
  options: readonly FilterOption[] | undefined,
  onInvalid: (param: string) => void,
): void {
  useEffect(() => {
    if (applied !== null && options && !options.some((option) => option.value === applied)) onInvalid(param);
  }, [param, applied, options, onInvalid]);
}

/** Reports an applied value that its lookup found to be gone. */
export function useDropWhenGone(
  param: string,
  applied: string | null,
  gone: boolean,
  onInvalid: (param: string) => void,
): void {
  useEffect(() => {
    if (applied !== null && gone) onInvalid(param);
  }, [param, applied, gone, onInvalid]);
}

/** Keeps a value the options do not (yet) contain visible rather than blank. */
export function withCurrent(options: readonly FilterOption[], value: string): { value: string; label: string }[] {
  const data = options.map((option) => ({ value: option.value, label: option.label }));
  if (value !== '' && value !== ALL_VALUE && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: `#${value}` });
  }
  return data;
}

interface Option {
  readonly value: string;
  readonly label: string;
}

/** The state of a combo over a server search: the typed text (debounced) and the chosen value's name. */
export function useSearchCombo(value: string, currentLabel: string | null, debounceMs: number) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const selected = useMemo((): Option | null => {
    if (value === '') return null;
    if (picked?.value === value) return picked;
    return { value, label: currentLabel ?? `#${value}` };
  }, [value, picked, currentLabel]);
  const typing = search !== (selected?.label ?? '');
  const [debounced] = useDebouncedValue(typing ? search : '', debounceMs);
  return { search, setSearch, setPicked, selected, typing, debounced };
}

interface SearchSelectProps {
  readonly host: FilterHost;
  readonly combo: ReturnType<typeof useSearchCombo>;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The options matching the debounced text. */
  readonly results: readonly Option[] | undefined;
  readonly minChars: number;
  /** Shown while fewer than `minChars` characters are typed. */
  readonly typeHint: string;
}

/**
 * A combo over a server search (municipalities, items of an entity): the typed text is searched
 * after a pause, the chosen value keeps its name, an empty value means every item.
 */
export function SearchSelect({ host, combo, label, value, onChange, results, minChars, typeHint }: SearchSelectProps) {
  const { t } = host;
  const { search, setSearch, setPicked, selected, typing } = combo;
  const data = useMemo(() => {
    const options = (results ?? []).map((option) => ({ value: option.value, label: option.label }));
    if (selected && !options.some((option) => option.value === selected.value)) options.unshift(selected);
    return options;
  }, [results, selected]);
  const hint = typing && search.trim().length < minChars ? typeHint : t('list.noOptions');

  return (
    <Select
      label={label}
      placeholder={t('list.allOptions')}
      data={data}
      value={value === '' ? null : value}
      onChange={(next, option) => {
        setPicked(next === null ? null : { value: option.value, label: option.label });
        onChange(next ?? '');
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={hint}
      w={240}
    />
  );
}
