/**
 * 'Il mio Profilo' (user/profile): who is signed in, with their roles. Editing one's e-mail and
 * password comes with the user-management screens, which own the user form.
 */
import { Badge, Card, Group, Stack, Table, Title } from '@mantine/core';
import { useSession } from '../auth/SessionProvider';
import { useT } from '../i18n/context';

export function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    [t('profile.username'), user.username ?? ''],
    [t('profile.firstName'), user.first_name],
    [t('profile.lastName'), user.last_name],
    [t('profile.email'), user.email ?? ''],
  ];
  return (
    <Stack maw={720}>
      <Title order={1}>{t('nav.profile')}</Title>
      <Card withBorder>
        <Table>
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" w={200}>
                  {name}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('profile.roles')}</Table.Th>
              <Table.Td>
                <Group gap="xs">
                  {Object.entries(user.roles).map(([name, title]) => (
                    <Badge key={name} variant="light">
                      {typeof title === 'string' && title !== '' ? title : name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
