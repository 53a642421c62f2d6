/**
 * The list table's cells: each column kind's own (`kinds/columns/<kind>/cell.tsx`) given what the
 * admin offers them (`ColumnHost`): translations, route links, the status badges per language,
 * the language flags and the row actions (edit and delete by permission, after the actions
 * column's own link).
 */
import { ActionIcon, Anchor, Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBan, IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LANGUAGE_NAMES, isLanguageCode } from '#core/languages';
import type { EntityMeta, ListColumn } from '#core/model';
import { STATUS, isStatusCode, statusName, type StatusCode } from '#core/statuses';
import { COLUMN_CELLS } from '../../../kinds/columns/registry.admin';
import type { ColumnHost } from '../../../kinds/columns/types';
import { textOf } from '../../../kinds/columns/values';
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
          names={meta.list.statusLabels}
          title={t('list.statusIn', {
            language: languageName(lang, label),
            status: label(statusName(status, meta.list.statusLabels)),
          })}
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

/** A row's values as route parameters (a link column's or the actions' view link). */
function rowParams(row: Row): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, textOf(cell) ?? undefined]));
}

function RouteLink({ route, row, children }: { route: string; row: Row; children: ReactNode }) {
  return (
    <Anchor component={Link} to={fillRoute(route, rowParams(row))} size="sm">
      {children}
    </Anchor>
  );
}

export interface ColumnCellProps {
  readonly column: ListColumn;
  readonly row: Row;
  readonly meta: EntityMeta;
  /** The row's actions (the actions column's cell), given the column's own link. */
  readonly rowActions: (link: ListColumn['link']) => ReactNode;
}

/** A cell of the list table: its column kind's (`kinds/columns/<kind>/cell.tsx`), given the admin's host. */
export function ColumnCell({ column, row, meta, rowActions }: ColumnCellProps) {
  const t = useT();
  const label = useLabel();
  const host = useMemo<ColumnHost>(
    () => ({ label, t, RouteLink, StatusBadges, LanguageFlags, rowActions }),
    [label, t, rowActions],
  );
  const { Cell } = COLUMN_CELLS[column.kind];
  return <Cell host={host} meta={meta} column={column} row={row} />;
}

/** Whether a column's header may sort the list: its kind's, when the column and the list allow it. */
export function isSortable(meta: EntityMeta, column: ListColumn): boolean {
  return COLUMN_CELLS[column.kind].sorts && column.sortable && meta.list.sortable.includes(column.key);
}

/** The actions column's own link (the POI collections' 'Elenco POI'), filled from the row. */
function ViewLink({ link, row }: { link: ListColumn['link']; row: Row }) {
  const label = useLabel();
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
  /** The actions column's own link (the view link), null when none. */
  readonly link: ListColumn['link'];
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
export function RowActions({ meta, link, row, canEdit, canDelete, onDelete, onEdit }: RowActionsProps) {
  const t = useT();
  const hrefs = useEntityHrefs(meta);
  const id = typeof row.id === 'number' ? row.id : Number(row.id);
  // Spec platform.md section 2: "a revision link uses the revision id": a pending revision draft
  // is what the edit link opens.
  const edited = typeof row.revision === 'number' ? row.revision : id;
  if (!canEdit && !canDelete && !link) {
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
      <ViewLink link={link} row={row} />
      {canEdit ? (
        <Tooltip label={t('list.edit')}>
          {onEdit ? (
            <ActionIcon variant="subtle" aria-label={t('list.editItem', { id })} onClick={() => onEdit(id)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon
              component={Link}
              to={hrefs.editor(edited)}
              variant="subtle"
              aria-label={t('list.editItem', { id })}
            >
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
