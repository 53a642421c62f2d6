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
import { SEARCH_CALL_LIMITS } from '#core/limits';
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
import { useReferenceItem, useReferenceSearch } from '../lookups';

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
    case 'reference':
      return <ReferenceFilter {...props} />;
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

/** Reports an applied value that its lookup found to be gone. */
function useDropWhenGone(param: string, applied: string | null, gone: boolean, onInvalid: (param: string) => void) {
  useEffect(() => {
    if (applied !== null && gone) onInvalid(param);
  }, [param, applied, gone, onInvalid]);
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
  const current = useMunicipality(value === '' ? null : value);
  const appliedLookup = useMunicipality(applied);
  useDropWhenGone(filter.param, applied, appliedLookup.isSuccess && appliedLookup.data === null, onInvalid);
  const combo = useSearchCombo(
    value,
    current.data?.label ?? null,
    field?.kind === 'municipalities' ? field.debounceMs : 300,
  );
  const results = useMunicipalitySearch(combo.debounced, province, minChars);
  return (
    <SearchSelect
      combo={combo}
      label={label(filter.label)}
      value={value}
      onChange={onChange}
      results={results.data}
      minChars={minChars}
      typeHint={t('list.typeToSearch', { n: minChars })}
    />
  );
}

/**
 * An item of another entity (the POI list's destination): a combo searching it by title over
 * `POST {path}/search`, as the reference field does; an applied id is named again by the same call.
 */
function ReferenceFilter({ meta, filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const label = useLabel();
  const t = useT();
  const field = meta.fields.find((candidate) => candidate.name === filter.field);
  const reference = field?.kind === 'reference' ? field : null;
  const entity = reference?.entity ?? '';
  const current = useReferenceItem(entity, value === '' ? null : Number(value));
  const appliedItem = useReferenceItem(entity, applied === null ? null : Number(applied));
  useDropWhenGone(filter.param, applied, appliedItem.isSuccess && appliedItem.data === null, onInvalid);
  const combo = useSearchCombo(value, current.data?.title ?? null, 300);
  const found = useReferenceSearch(entity, combo.debounced);
  const results = useMemo(() => found.data?.map((row) => ({ value: String(row.id), label: row.title })), [found.data]);
  return (
    <SearchSelect
      combo={combo}
      label={label(filter.label)}
      value={value}
      onChange={onChange}
      results={results}
      minChars={SEARCH_CALL_LIMITS.minChars}
      typeHint={reference?.hint ? label(reference.hint) : t('list.typeToSearch', { n: SEARCH_CALL_LIMITS.minChars })}
    />
  );
}

interface Option {
  readonly value: string;
  readonly label: string;
}

/** The state of a combo over a server search: the typed text (debounced) and the chosen value's name. */
function useSearchCombo(value: string, currentLabel: string | null, debounceMs: number) {
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
function SearchSelect({ combo, label, value, onChange, results, minChars, typeHint }: SearchSelectProps) {
  const t = useT();
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
