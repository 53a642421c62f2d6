/**
 * The filter bar of a list: the keyword box and one control per schema filter, Filtra and Annulla
 * Filtri. The controls hold a draft that is reset to the applied state whenever the applied state
 * changes (navigation, Back, restore, reset), so what they show is always what is applied unless
 * the user is editing them right now. Values the lookups prove invalid (a category or municipality
 * that no longer exists) are reported so that the list drops them instead of applying them unseen.
 */
import { Button, Group, Select, Text, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { LANGUAGE_NAMES, isLanguageCode } from '#core/languages';
import type { EntityMeta, ListFilter } from '#core/model';
import { STATUS_CODES, STATUS_NAMES } from '#core/statuses';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import {
  ALL_VALUE,
  LANG_PARAM,
  draftDiffers,
  draftFromState,
  listFilters,
  statusLanguages,
  type ListState,
} from './state';
import {
  useCategoryOptions,
  useMunicipality,
  useMunicipalitySearch,
  useProvinceOptions,
  type FilterOption,
} from './lookups';

type Draft = Readonly<Record<string, string>>;

export interface ListFiltersProps {
  readonly meta: EntityMeta;
  readonly state: ListState;
  /** Identifies the applied state; the draft is reset when it changes. */
  readonly stateKey: string;
  readonly onApply: (draft: Draft) => void;
  readonly onReset: () => void;
  /** An applied value the lookups show to be invalid: the list drops it. */
  readonly onInvalid: (param: string) => void;
}

export function ListFilters({ meta, state, stateKey, onApply, onReset, onInvalid }: ListFiltersProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftFromState(meta, state));
  const [draftFor, setDraftFor] = useState(stateKey);
  if (draftFor !== stateKey) {
    // The applied state changed: the controls show it again (adjusting state while rendering).
    setDraftFor(stateKey);
    setDraft(draftFromState(meta, state));
  }
  const set = (param: string, value: string) => setDraft((previous) => ({ ...previous, [param]: value }));
  const filters = listFilters(meta);
  const languages = statusLanguages(meta);
  // Edited controls not yet applied are said so: what the list shows is always what is applied.
  const pending = draftDiffers(meta, state, draft);
  const pendingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(draftFromState(meta, { ...state, filters: {} }));
    onReset();
  };

  return (
    <form role="search" aria-label={t('list.filters')} onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {filters.map((filter) => (
          <FilterControl
            key={filter.param}
            meta={meta}
            filter={filter}
            value={draft[filter.param] ?? ''}
            applied={state.filters[filter.param] ?? null}
            province={provinceOf(filters, draft)}
            onChange={(value) => set(filter.param, value)}
            onInvalid={onInvalid}
          />
        ))}
        {languages.length > 0 ? (
          <Select
            label={t('list.statusLanguage')}
            data={languages.map((code) => ({ value: code, label: languageName(code) }))}
            value={draft[LANG_PARAM] ?? languages[0] ?? null}
            onChange={(value) => set(LANG_PARAM, value ?? languages[0] ?? '')}
            allowDeselect={false}
            w={140}
          />
        ) : null}
        <Group gap="xs" align="center">
          <Button
            type="submit"
            leftSection={<IconFilter size={16} aria-hidden />}
            aria-describedby={pending ? pendingId : undefined}
          >
            {t('list.filter')}
          </Button>
          <Button type="button" variant="default" onClick={reset} leftSection={<IconFilterOff size={16} aria-hidden />}>
            {t('list.reset')}
          </Button>
          {pending ? (
            <Text id={pendingId} size="sm" c="orange.9" role="status">
              {t('list.pendingChanges')}
            </Text>
          ) : null}
        </Group>
      </Group>
    </form>
  );
}

function languageName(code: string): string {
  return isLanguageCode(code) ? LANGUAGE_NAMES[code].it : code;
}

/** The province chosen in the draft, which narrows the municipality search. */
function provinceOf(filters: readonly ListFilter[], draft: Draft): string | null {
  const province = filters.find((filter) => filter.kind === 'province');
  const value = province ? draft[province.param] : undefined;
  return value && value !== ALL_VALUE ? value : null;
}

interface FilterControlProps {
  readonly meta: EntityMeta;
  readonly filter: ListFilter;
  readonly value: string;
  readonly applied: string | null;
  readonly province: string | null;
  readonly onChange: (value: string) => void;
  /** Stable: called with the filter's param. */
  readonly onInvalid: (param: string) => void;
}

function FilterControl(props: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const { filter, value, onChange } = props;
  switch (filter.kind) {
    case 'keywords':
      return (
        <TextInput
          label={label(filter.label)}
          type="search"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={240}
          maxLength={200}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label(filter.label)}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          w={200}
          maxLength={200}
        />
      );
    case 'status':
      return <StatusFilter {...props} />;
    case 'select':
      return (
        <Select
          label={label(filter.label)}
          placeholder={t('list.allOptions')}
          data={filter.options.map((option) => ({
            value: String(option.value),
            label: label(option.label),
            disabled: option.disabled,
          }))}
          value={value === '' ? null : value}
          onChange={(next) => onChange(next ?? '')}
          clearable
          w={200}
        />
      );
    case 'category':
      return <CategoryFilter {...props} />;
    case 'province':
      return <ProvinceFilter {...props} />;
    case 'municipality':
      return <MunicipalityFilter {...props} />;
    case 'scope':
      // The route's parameter: no control of its own.
      return null;
  }
}

