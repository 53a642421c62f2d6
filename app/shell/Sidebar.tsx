/**
 * The sidebar (spec platform.md section 2): the groups of `generated/menu.ts`, each link shown
 * only with its ability, groups without a visible link hidden; the dashboard on top.
 */
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconFileText,
  IconGauge,
  IconLayoutList,
  IconMap,
  IconNews,
  IconPhoto,
  IconQuote,
  IconSettings,
  IconTag,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import type { MenuGroup, MenuLink } from '#core/menu';
import { sidebar } from '../../generated/menu';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT } from '../i18n/context';

const ICONS: Readonly<Record<string, Icon>> = {
  news: IconNews,
  quote: IconQuote,
  tag: IconTag,
  photo: IconPhoto,
  settings: IconSettings,
  user: IconUser,
  'file-text': IconFileText,
  chart: IconChartBar,
  map: IconMap,
};

/** The groups and links the user may see (pure: tested without a DOM). */
export function visibleMenu(
  groups: readonly MenuGroup[],
  allows: (ability: string | true) => boolean,
): { group: MenuGroup; links: MenuGroup['children'] }[] {
  return groups
    .filter((group) => allows(group.ability))
    .map((group) => ({ group, links: group.children.filter((link) => allows(link.ability)) }))
    .filter((entry) => entry.links.length > 0);
}

function matches(pathname: string, href: string): boolean {
  if (href.endsWith('/new')) return pathname === href;
  return pathname === href || (pathname.startsWith(`${href}/`) && !pathname.endsWith('/new'));
}

/**
 * The one link to mark for the address: the longest href that matches it, so `/users/roles/2`
 * marks Ruoli, not Utenti as well (pure: tested without a DOM).
 */
export function activeHref(pathname: string, hrefs: readonly string[]): string | null {
  let best: string | null = null;
  for (const href of hrefs) {
    if (matches(pathname, href) && (best === null || href.length > best.length)) best = href;
  }
  return best;
}

/** The sidebar link to exactly this address, if any (it names some screens in the top bar). */
export function sidebarLinkOf(pathname: string, groups: readonly MenuGroup[] = sidebar): MenuLink | undefined {
  return groups.flatMap((group) => group.children).find((link) => link.href === pathname);
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const label = useLabel();
  const t = useT();
  const { pathname } = useLocation();
  const groups = visibleMenu(sidebar, session.allows);
  const active = activeHref(
    pathname,
    groups.flatMap(({ links }) => links.map((link) => link.href)),
  );
  return (
    <ScrollArea component="nav" aria-label="Menu principale" h="100%">
      <Stack gap={2} p="xs">
        <NavLink
          component={RouterLink}
          to="/dashboard"
          label={t('nav.dashboard')}
          leftSection={<IconGauge size={18} aria-hidden />}
          active={pathname === '/dashboard'}
          variant="filled"
          onClick={onNavigate}
        />
        {groups.map(({ group, links }) => {
          const GroupIcon = ICONS[group.icon] ?? IconLayoutList;
          const open = links.some((link) => link.href === active);
          return (
            <NavLink
              key={group.label.it}
              component="button"
              label={label(group.label)}
              leftSection={<GroupIcon size={18} aria-hidden />}
              defaultOpened={open}
              childrenOffset={28}
            >
              {links.map((link) => (
                <NavLink
                  key={link.href}
                  component={RouterLink}
                  to={link.href}
                  label={label(link.label)}
                  active={link.href === active}
                  variant="filled"
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
