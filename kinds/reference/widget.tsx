/**
 * A reference field: a combo that searches the referred entity by title (`POST {path}/search`,
 * from the referred entity's `searchCall.minChars` typed characters (2 by default) after a 300 ms pause, `shown` matches at a time; content.md sections 8
 * and 9: the destination combo shows 3, with the hint 'Inizia a digitare il nome di una
 * destinazioni') and keeps `{id, name}` of the chosen item.
 */
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useAdminHost, useLabel, useT, useFieldChrome, type KindProps, type EmptyValue } from '../host/admin';

const SEARCH_DEBOUNCE_MS = 300;

interface Chosen {
  readonly id: number;
  readonly name: string;
}

function chosenOf(value: unknown): Chosen | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return typeof id === 'number' ? { id, name: typeof name === 'string' ? name : `#${id}` } : null;
}

export function Widget({ field, name, required, disabled }: KindProps<'reference'>) {
  const t = useT();
  const label = useLabel();
  const chrome = useFieldChrome(field, name, required, false);
  const {
    field: { ref: inputRef, ...control },
  } = useController({ name });
  const [search, setSearch] = useState('');
  const { useDebounced, lookups } = useAdminHost();
  const typed = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const enough = typed.length >= field.minChars;
  const found = lookups.useReferenceSearch(field.entity, enough ? typed : '');
  const current = chosenOf(control.value);
  const rows = (enough ? (found.data ?? []) : []).slice(0, field.shown);
  const data = [
    ...(current ? [{ value: String(current.id), label: current.name }] : []),
    ...rows
      .filter((row) => row.id !== current?.id)
      .map((row) => ({ value: String(row.id), label: row.comune ? `${row.title} (${row.comune})` : row.title })),
  ];
  return (
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
      nothingFoundMessage={
        !enough
          ? field.hint
            ? label(field.hint)
            : t('field.typeToSearch', { n: field.minChars })
          : t('field.noResults')
      }
      onChange={(id) => {
        if (id === null) return control.onChange(null);
        const row = rows.find((candidate) => String(candidate.id) === id);
        control.onChange(row ? { id: row.id, name: row.title } : current);
      }}
      onBlur={control.onBlur}
    />
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'reference'> = () => null;
