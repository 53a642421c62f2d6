/**
 * The filter bar of a list: one control per schema filter, each its kind's
 * (`kinds/filters/<kind>/control.tsx`), the status language, Filtra and Annulla Filtri. The
 * controls hold a draft that is reset to the applied state whenever the applied state changes
 * (navigation, Back, restore, reset), so what they show is always what is applied unless the user
 * is editing them right now. Values the lookups prove invalid (a category or municipality that no
 * longer exists) are reported so that the list drops them instead of applying them unseen.
 */
import { Button, Group, Select, Text } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { LANGUAGE_NAMES, isLanguageCode } from '#core/languages';
import type { EntityMeta, ListFilter } from '#core/model';
import { FILTER_CONTROLS } from '../../../kinds/filters/registry.admin';
import type { FilterHost, FilterLookups } from '../../../kinds/filters/types';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { LANG_PARAM, draftDiffers, draftFromState, listFilters, statusLanguages, type ListState } from './state';
import { useCategoryOptions, useMunicipality, useMunicipalitySearch, useProvinceOptions } from './lookups';
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
  const params = useParams();
  const filters = listFilters(meta).map((filter) => withRouteMain(filter, params));
  const languages = statusLanguages(meta);
  // Edited controls not yet applied are said so: what the list shows is always what is applied.
  const pending = draftDiffers(meta, state, draft);
  const pendingId = useId();
  const host = useFilterHost();

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
        {filters.map((filter) => {
          // Each kind's control (`kinds/filters/<kind>/control.tsx`).
          const Control = FILTER_CONTROLS[filter.kind];
          return (
            <Control
              key={filter.param}
              host={host}
              meta={meta}
              filter={filter}
              value={draft[filter.param] ?? ''}
              applied={state.filters[filter.param] ?? null}
              draft={draft}
              onChange={(value) => set(filter.param, value)}
              onInvalid={onInvalid}
            />
          );
        })}
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

/** A filter whose main category is a route parameter's (`mainParam`): that category, when the route names one. */
export function withRouteMain(filter: ListFilter, params: Readonly<Record<string, string | undefined>>): ListFilter {
  const raw = filter.mainParam === null ? undefined : params[filter.mainParam];
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? { ...filter, main: Number(raw) } : filter;
}

function languageName(code: string): string {
  return isLanguageCode(code) ? LANGUAGE_NAMES[code].it : code;
}

/** The admin's lookups, as the filter controls ask for them. */
const LOOKUPS: FilterLookups = {
  useCategoryOptions,
  useProvinceOptions,
  useMunicipalitySearch,
  useMunicipality,
  useReferenceSearch,
  useReferenceItem,
};

/**
 * What the filter controls get from the admin: its labels, messages, UI language and lookups (also
 * the platform lists' municipality filter, `MunicipalityFilter.tsx`).
 */
export function useFilterHost(): FilterHost {
  const label = useLabel();
  const t = useT();
  const { language } = useUiLanguage();
  return useMemo(() => ({ label, t, language, lookups: LOOKUPS }), [label, t, language]);
}
