import { useMemo } from 'react';
import { SEARCH_CALL_LIMITS } from '#core/limits';
import type { FilterControlProps } from '../types';
import { SearchSelect, useDropWhenGone, useSearchCombo } from '../controls';

/**
 * An item of another entity (the POI list's destination): a combo searching it by title over
 * `POST {path}/search`, as the reference field does; an applied id is named again by the same call.
 */
export function Control({ host, meta, filter, value, applied, onChange, onInvalid }: FilterControlProps) {
  const { label, t, lookups } = host;
  const field = meta.fields.find((candidate) => candidate.name === filter.field);
  const reference = field?.kind === 'reference' ? field : null;
  const entity = reference?.entity ?? '';
  const current = lookups.useReferenceItem(entity, value === '' ? null : Number(value));
  const appliedItem = lookups.useReferenceItem(entity, applied === null ? null : Number(applied));
  useDropWhenGone(filter.param, applied, appliedItem.isSuccess && appliedItem.data === null, onInvalid);
  const combo = useSearchCombo(value, current.data?.title ?? null, 300);
  const found = lookups.useReferenceSearch(entity, combo.debounced);
  const results = useMemo(() => found.data?.map((row) => ({ value: String(row.id), label: row.title })), [found.data]);
  return (
    <SearchSelect
      host={host}
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
