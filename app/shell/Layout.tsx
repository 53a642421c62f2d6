/**
 * The signed-in frame (Mantine AppShell): the sidebar, collapsing below 960 px behind a burger,
 * and a top bar with the screen name, the user and the UI language.
 */
import { AppShell, Burger, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import type { UiLanguage } from '#core/languages';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT, useUiLanguage } from '../i18n/context';
import { Logo } from '../ui/Logo';
import { ScreenGuard, useScreenHandle } from './guards';
import { Sidebar, sidebarLinkOf } from './Sidebar';

/** Below this width the sidebar collapses (spec platform.md section 2). */
export const SIDEBAR_BREAKPOINT_PX = 960;

export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`, true);
  const session = useSession();
  const handle = useScreenHandle();
  const label = useLabel();
  const t = useT();
  const { language, setLanguage } = useUiLanguage();
  const { pathname } = useLocation();
  const named = handle?.sidebarTitle ? sidebarLinkOf(pathname) : undefined;
  const title = named?.label ?? handle?.title;
  const screenName = title ? label(title) : '';
  const user = session.user;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: SIDEBAR_BREAKPOINT_PX, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!wide && <Burger opened={opened} onClick={toggle} size="sm" aria-label={t('nav.menu')} />}
            <Logo height={36} />
            <Title order={2} size="h4" fw={600} lineClamp={1} data-testid="screen-name">
              {screenName}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && (
              <Text size="sm" visibleFrom="sm">
                {`${user.first_name} ${user.last_name}`.trim() || user.username}
              </Text>
            )}
            <SegmentedControl
              size="xs"
              aria-label={t('nav.uiLanguage')}
              value={language}
              onChange={(value) => setLanguage(value as UiLanguage)}
              data={[
                { value: 'it', label: 'IT' },
                { value: 'en', label: 'EN' },
              ]}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <ScreenGuard>
          <Outlet />
        </ScreenGuard>
      </AppShell.Main>
    </AppShell>
  );
}
