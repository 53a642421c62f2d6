/**
 * '/dashboard' (spec platform.md section 2): a card per content type with its label and count,
 * in the server's order (`core/dashboard.ts`), each a link to its list when the user may open it,
 * and a collapsible card '<label> da revisionare' per draft group with a count chip and rows of
 * id, title, status and an edit link opening the editor in a new tab. The role
 * 'redazione-destinazione-turistica' sees only the logo and the title.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys } from '#api/queryKeys.ts';
import { hasReducedDashboard } from '#core/abilities';
import { platformCard, type DashboardLink } from '#core/dashboard';
import { dashboardLinks, entityRoutes } from '../../generated/routes';
import { useSession } from '../auth/SessionProvider';
import { useT, useUiLanguage } from '../i18n/context';
import { getDashboard } from '../../generated/api/platform';
import type { DashboardResult } from '../../generated/api/schemas';
import type { EntityRouteHandle } from '../runtime/types';
import { Logo } from '../ui/Logo';
import { StatusBadge } from '../ui/StatusBadge';
import { notifyError } from '../ui/feedback';
import { screenAllowed } from './guards';

type DashboardAnswer = DashboardResult['data'];

/** The editor address of an entity type and id, from the generated routes; null for unknown types. */
export function editorHref(entityType: string, id: number): string | null {
  const route = entityRoutes.find((candidate) => {
    const handle = candidate.handle as EntityRouteHandle | undefined;
    return handle?.entity === entityType && handle.screen === 'editor';
  });
  return route?.path ? `/${route.path.replace(':id', String(id))}` : null;
}

/**
 * Where a summary card leads: a platform card's screen (`core/dashboard.ts`), or the list of its
 * entity (or the one its schema names, generated); null for a card with none.
 */
export function summaryLink(tipo: string): DashboardLink | null {
  return platformCard(tipo)?.link ?? (Object.hasOwn(dashboardLinks, tipo) ? (dashboardLinks[tipo] ?? null) : null);
}

function SummaryCard({ entry }: { entry: DashboardAnswer['summary'][number] }) {
  const { language } = useUiLanguage();
  const session = useSession();
  const link = summaryLink(entry.tipo);
  const content = (
    <>
      <Text size="sm" c="dimmed">
        {entry.label}
      </Text>
      <Text size="xl" fw={700}>
        {entry.conto.toLocaleString(language === 'en' ? 'en-GB' : 'it-IT')}
      </Text>
    </>
  );
  // A link only to a screen the user may open (its route's guard), else the card alone.
  if (!link || !screenAllowed(link, session)) {
    return (
      <Card withBorder padding="md">
        {content}
      </Card>
    );
  }
  return (
    <Card
      component={Link}
      to={link.href}
      withBorder
      padding="md"
      className="mantine-focus-auto"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      {content}
    </Card>
  );
}

function DraftGroup({ group }: { group: DashboardAnswer['drafts'][number] }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const title = t('dashboard.toReview', { label: group.label });
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          <Badge variant="filled" size="sm" circle={group.children.length < 10}>
            {group.children.length}
          </Badge>
        </Group>
        <ActionIcon
          variant="subtle"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-label={open ? t('dashboard.collapse', { label: title }) : t('dashboard.expand', { label: title })}
        >
          {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
        </ActionIcon>
      </Group>
      <Collapse expanded={open}>
        <Table mt="xs" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('dashboard.titleColumn')}</Table.Th>
              <Table.Th>{t('dashboard.statusColumn')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('list.edit')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.children.map((child) => {
              const href = editorHref(child.entity_type, child.id);
              return (
                <Table.Tr key={`${child.entity_type}-${child.id}`}>
                  <Table.Td>{child.id}</Table.Td>
                  <Table.Td>{child.title}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={child.status} />
                  </Table.Td>
                  <Table.Td>
                    {href && (
                      <Anchor
                        href={href}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${t('list.edit')} ${child.id} ${child.title}`}
                      >
                        <IconPencil size={18} aria-hidden />
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Card>
  );
}

export function Dashboard() {
  const t = useT();
  const { language } = useUiLanguage();
  const { user } = useSession();
  const reduced = hasReducedDashboard(user);
  const query = useQuery({
    queryKey: queryKeys.dashboard(language),
    queryFn: async ({ signal }) => (await getDashboard({ signal })).data,
    enabled: !reduced,
    throwOnError: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notifyError(error, language);
  }, [error, language]);

  if (reduced) {
    return (
      <Stack align="center" py="xl">
        <Logo height={96} />
        <Title order={1}>{t('dashboard.title')}</Title>
      </Stack>
    );
  }
  const data = query.data;
  return (
    <Stack>
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} component="section" aria-label={t('dashboard.summary')}>
        {data
          ? data.summary.map((entry) => <SummaryCard key={entry.tipo} entry={entry} />)
          : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={76} />)}
      </SimpleGrid>
      {data?.drafts.map((group) => (
        <DraftGroup key={group.label} group={group} />
      ))}
    </Stack>
  );
}
