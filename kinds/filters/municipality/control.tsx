import type { FilterControlProps } from '../types';
import { SearchSelect, useDropWhenGone, useSearchCombo } from '../controls';
import { ALL_VALUE } from '../values';

/** A municipality searched by name (within the province chosen in the draft, if any). */
export function Control({ host, meta, filter, value, applied, draft, onChange, onInvalid }: FilterControlProps) {
  const { label, t, lookups } = host;
  const field = meta.fields.find((candidate) => candidate.name === filter.field);
  const minChars = field?.kind === 'municipalities' ? field.minChars : 2;
  const current = lookups.useMunicipality(value === '' ? null : value);
  const appliedLookup = lookups.useMunicipality(applied);
  useDropWhenGone(filter.param, applied, appliedLookup.isSuccess && appliedLookup.data === null, onInvalid);
  const combo = useSearchCombo(
    value,
    current.data?.label ?? null,
    field?.kind === 'municipalities' ? field.debounceMs : 300,
  );
  const results = lookups.useMunicipalitySearch(combo.debounced, provinceOf(meta.list.filters, draft), minChars);
  return (
    <SearchSelect
      host={host}
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

/** The province chosen in the draft, which narrows the municipality search. */
function provinceOf(filters: FilterControlProps['meta']['list']['filters'], draft: FilterControlProps['draft']) {
  const province = filters.find((filter) => filter.kind === 'province');
  const value = province ? draft[province.param] : undefined;
  return value && value !== ALL_VALUE ? value : null;
}
