/**
 * A reference field: a combo that searches the referred entity by title (`POST {path}/search`, or
 * `GET {path}/combo` with `source: combo`), from the referred entity's `minChars` typed characters
 * (2 by default) after a 300 ms pause, `shown` matches at a time; content.md sections 8 and 9: the
 * destination combo shows 3, with the hint 'Inizia a digitare il nome di una destinazioni'; the
 * operator combo takes an optional province. It keeps `{id, name}` of the chosen item, or with
 * `multiple` a list of them (at most `max`).
 */
import { Group, MultiSelect, Select } from '@mantine/core';
import { useState, type JSX } from 'react';
import { useField } from '../host/form';
import { useAdminHost, useLabel, useT, useFieldChrome, type KindProps, type EmptyValue } from '../host/admin';

const SEARCH_DEBOUNCE_MS = 300;

interface Chosen {
  readonly id: number;
  readonly name: string;
}

/** An option found by the combo: its id, the name kept when chosen and the text shown. */
interface Found extends Chosen {
  readonly label: string;
}

function chosenOf(value: unknown): Chosen | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return typeof id === 'number' ? { id, name: typeof name === 'string' ? name : `#${id}` } : null;
}

/**
 * The typed text, the items the field's call finds for it (after the pause, from `minChars`
 * characters; in the province when one is chosen) and the text shown while nothing is found.
 */
function useFound(field: KindProps<'reference'>['field'], province: number | null) {
  const t = useT();
  const label = useLabel();
  const [search, setSearch] = useState('');
  const { useDebounced, lookups } = useAdminHost();
  const typed = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const enough = typed.length >= field.minChars;
  const combo = field.source === 'combo';
  const searched = lookups.useReferenceSearch(field.entity, enough && !combo ? typed : '');
  const comboRows = lookups.useReferenceCombo(field.entity, enough && combo ? typed : '', field.minChars, province);
  const found: Found[] = !enough
    ? []
    : combo
      ? (comboRows.data ?? []).map((row) => ({ id: row.id, name: row.nome, label: row.nome }))
      : (searched.data ?? []).map((row) => ({
          id: row.id,
          name: row.title,
          label: row.comune ? `${row.title} (${row.comune})` : row.title,
        }));
  const nothingFound = !enough
    ? field.hint
      ? label(field.hint)
      : t('field.typeToSearch', { n: field.minChars })
    : t('field.noResults');
  return { search, setSearch, found: found.slice(0, field.shown), nothingFound };
}

/** The province select narrowing a combo (`province: true`): every province, or one. */
function ProvinceSelect({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const t = useT();
  const provinces = useAdminHost().lookups.useProvinces();
  return (
    <Select
      label={t('field.province')}
      data={[
        { value: '-1', label: t('field.allProvinces') },
        ...(provinces.data ?? []).map((row) => ({ value: String(row.id), label: row.nome })),
      ]}
      value={value === null ? '-1' : String(value)}
      onChange={(next) => onChange(next === null || next === '-1' ? null : Number(next))}
      allowDeselect={false}
      w={200}
    />
  );
}

/** The combo, after the province select when the field has one (`province: true`). */
function withProvince(
  field: KindProps<'reference'>['field'],
  province: number | null,
  setProvince: (value: number | null) => void,
  select: JSX.Element,
): JSX.Element {
  return field.province ? (
    <Group align="flex-start" wrap="nowrap">
      <ProvinceSelect value={province} onChange={setProvince} />
      {select}
    </Group>
  ) : (
    select
  );
}

function SingleReference({ field, name, required, disabled }: KindProps<'reference'>) {
  const chrome = useFieldChrome(field, name, required, false);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const [province, setProvince] = useState<number | null>(null);
  const { search, setSearch, found, nothingFound } = useFound(field, province);
  const current = chosenOf(control.value);
  const data = [
    ...(current ? [{ value: String(current.id), label: current.name }] : []),
    ...found.filter((row) => row.id !== current?.id).map((row) => ({ value: String(row.id), label: row.label })),
  ];
  const select = (
    <Select
      {...chrome}
      name={control.name}
      ref={inputRef}
      data={data}
      value={current ? String(current.id) : null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
      disabled={disabled === true || field.readOnly}
      nothingFoundMessage={nothingFound}
      onChange={(id) => {
        if (id === null) return control.onChange(null);
        const row = found.find((candidate) => String(candidate.id) === id);
        control.onChange(row ? { id: row.id, name: row.name } : current);
      }}
      onBlur={control.onBlur}
      style={{ flex: 1 }}
    />
  );
  return withProvince(field, province, setProvince, select);
}

function MultipleReference({ field, name, required, disabled }: KindProps<'reference'>) {
  const chrome = useFieldChrome(field, name, required, false);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const [province, setProvince] = useState<number | null>(null);
  const { search, setSearch, found, nothingFound } = useFound(field, province);
  const chosen = Array.isArray(control.value)
    ? (control.value as unknown[]).flatMap((value) => chosenOf(value) ?? [])
    : [];
  const chosenIds = new Set(chosen.map((item) => item.id));
  const data = [
    ...chosen.map((item) => ({ value: String(item.id), label: item.name })),
    ...found.filter((row) => !chosenIds.has(row.id)).map((row) => ({ value: String(row.id), label: row.label })),
  ];
  const select = (
    <MultiSelect
      {...chrome}
      name={control.name}
      ref={inputRef}
      data={data}
      value={chosen.map((item) => String(item.id))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={field.max}
      clearable
      disabled={disabled === true || field.readOnly}
      nothingFoundMessage={nothingFound}
      onChange={(ids) => {
        control.onChange(
          ids.flatMap((id): Chosen[] => {
            const kept = chosen.find((item) => String(item.id) === id);
            if (kept) return [kept];
            const row = found.find((candidate) => String(candidate.id) === id);
            return row ? [{ id: row.id, name: row.name }] : [];
          }),
        );
        setSearch('');
      }}
      onBlur={control.onBlur}
      style={{ flex: 1 }}
    />
  );
  return withProvince(field, province, setProvince, select);
}

export function Widget(props: KindProps<'reference'>) {
  return props.field.multiple ? <MultipleReference {...props} /> : <SingleReference {...props} />;
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'reference'> = (field) => (field.multiple ? [] : null);
