/** The history's pager (the editor's drawer and `/cronologia`): previous, 'Pagina N di M', next. */
import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/context';

export function HistoryPager({
  page,
  pages,
  onPage,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <Group justify="space-between">
      <Button size="compact-sm" variant="subtle" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <Text size="sm">{t('history.page', { page, pages })}</Text>
      <Button size="compact-sm" variant="subtle" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </Group>
  );
}
