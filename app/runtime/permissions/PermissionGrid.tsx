/**
 * The permission grid of a role (spec platform.md section 3): a row per section, columns
 * Visualizza, Crea, Modifica, Elimina, Pubblica with a checkbox only where the section has the
 * action, the section's extra abilities (Crea tag) in the row, a toggle for a whole row and for a
 * whole column (of the rows shown), a filter for the rows, and a summary of what the role can do.
 * Generic: fed by the server's grid, so a new schema's section needs no change here.
 */
import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ABILITY_ACTIONS, type AbilityAction } from '#core/abilities';
import { useT } from '../../i18n/context';
import type { MessageKey } from '../../i18n/it';
import {
  columnState,
  filterRows,
  gridRows,
  rowState,
  summary,
  toggleColumn,
  toggleRow,
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

export function PermissionGrid({ permission, labels, value, onChange, readOnly = false }: PermissionGridProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => gridRows(permission, labels), [permission, labels]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const totals = summary(value, rows);
  const change = (next: Set<string>) => {
    if (!readOnly) onChange?.(next);
  };
  const flip = (ability: string) => {
    const next = new Set(value);
    if (next.has(ability)) next.delete(ability);
    else next.add(ability);
    change(next);
  };

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
                        onChange={() => change(toggleColumn(value, shown, action))}
                      />
                    </Stack>
                  </Table.Th>
                );
              })}
              <Table.Th>{t('permissions.extra')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const state = rowState(value, row);
              return (
                <Table.Tr key={row.prefix} data-testid={`permission-row-${row.prefix}`}>
                  <Table.Th scope="row">
                    <Checkbox
                      label={row.label}
                      aria-label={t('permissions.row', { name: row.label })}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={readOnly}
                      onChange={() => change(toggleRow(value, row))}
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
                            checked={value.has(ability)}
                            disabled={readOnly}
                            onChange={() => flip(ability)}
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
                            checked={value.has(ability)}
                            disabled={readOnly}
                            onChange={() => flip(ability)}
                            value={ability}
                          />
                        );
                      })}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
