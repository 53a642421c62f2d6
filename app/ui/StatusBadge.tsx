/** A content status as a coloured badge (names from `core/statuses.ts`), shared by lists and the dashboard. */
import { Badge, type MantineColor } from '@mantine/core';
import { STATUS, isStatusCode, statusName, type StatusCode } from '#core/statuses';
import { useLabel } from '../i18n/context';

export const STATUS_COLORS: Readonly<Record<StatusCode, MantineColor>> = {
  [-1]: 'gray',
  0: 'dark',
  1: 'green',
  2: 'yellow',
  3: 'blue',
  4: 'violet',
  5: 'cyan',
  6: 'teal',
  7: 'red',
};

/**
 * The badge of one status; anything unreadable shows as absent. `language` adds its code in front
 * (lists show one badge per language), `title` a tooltip text, `names` a list's own status names.
 */
export function StatusBadge({
  status,
  language,
  title,
  names,
}: {
  status: unknown;
  language?: string;
  title?: string;
  names?: Readonly<Partial<Record<string, { it: string; en: string }>>> | undefined;
}) {
  const label = useLabel();
  const code: StatusCode = isStatusCode(status) ? status : STATUS.absent;
  const absent = code === STATUS.absent;
  return (
    <Badge
      color={STATUS_COLORS[code]}
      variant={absent ? 'outline' : 'light'}
      // Dark text on the light tint: the colour tells the status, the text stays readable (WCAG AA).
      c={absent ? 'gray.7' : 'dark.8'}
      size="sm"
      radius="sm"
      title={title}
      leftSection={language ? <span>{language.toUpperCase()}</span> : undefined}
    >
      {label(statusName(code, names))}
    </Badge>
  );
}
