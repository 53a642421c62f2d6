/**
 * '/traduzioni', 'Panoramica traduzioni' (issue #35): the live items of every type the user may
 * list, one row each (type, id, title), one column per content language, each cell the item's
 * status in that language as the lists show it (`StatusBadge`), a link to the item's editor in
 * that language (absent ones too: to write the translation). Above, the counts per type and
 * language (a missing count filters the matrix on it); filters by type, status (in a language or
 * any), missing language and title words (over every type: at least three characters; shorter
 * ones need a type, and are not sent without one), all in the address so a view can be
 * bookmarked. One call per page (`GET translations`). The address is checked against the
 * controls' options (`readFilters`, `checkedFilters`): what the screen could not have written is
 * dropped from it (replaced, not pushed) and never applied; a type is checked against the types of
 * an answer's counts, so an address naming one first asks for the unfiltered page.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { queryKeys } from '#api/queryKeys.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type LanguageCode } from '#core/languages';
import { STATUS, isStatusCode, statusName } from '#core/statuses';
import { keywordsAllTypes, TRANSLATION_LIMITS } from '#core/translations';
import { listTranslations } from '../../../generated/api/platform';
import type { TranslationCount, TranslationRow } from '../../../generated/api/schemas';
import { useLabel, useT } from '../../i18n/context';
import { ListPagination } from '../../runtime/list/ListPagination';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  callQuery,
  checkedFilters,
  editorHref,
  FILTER_STATUSES,
  filtersQuery,
  isTranslationEntity,
  MATRIX_LANGUAGES,
  NO_FILTERS,
  readFilters,
  typePending,
  type TranslationFilters,
} from './translations';

const LIMIT = TRANSLATION_LIMITS.defaultLimit;

export function TranslationsPage() {
  const t = useT();
  const label = useLabel();
  const [params, setParams] = useSearchParams();
  // The type filter's options: the types of the last answer's counts (every type the user may list,
  // whatever the filters), null before the first answer; `forTypes`: that answer was asked only for
  // them (the unfiltered page while a type waited), never shown as the matrix.
  const [known, setKnown] = useState<{
    readonly counts: readonly TranslationCount[];
    readonly forTypes: boolean;
  } | null>(null);
  const types = known?.counts.map((count) => count.entity) ?? null;
  const filters = checkedFilters(readFilters(params), types);
  // A type the address names waits for the types: meanwhile the unfiltered page is asked (its
  // counts say them), never the type's, which answers 403 (ending the session) when it may not be listed.
  const pending = typePending(filters, types);
  const called = pending ? NO_FILTERS : filters;

  // The filters as they are now: a second choice may come before the first one's render (a
  // navigation in a transition), so what was last written to the address counts until the router
  // renders it. Kept here rather than read back from the browser's address, which a memory router
  // (stories, tests) never changes.
  const written = useRef<{ readonly from: string; readonly filters: TranslationFilters } | null>(null);
  const rendered = params.toString();
  const current = () => (written.current?.from === rendered ? written.current.filters : filters);
  // Title words too short for every type submitted without one: not applied, the rule shown as the box's error.
  const [tooShort, setTooShort] = useState(false);
  const apply = (changes: Partial<TranslationFilters> | ((now: TranslationFilters) => Partial<TranslationFilters>)) => {
    const now = current();
    const next = { ...now, page: 1, ...(typeof changes === 'function' ? changes(now) : changes) };
    written.current = { from: rendered, filters: next };
    setTooShort(false);
    setParams(filtersQuery(next));
  };

  const query = useQuery({
    queryKey: queryKeys.translations(filtersQuery(called).toString()),
    queryFn: ({ signal }) => listTranslations(callQuery(called, LIMIT), { signal }),
    // The previous matrix until the next one comes, not the unfiltered page asked for the types.
    placeholderData: known?.forTypes === true ? undefined : keepPreviousData,
  });
  // An answer's counts are the types from now on (adjusted while rendering: the call is the types'),
  // and the answer the matrix once shown.
  if (query.data !== undefined && (query.data.counts !== known?.counts || known.forTypes !== pending)) {
    setKnown({ counts: query.data.counts, forTypes: pending });
  }
  const counts = known?.counts ?? [];
  // The matrix is the filters' (not the unfiltered page asked for the types).
  const answer = pending ? undefined : query.data;

  // What the address holds that the screen could not have written is dropped from it (replaced, not
  // pushed: Back does not return to it); a page past the end (the items changed) becomes the last.
  const pastEnd = answer !== undefined && !query.isPlaceholderData && answer.data.length === 0 && answer.meta.total > 0;
  const wanted = filtersQuery(pastEnd ? { ...filters, page: answer.meta.last_page } : filters).toString();
  useEffect(() => {
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);

  const labels = new Map(counts.map((count) => [count.entity, count.label]));
  const languageLabel = (code: LanguageCode) => label(LANGUAGE_NAMES[code]);
  const statusLabel = (code: number) => (isStatusCode(code) ? label(statusName(code)) : String(code));

  // The title box is the form's own (started from the address's words): Filtra applies it, unless
  // its words are too short for every type and none is chosen (the call would refuse them).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('keywords');
    const keywords = typeof typed === 'string' ? typed : '';
    if (current().entity === null && !keywordsAllTypes(keywords)) {
      setTooShort(true);
      return;
    }
    apply({ keywords });
  };
  const allTypesHint = t('translations.searchAllTypes', { min: TRANSLATION_LIMITS.minKeywordsAllTypes });
  const keywordsError = tooShort && filters.entity === null;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('translations.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('translations.help')}
      </Text>

      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('translations.type')}
            placeholder={t('translations.allTypes')}
            clearable
            value={filters.entity}
            data={counts.map((count) => ({ value: count.entity, label: count.label }))}
            onChange={(value) => apply({ entity: value !== null && isTranslationEntity(value) ? value : null })}
            w={220}
          />
          <Select
            label={t('translations.status')}
            placeholder={t('translations.anyStatus')}
            clearable
            value={filters.status === null ? null : String(filters.status)}
            data={FILTER_STATUSES.map((code) => ({ value: String(code), label: statusLabel(code) }))}
            // A status is a language's: Italian until another is chosen.
            onChange={(value) =>
              apply((now) =>
                value === null ? { status: null } : { status: Number(value), lang: now.lang ?? DEFAULT_LANGUAGE },
              )
            }
            w={200}
          />
          <Select
            label={t('translations.statusLanguage')}
            placeholder={t('translations.anyLanguage')}
            clearable
            value={filters.lang}
            data={MATRIX_LANGUAGES.map((code) => ({ value: code, label: languageLabel(code) }))}
            onChange={(value) => {
              const lang = MATRIX_LANGUAGES.find((code) => code === value) ?? null;
              apply(lang === null ? { lang, status: null } : { lang });
            }}
            w={180}
          />
          <Select
            label={t('translations.missing')}
            placeholder={t('translations.noMissing')}
            clearable
            value={filters.missing}
            data={MATRIX_LANGUAGES.map((code) => ({
              value: code,
              label: t('translations.missingIn', { language: code.toUpperCase() }),
            }))}
            onChange={(value) => apply({ missing: MATRIX_LANGUAGES.find((code) => code === value) ?? null })}
            w={180}
          />
          <TextInput
            label={t('translations.search')}
            description={
              filters.entity !== null ? t('translations.searchHint') : keywordsError ? undefined : allTypesHint
            }
            error={keywordsError ? allTypesHint : undefined}
            onChange={() => setTooShort(false)}
            name="keywords"
            key={filters.keywords}
            defaultValue={filters.keywords}
            maxLength={TRANSLATION_LIMITS.maxKeywords}
            w={240}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('list.filter')}
          </Button>
          <Button variant="default" onClick={() => setParams(filtersQuery(NO_FILTERS))}>
            {t('list.reset')}
          </Button>
        </Group>
      </form>

      {query.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
      {answer === undefined && !query.isError ? <Loader size="sm" aria-label={t('list.loading')} /> : null}

      {counts.length > 0 ? (
        <CountsTable
          counts={counts}
          onMissing={(entity, missing) =>
            apply({ entity: isTranslationEntity(entity) ? entity : null, missing, status: null })
          }
        />
      ) : null}

      {answer ? (
        <>
          <ScrollArea>
            <Table striped highlightOnHover withTableBorder aria-label={t('translations.matrix')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('translations.type')}</Table.Th>
                  <Table.Th>{t('translations.id')}</Table.Th>
                  <Table.Th>{t('translations.itemTitle')}</Table.Th>
                  {MATRIX_LANGUAGES.map((code) => (
                    <Table.Th key={code} title={languageLabel(code)}>
                      {code.toUpperCase()}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={3 + MATRIX_LANGUAGES.length}>{t('translations.empty')}</Table.Td>
                  </Table.Tr>
                ) : (
                  answer.data.map((row) => (
                    <MatrixRow
                      key={`${row.entity}:${row.id}`}
                      row={row}
                      typeLabel={labels.get(row.entity) ?? row.entity}
                      languageLabel={languageLabel}
                      statusLabel={statusLabel}
                    />
                  ))
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <ListPagination
            page={answer.meta.current_page}
            pages={answer.meta.last_page}
            size={LIMIT}
            sizes={[LIMIT]}
            total={answer.meta.total}
            shown={answer.data.length}
            onPage={(page) => setParams(filtersQuery({ ...current(), page }))}
            onSize={() => undefined}
          />
        </>
      ) : null}
    </Stack>
  );
}

function MatrixRow({
  row,
  typeLabel,
  languageLabel,
  statusLabel,
}: {
  readonly row: TranslationRow;
  readonly typeLabel: string;
  readonly languageLabel: (code: LanguageCode) => string;
  readonly statusLabel: (code: number) => string;
}) {
  const t = useT();
  const title = row.title === '' ? `#${row.id}` : row.title;
  return (
    <Table.Tr data-testid="translation-row" data-entity={row.entity} data-id={row.id}>
      <Table.Td>{typeLabel}</Table.Td>
      <Table.Td>{row.id}</Table.Td>
      <Table.Td>{title}</Table.Td>
      {MATRIX_LANGUAGES.map((code) => {
        const status = row.statuses[code];
        if (status === undefined) {
          return (
            <Table.Td key={code} c="gray.6" title={t('translations.notApplicable')}>
              —
            </Table.Td>
          );
        }
        const href = editorHref(row.entity, row.id, code);
        const name = t('translations.open', { title, language: languageLabel(code), status: statusLabel(status) });
        const badge = <StatusBadge status={status} />;
        return (
          <Table.Td key={code} data-lang={code} data-status={status}>
            {href === null ? (
              <span title={name}>{badge}</span>
            ) : (
              <Anchor component={Link} to={href} aria-label={name} title={name} underline="never">
                {badge}
              </Anchor>
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/** The counts per type and language: each language's statuses with their numbers; a missing count filters on it. */
function CountsTable({
  counts,
  onMissing,
}: {
  readonly counts: readonly TranslationCount[];
  readonly onMissing: (entity: string, missing: LanguageCode) => void;
}) {
  const t = useT();
  const label = useLabel();
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {t('translations.counts')}
      </Title>
      <ScrollArea>
        <Table withTableBorder withColumnBorders aria-label={t('translations.counts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('translations.type')}</Table.Th>
              <Table.Th>{t('translations.items')}</Table.Th>
              {MATRIX_LANGUAGES.map((code) => (
                <Table.Th key={code} title={label(LANGUAGE_NAMES[code])}>
                  {code.toUpperCase()}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.map((count) => (
              <Table.Tr key={count.entity} data-testid="translation-count" data-entity={count.entity}>
                <Table.Td>{count.label}</Table.Td>
                <Table.Td>{count.items}</Table.Td>
                {MATRIX_LANGUAGES.map((code) => {
                  const statuses = count.statuses[code];
                  if (statuses === undefined) {
                    return (
                      <Table.Td key={code} c="gray.6" title={t('translations.notApplicable')}>
                        —
                      </Table.Td>
                    );
                  }
                  const missing = statuses[String(STATUS.absent)] ?? 0;
                  return (
                    <Table.Td key={code}>
                      <Group gap={4} wrap="wrap">
                        {Object.entries(statuses)
                          .filter(([status, total]) => status !== String(STATUS.absent) && total > 0)
                          .map(([status, total]) => (
                            <Group key={status} gap={2} wrap="nowrap">
                              <StatusBadge status={Number(status)} />
                              <Text size="xs">{total}</Text>
                            </Group>
                          ))}
                        {missing > 0 ? (
                          <UnstyledButton
                            onClick={() => onMissing(count.entity, code)}
                            aria-label={t('translations.showMissing', {
                              n: missing,
                              type: count.label,
                              language: label(LANGUAGE_NAMES[code]),
                            })}
                          >
                            <Group gap={2} wrap="nowrap">
                              <StatusBadge status={STATUS.absent} />
                              <Text size="xs" td="underline">
                                {missing}
                              </Text>
                            </Group>
                          </UnstyledButton>
                        ) : null}
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
