/** A content status as a coloured badge (names from `core/statuses.ts`), shared by lists and the dashboard. */
import { Badge } from '@mantine/core';
import { STATUS_NAMES, isStatusCode, type StatusCode } from '#core/statuses';
import { useLabel } from '../i18n/context';

export const STATUS_COLORS: Readonly<Record<StatusCode, string>> = {
  [-1]: 'gray',
  0: 'dark',
  1: 'green',
  2: 'yellow',
  3: 'blue',
  4: 'orange',
  5: 'indigo',
  6: 'teal',
  7: 'red',
};

export function StatusBadge({ status, prefix }: { status: unknown; prefix?: string }) {
  const label = useLabel();
  const code: StatusCode = isStatusCode(status) ? status : -1;
  const name = label(STATUS_NAMES[code]);
  return (
    <Badge color={STATUS_COLORS[code]} variant={code === -1 ? 'outline' : 'light'} size="sm" radius="sm">
      {prefix ? `${prefix} ${name}` : name}
    </Badge>
  );
}
