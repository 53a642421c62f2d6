/**
 * The entity picker (spec platform.md sections 2, 5 and 9): an ordered list of items of other
 * entities, reordered by dragging (or with the keyboard on the handle) and removed one by one,
 * and a search across entities to add more. The search runs when the query is empty or has at
 * least 3 characters, after a 700 ms pause (`search.ts`); the add buttons are disabled at the
 * limit (default 5). A controlled component (`value`, `onChange`): the `entity` field kind wraps
 * it, and hand-written screens (menus, home settings) use it as it is.
 */
import { ActionIcon, Badge, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { entityIndex } from '#core/contracts/entities';
import type { LanguageCode } from '#core/languages';
import { PICKER_LIMITS } from '#core/limits';
import { listEntities, listEntitiesFromIndices, listEntityTypes } from '../../../generated/api/platform';
import type { EntityPick } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { SortableList } from '../sortable/SortableList';
import { addPick, canAdd, createSearchScheduler, movePick, removePick, type EntityPickValue } from './search';

export type { EntityPickValue } from './search';

export interface EntityPickerProps {
  readonly value: readonly EntityPickValue[];
  readonly onChange: (value: EntityPickValue[]) => void;
  /** Items at most (default 5). */
  readonly limit?: number;
  /** Entity types that may be picked (default: every type the user may view). */
  readonly types?: readonly string[];
  /** Content language of the titles (default it). */
  readonly lang?: LanguageCode;
  /** Offer unpublished items too (`preview=1`). */
  readonly preview?: boolean;
  readonly disabled?: boolean;
  /** What the picker is for (`Correlati`), in the search box's and the list's accessible names. */
  readonly label: string;
}

type EntityTypeName = NonNullable<Parameters<typeof listEntities>[0]>['entity_type'];

const TYPES_STALE_MS = 5 * 60_000;
const ALL_TYPES = '';

export function EntityPicker({
  value,
  onChange,
  limit = PICKER_LIMITS.defaultLimit,
  types,
  lang = 'it',
  preview = false,
  disabled = false,
  label,
}: EntityPickerProps) {
  const t = useT();
  const { language: uiLanguage } = useUiLanguage();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState('');
  const [type, setType] = useState<string>(ALL_TYPES);
  const full = !canAdd(value.length, limit);

  const entityTypes = useQuery({
    queryKey: queryKeys.entityTypes(uiLanguage),
    queryFn: async ({ signal }) => (await listEntityTypes({ signal })).data,
    staleTime: TYPES_STALE_MS,
  });
  const allowed = useMemo(
    () => (entityTypes.data ?? []).filter((entry) => types === undefined || types.includes(entry.name)),
    [entityTypes.data, types],
  );
  const typeLabel = (name: string) => allowed.find((entry) => entry.name === name)?.label ?? name;

  // The search waits for a 700 ms pause and for a query that may be searched.
  const scheduler = useRef<ReturnType<typeof createSearchScheduler> | null>(null);
  scheduler.current ??= createSearchScheduler({ onSearch: setTerm });
  useEffect(() => () => scheduler.current?.cancel(), []);

  const excludes = value.map(entityIndex);
  // A picker limited to some of the types the user may view searches one of them at a time (the
  // first until another is chosen); otherwise 'Tutti' searches every type in one call.
  const typesKnown = types === undefined || entityTypes.data !== undefined;
  const restricted = types !== undefined && (entityTypes.data ?? []).some((entry) => !types.includes(entry.name));
  const searchedType = type !== ALL_TYPES ? type : restricted ? allowed[0]?.name : undefined;
  const ready = open && typesKnown && (!restricted || searchedType !== undefined);
  const search = useInfiniteQuery({
    queryKey: queryKeys.entitySearch({ term, type: searchedType ?? null, lang, preview, limit, excludes }),
    enabled: ready,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      listEntities(
        {
          ...(term === '' ? {} : { q: term }),
          page: pageParam,
          lang,
          limit,
          // One of the names `GET entities` gave.
          ...(searchedType === undefined ? {} : { entity_type: searchedType as EntityTypeName }),
          ...(excludes.length === 0 ? {} : { 'excludes[]': excludes }),
          ...(preview ? { preview: '1' as const } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last, pages) => (last.pagination.more ? pages.length + 1 : undefined),
  });
  const results: EntityPick[] = search.data?.pages.flatMap((page) => page.results) ?? [];

  // The picked items' current titles (and whether they still exist), in the content language;
  // sorted, so that reordering asks nothing again.
  const pickedIndices = [...excludes].sort();
  const picked = useQuery({
    queryKey: queryKeys.entityPicks(pickedIndices, lang),
    enabled: pickedIndices.length > 0,
    queryFn: async ({ signal }) =>
      (await listEntitiesFromIndices({ 'indices[]': pickedIndices, lang }, { signal })).results,
    staleTime: TYPES_STALE_MS,
  });
  const current = new Map((picked.data ?? []).map((pick) => [pick.index, pick]));
  const titleOf = (item: EntityPickValue) =>
    current.get(entityIndex(item))?.title || item.title?.trim() || `#${item.id}`;
  const missing = (item: EntityPickValue) => picked.isSuccess && !current.has(entityIndex(item));

  const typeOptions = [
    ...(restricted ? [] : [{ value: ALL_TYPES, label: t('picker.allTypes') }]),
    ...allowed.map((entry) => ({ value: entry.name, label: entry.label })),
  ];

  return (
    <Stack gap="xs" data-testid="entity-picker">
      {value.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('picker.empty')}
        </Text>
      ) : (
        <SortableList
          items={value}
          getId={(item) => entityIndex(item)}
          getLabel={titleOf}
          disabled={disabled}
          onReorder={(from, to) => onChange(movePick(value, from, to))}
          renderItem={(item, { handle, index }) => (
            <Paper withBorder p={4} pl="xs">
              <Group gap="xs" wrap="nowrap">
                {handle}
                <Badge variant="outline" size="sm">
                  {typeLabel(item.type)}
                </Badge>
                <Text size="sm" style={{ flex: 1 }}>
                  {titleOf(item)}
                </Text>
                {missing(item) ? (
                  <Badge color="red" variant="light" size="sm">
                    {t('picker.missing')}
                  </Badge>
                ) : null}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('field.removeNamed', { name: titleOf(item) })}
                  disabled={disabled}
                  onClick={() => onChange(removePick(value, index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          )}
        />
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || full}
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
        >
          {t('picker.add')}
        </Button>
        <Text size="xs" c="gray.7">
          {t('picker.count', { count: value.length, limit })}
        </Text>
      </Group>
      {open && !disabled ? (
        <Paper withBorder p="xs">
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('picker.type')}
                data={typeOptions}
                value={type === ALL_TYPES && restricted ? (searchedType ?? null) : type}
                onChange={(next) => setType(next ?? ALL_TYPES)}
                allowDeselect={false}
                size="xs"
                w={180}
              />
              <TextInput
                label={t('picker.search', { name: label })}
                description={t('picker.searchHint', { min: PICKER_LIMITS.minQuery })}
                leftSection={<IconSearch size={14} aria-hidden />}
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  scheduler.current?.type(event.currentTarget.value);
                }}
                size="xs"
                style={{ flex: 1, minWidth: 200 }}
              />
            </Group>
            {search.isFetching && !search.isFetchingNextPage ? (
              <Loader size="xs" aria-label={t('picker.loading')} />
            ) : null}
            {search.isSuccess && results.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('picker.noResults')}
              </Text>
            ) : null}
            <Stack gap={4} role="list" aria-label={t('picker.results')}>
              {results.map((result) => (
                <Group key={result.index} gap="xs" wrap="nowrap" role="listitem">
                  <Badge variant="light" size="sm">
                    {result.name}
                  </Badge>
                  <Text size="sm" style={{ flex: 1 }}>
                    {result.title}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={full}
                    aria-label={t('picker.addNamed', { name: result.title })}
                    onClick={() => onChange(addPick(value, result, limit))}
                  >
                    {t('picker.addOne')}
                  </Button>
                </Group>
              ))}
            </Stack>
            {search.hasNextPage ? (
              <Button
                size="xs"
                variant="subtle"
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {t('picker.more')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
