/**
 * The permission grid of a role (spec platform.md section 3): a row per section, columns
 * Visualizza, Crea, Modifica, Elimina, Pubblica with a checkbox only where the section has the
 * action, the section's extra abilities (Crea tag) in the row, a toggle for a whole row and for a
 * whole column (of the rows shown), a filter for the rows, and a summary of what the role can do.
 * Generic: fed by the server's grid, so a new schema's section needs no change here.
 *
 * Memoised, and so is each row (`PermissionRow`, given its own held abilities as a string and
 * stable callbacks): typing elsewhere in the role form renders none of the grid, and a click renders
 * the row it changed (with the column toggles and the summary), not every row.
 */
import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ABILITY_ACTIONS, type AbilityAction } from '#core/abilities';
import { useT } from '../../i18n/context';
import type { MessageKey } from '../../i18n/it';
import {
  columnState,
  filterRows,
  gridRows,
  heldSet,
  rowHeld,
  rowState,
  summary,
  toggleColumn,
  toggleRow,
  type GridRow,
  type PermissionMap,
} from './grid';

const COLUMN_LABELS: Readonly<Record<AbilityAction, MessageKey>> = {
  view: 'permissions.view',
  create: 'permissions.create',
  edit: 'permissions.edit',
  delete: 'permissions.delete',
  publish: 'permissions.publish',
};

/** Names of the extra abilities the grid knows; others show their own name. */
const EXTRA_LABELS: Readonly<Record<string, MessageKey>> = { 'view-tag': 'permissions.view-tag' };

export interface PermissionGridProps {
  /** The server's grid: section → ability → 0/1 (only the abilities each section has). */
  readonly permission: PermissionMap;
  /** Section → its name. */
  readonly labels: Readonly<Record<string, string>>;
  /** The abilities the role holds. */
  readonly value: ReadonlySet<string>;
  readonly onChange?: (value: Set<string>) => void;
  readonly readOnly?: boolean;
}

export const PermissionGrid = memo(function PermissionGrid({
  permission,
  labels,
  value,
  onChange,
  readOnly = false,
}: PermissionGridProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => gridRows(permission, labels), [permission, labels]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const totals = useMemo(() => summary(value, rows), [value, rows]);
  // The rows' callbacks read the latest value through a ref, so they keep their identity (and the
  // memoised rows that did not change are not rendered again).
  const latest = useRef({ value, onChange, readOnly });
  useLayoutEffect(() => {
    latest.current = { value, onChange, readOnly };
  });
  const change = useCallback((update: (current: ReadonlySet<string>) => Set<string>) => {
    const { value: current, onChange: report, readOnly: locked } = latest.current;
    if (!locked) report?.(update(current));
  }, []);
  const flip = useCallback(
    (ability: string) =>
      change((current) => {
        const next = new Set(current);
        if (next.has(ability)) next.delete(ability);
        else next.add(ability);
        return next;
      }),
    [change],
  );
  const flipRow = useCallback((row: GridRow) => change((current) => toggleRow(current, row)), [change]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('permissions.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={280}
        />
        <Stack gap={4} align="flex-end" data-testid="permission-summary" aria-live="polite">
          <Text size="sm" fw={500}>
            {totals.count === 0
              ? t('permissions.none')
              : t('permissions.summary', { count: totals.count, sections: totals.sections })}
          </Text>
          <Group gap={4}>
            {ABILITY_ACTIONS.map((action) => (
              <Badge key={action} variant="light" color={totals.perAction[action] > 0 ? 'blue' : 'gray'}>
                {t(COLUMN_LABELS[action])}: {totals.perAction[action]}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      <ScrollArea>
        <Table striped highlightOnHover withTableBorder stickyHeader aria-label={t('permissions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('permissions.entity')}</Table.Th>
              {ABILITY_ACTIONS.map((action) => {
                const state = columnState(value, shown, action);
                return (
                  <Table.Th key={action} ta="center">
                    <Stack gap={2} align="center">
                      <Text size="sm" fw={700}>
                        {t(COLUMN_LABELS[action])}
                      </Text>
                      <Checkbox
                        aria-label={t('permissions.column', { action: t(COLUMN_LABELS[action]) })}
                        checked={state === 'all'}
                        indeterminate={state === 'some'}
                        disabled={readOnly}
                        onChange={() => change((current) => toggleColumn(current, shown, action))}
                      />
                    </Stack>
                  </Table.Th>
                );
              })}
              <Table.Th>{t('permissions.extra')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <PermissionRow
                key={row.prefix}
                row={row}
                held={rowHeld(value, row)}
                readOnly={readOnly}
                onFlip={flip}
                onFlipRow={flipRow}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
});

/** One section of the grid; memoised on its row, its own held abilities (`rowHeld`) and stable callbacks. */
const PermissionRow = memo(function PermissionRow({
  row,
  held,
  readOnly,
  onFlip,
  onFlipRow,
}: {
  readonly row: GridRow;
  /** The row's held abilities (`rowHeld`). */
  readonly held: string;
  readonly readOnly: boolean;
  readonly onFlip: (ability: string) => void;
  readonly onFlipRow: (row: GridRow) => void;
}) {
  const t = useT();
  const on = heldSet(held);
  const state = rowState(on, row);
  return (
    <Table.Tr data-testid={`permission-row-${row.prefix}`}>
      <Table.Th scope="row">
        <Checkbox
          label={row.label}
          aria-label={t('permissions.row', { name: row.label })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={readOnly}
          onChange={() => onFlipRow(row)}
        />
      </Table.Th>
      {ABILITY_ACTIONS.map((action) => {
        const ability = row.cells[action];
        return (
          <Table.Td key={action} ta="center">
            {ability === undefined ? null : (
              <Checkbox
                style={{ display: 'inline-block' }}
                aria-label={t('permissions.cell', { action: t(COLUMN_LABELS[action]), name: row.label })}
                checked={on.has(ability)}
                disabled={readOnly}
                onChange={() => onFlip(ability)}
                value={ability}
              />
            )}
          </Table.Td>
        );
      })}
      <Table.Td>
        <Group gap="sm">
          {row.extras.map((ability) => {
            const known = EXTRA_LABELS[ability];
            return (
              <Checkbox
                key={ability}
                label={known === undefined ? ability : t(known)}
                checked={on.has(ability)}
                disabled={readOnly}
                onChange={() => onFlip(ability)}
                value={ability}
              />
            );
          })}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