function StatusFilter({ filter, value, onChange }: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const data = useMemo(
    () => [
      { value: ALL_VALUE, label: t('list.allStatuses') },
      ...STATUS_CODES.map((code) => ({ value: String(code), label: label(STATUS_NAMES[code]) })),
    ],
    [t, label],
  );
  return (
    <Select
      label={label(filter.label)}
      data={data}
      value={value === '' ? ALL_VALUE : value}
      onChange={(next) => onChange(next ?? ALL_VALUE)}
      allowDeselect={false}
      w={200}
    />
  );
}

/** Reports an applied value that the loaded options do not contain. */
function useDropWhenMissing(
  param: string,
  applied: string | null,
  options: readonly FilterOption[] | undefined,
  onInvalid: (param: string) => void,
): void {
  useEffect(() => {
    if (applied !== null && options && !options.some((option) => option.value === applied)) onInvalid(param);
  }, [param, applied, options, onInvalid]);
}

function CategoryFilter({ filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const { language } = useUiLanguage();
  const query = useCategoryOptions(filter.main, language);
  useDropWhenMissing(filter.param, applied, query.data, onInvalid);
  const depth = useMemo(() => new Map((query.data ?? []).map((option) => [option.value, option.depth])), [query.data]);
  const data = useMemo(() => withCurrent(query.data ?? [], value), [query.data, value]);
  return (
    <Select
      label={label(filter.label)}
      placeholder={t('list.allCategories')}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('list.noOptions')}
      renderOption={({ option }: { option: ComboboxItem }) => (
        <span style={{ paddingInlineStart: `${(depth.get(option.value) ?? 0) * 0.9}rem` }}>{option.label}</span>
      )}
      w={220}
    />
  );
}

/** Keeps a value the options do not (yet) contain visible rather than blank. */
function withCurrent(options: readonly FilterOption[], value: string): { value: string; label: string }[] {
  const data = options.map((option) => ({ value: option.value, label: option.label }));
  if (value !== '' && value !== ALL_VALUE && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: `#${value}` });
  }
  return data;
}

function ProvinceFilter({ filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const query = useProvinceOptions(true);
  useDropWhenMissing(filter.param, applied, query.data, onInvalid);
  const data = useMemo(
    () => [{ value: ALL_VALUE, label: t('list.allProvinces') }, ...withCurrent(query.data ?? [], value)],
    [query.data, value, t],
  );
  return (
    <Select
      label={label(filter.label)}
      data={data}
      value={value === '' ? ALL_VALUE : value}
      onChange={(next) => onChange(next ?? ALL_VALUE)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('list.noOptions')}
      w={200}
    />
  );
}

function MunicipalityFilter({ meta, filter, value, applied, province, onChange, onInvalid }: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const field = meta.fields.find((candidate) => candidate.name === filter.field);
  const minChars = field?.kind === 'municipalities' ? field.minChars : 2;
  const debounceMs = field?.kind === 'municipalities' ? field.debounceMs : 300;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<FilterOption | null>(null);
  const current = useMunicipality(value === '' ? null : value);
  const appliedLookup = useMunicipality(applied);
  useEffect(() => {
    if (applied !== null && appliedLookup.isSuccess && appliedLookup.data === null) onInvalid(filter.param);
  }, [filter.param, applied, appliedLookup.isSuccess, appliedLookup.data, onInvalid]);

  const selected = useMemo((): FilterOption | null => {
    if (value === '') return null;
    if (picked?.value === value) return picked;
    return current.data ?? { value, label: `#${value}`, depth: 0 };
  }, [value, picked, current.data]);
  const typing = search !== (selected?.label ?? '');
  const [debounced] = useDebouncedValue(typing ? search : '', debounceMs);
  const results = useMunicipalitySearch(debounced, province, minChars);
  const data = useMemo(() => {
    const options = (results.data ?? []).map((option) => ({ value: option.value, label: option.label }));
    if (selected && !options.some((option) => option.value === selected.value)) {
      options.unshift({ value: selected.value, label: selected.label });
    }
    return options;
  }, [results.data, selected]);
  const hint =
    typing && search.trim().length < minChars ? t('list.typeToSearch', { n: minChars }) : t('list.noOptions');

  return (
    <Select
      label={label(filter.label)}
      placeholder={t('list.allOptions')}
      data={data}
      value={value === '' ? null : value}
      onChange={(next, option) => {
        setPicked(next === null ? null : { value: option.value, label: option.label, depth: 0 });
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
