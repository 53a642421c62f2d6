/**
 * What each list column kind shows in a cell: ids and texts, list dates (DD-MM-YYYY), a status
 * badge per language, language flags, places and categories with the column's empty label, counts,
 * links, and the row actions.
 */
import { ActionIcon, Anchor, Badge, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBan, IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { wireToListDate } from '#core/dates';
import { LANGUAGE_NAMES, isLanguageCode } from '#core/languages';
import type { EntityMeta, ListColumn } from '#core/model';
import { STATUS, STATUS_NAMES, isStatusCode, type StatusCode } from '#core/statuses';
import type { Row } from '../api';
import { useLabel, useT } from '../../i18n/context';
import { StatusBadge } from '../../ui/StatusBadge';
import { fillRoute, useEntityHrefs } from '../routes';

/** A row's status per language (`statuses: {it: 1, en: -1}`); anything unreadable is absent. */
export function rowStatuses(row: Row, languages: readonly string[]): { lang: string; status: StatusCode }[] {
  const raw = row.statuses;
  const statuses = typeof raw === 'object' && raw !== null ? (raw as Readonly<Record<string, unknown>>) : {};
  return languages.map((lang) => {
    const value = statuses[lang];
    return { lang, status: isStatusCode(value) ? value : STATUS.absent };
  });
}

function languageName(code: string, ui: (label: { it: string; en: string }) => string): string {
  return isLanguageCode(code) ? ui(LANGUAGE_NAMES[code]) : code;
}

export function StatusBadges({ row, meta }: { row: Row; meta: EntityMeta }) {
  const label = useLabel();
  const t = useT();
  const statuses = rowStatuses(row, meta.languages);
  const several = statuses.length > 1;
  return (
    <Group gap={4} wrap="wrap">
      {statuses.map(({ lang, status }) => (
        <StatusBadge
          key={lang}
          status={status}
          language={several ? lang : undefined}
          title={t('list.statusIn', { language: languageName(lang, label), status: label(STATUS_NAMES[status]) })}
        />
      ))}
    </Group>
  );
}

/** Tiny flag swatches (no image or emoji font needed). */
const FLAG_BACKGROUNDS: Readonly<Record<string, string>> = {
  it: 'linear-gradient(90deg, #009246 33.3%, #fff 33.3% 66.6%, #ce2b37 66.6%)',
  fr: 'linear-gradient(90deg, #0055a4 33.3%, #fff 33.3% 66.6%, #ef4135 66.6%)',
  de: 'linear-gradient(180deg, #000 33.3%, #dd0000 33.3% 66.6%, #ffce00 66.6%)',
  en: 'linear-gradient(90deg, transparent 42%, #c8102e 42% 58%, transparent 58%), linear-gradient(180deg, #012169 36%, #c8102e 36% 64%, #012169 64%)',
};

const flagStyle = (lang: string): CSSProperties => ({
  display: 'inline-block',
  width: 16,
  height: 11,
  borderRadius: 2,
  boxShadow: '0 0 0 1px rgba(0,0,0,0.2)',
  background: FLAG_BACKGROUNDS[lang] ?? '#adb5bd',
});

/** The languages the row has content in (status other than absent), each a flag and its code. */
export function LanguageFlags({ row, meta }: { row: Row; meta: EntityMeta }) {
  const label = useLabel();
  const present = rowStatuses(row, meta.languages).filter(({ status }) => status !== STATUS.absent);
  return (
    <Group gap={6} wrap="wrap">
      {present.map(({ lang }) => (
        <Badge
          key={lang}
          variant="default"
          size="sm"
          title={languageName(lang, label)}
          leftSection={<span aria-hidden style={flagStyle(lang)} />}
        >
          {lang.toUpperCase()}
        </Badge>
      ))}
    </Group>
  );
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join(', ');
  }
  return null;
}

function Empty({ column }: { column: ListColumn }) {
  const label = useLabel();
  return column.empty ? (
    <Text span c="dimmed" size="sm">
      {label(column.empty)}
    </Text>
  ) : null;
}

/** A data cell (every kind but actions). */
export function ValueCell({ column, row, meta }: { column: ListColumn; row: Row; meta: EntityMeta }) {
  const t = useT();
  const label = useLabel();
  const value = row[column.key];
  switch (column.kind) {
    case 'statuses':
      return <StatusBadges row={row} meta={meta} />;
    case 'languages':
      return <LanguageFlags row={row} meta={meta} />;
    case 'date': {
      const text = textOf(value);
      return text === null ? <Empty column={column} /> : <>{wireToListDate(text)}</>;
    }
    case 'count':
      return <>{typeof value === 'number' ? value : Number(textOf(value) ?? 0) || 0}</>;
    case 'url': {
      const text = textOf(value);
      if (text === null) return <Empty column={column} />;
      return /^https?:\/\//i.test(text) ? (
        <Anchor
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          title={t('list.openLink', { url: text })}
        >
          {text}
        </Anchor>
      ) : (
        <>{text}</>
      );
    }
    case 'link': {
      if (!column.link) return null;
      return (
        <Anchor component={Link} to={fillRoute(column.link.route, rowParams(row))} size="sm">
          {label(column.link.text)}
        </Anchor>
      );
    }
    case 'id':
    case 'text':
    case 'street':
    case 'municipality':
    case 'province':
    case 'category':
    case 'actions': {
      const text = textOf(value);
      return text === null ? <Empty column={column} /> : <>{text}</>;
    }
  }
}

/** A row's values as route parameters (a link column's or the actions' view link). */
function rowParams(row: Row): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, textOf(cell) ?? undefined]));
}

/** The actions column's own link (the POI collections' 'Elenco POI'), filled from the row. */
function ViewLink({ meta, row }: { meta: EntityMeta; row: Row }) {
  const label = useLabel();
  const link = meta.list.columns.find((column) => column.kind === 'actions')?.link;
  if (!link) return null;
  const text = label(link.text);
  return (
    <Tooltip label={text}>
      <ActionIcon component={Link} to={fillRoute(link.route, rowParams(row))} variant="subtle" aria-label={text}>
        <IconList size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export interface RowActionsProps {
  readonly meta: EntityMeta;
  readonly row: Row;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly onDelete: (id: number) => void;
  /** Set: editing opens the list's title dialog instead of the editor. */
  readonly onEdit?: ((id: number) => void) | undefined;
}

/**
 * Edit and delete icons by permission, after the schema's view link if any; the red 'no action'
 * icon when nothing is allowed.
 */
export function RowActions({ meta, row, canEdit, canDelete, onDelete, onEdit }: RowActionsProps) {
  const t = useT();
  const hrefs = useEntityHrefs(meta);
  const id = typeof row.id === 'number' ? row.id : Number(row.id);
  const hasLink = meta.list.columns.some((column) => column.kind === 'actions' && column.link);
  if (!canEdit && !canDelete && !hasLink) {
    return (
      <Tooltip label={t('list.noAction')}>
        <ThemeIcon color="red" variant="light" size="md" role="img" aria-label={t('list.noAction')}>
          <IconBan size={16} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <ViewLink meta={meta} row={row} />
      {canEdit ? (
        <Tooltip label={t('list.edit')}>
          {onEdit ? (
            <ActionIcon variant="subtle" aria-label={t('list.editItem', { id })} onClick={() => onEdit(id)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon component={Link} to={hrefs.editor(id)} variant="subtle" aria-label={t('list.editItem', { id })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          )}
        </Tooltip>
      ) : null}
      {canDelete ? (
        <Tooltip label={t('list.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('list.deleteItem', { id })}
            onClick={() => onDelete(id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
