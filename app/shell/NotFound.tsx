/** '/not-found': the target of every redirect for a missing permission, and of unknown addresses. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/context';

export function NotFound() {
  const t = useT();
  return (
    <Stack gap="sm" maw={640} py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/dashboard">
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
