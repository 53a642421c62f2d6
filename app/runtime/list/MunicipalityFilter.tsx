/**
 * The municipality filter of a platform list that no schema describes (the open-data experiences,
 * the trekking activities): the entity lists' own municipality control (`kinds/filters/municipality`)
 * made of the same parts, the server-search combo (`SearchSelect`, `useSearchCombo`) over the same
 * lookups (`GET operations/comuni`), holding a municipality id instead of a schema filter's draft.
 * An empty value is every municipality ('Tutti').
 */
import { SearchSelect, useSearchCombo } from '../../../kinds/filters/controls';
import { useFilterHost } from './ListFilters';
import { useMunicipality, useMunicipalitySearch } from './lookups';

/**
 * As a schema's municipality filter without options of its own (the municipalities kind's defaults,
 * `kinds/municipalities/definition.ts`): the search from 2 typed characters, after a 300 ms pause.
 */
const SEARCH = { minChars: 2, debounceMs: 300 } as const;

export interface MunicipalityFilterProps {
  readonly label: string;
  /** The municipality chosen, null for every one. */
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  /** Only municipalities of this province (its id), when given. */
  readonly province?: number | null;
}

export function MunicipalityFilter({ label, value, onChange, province = null }: MunicipalityFilterProps) {
  const host = useFilterHost();
  const text = value === null ? '' : String(value);
  const current = useMunicipality(value === null ? null : text);
  const combo = useSearchCombo(text, current.data?.label ?? null, SEARCH.debounceMs);
  const results = useMunicipalitySearch(combo.debounced, province === null ? null : String(province), SEARCH.minChars);
  return (
    <SearchSelect
      host={host}
      combo={combo}
      label={label}
      value={text}
      onChange={(next) => onChange(/^\d+$/.test(next) ? Number(next) : null)}
      results={results.data}
      minChars={SEARCH.minChars}
      typeHint={host.t('list.typeToSearch', { n: SEARCH.minChars })}
    />
  );
}
