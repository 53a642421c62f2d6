/**
 * The sidebar (spec platform.md section 2): the groups of `generated/menu.ts`, each link shown
 * only with its ability, groups without a visible link hidden; the dashboard on top.
 */
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  IconChartBar,
  IconFileText,
  IconGauge,
  IconHeart,
  IconLanguage,
  IconLayoutList,
  IconMap,
  IconNews,
  IconPhoto,
  IconQuote,
  IconSend,
  IconSettings,
  IconTag,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { categoryChildLink, isCategoryLinks, type MenuGroup, type MenuLink } from '#core/menu';
import type { CategoryNode } from '../../generated/api/schemas';
import { sidebar } from '../../generated/menu';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT } from '../i18n/context';
import type { MenuTreeList } from './MenuTrees';

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
  heart: IconHeart,
  language: IconLanguage,
  // The data hub group (issue #34).
  send: IconSend,
};

/**
 * The groups and links the user may see (pure: tested without a DOM): each entry of a main
 * category's children becomes one link per child of its tree (`trees(main)`, undefined while
 * loading: none yet).
 */
export function visibleMenu(
  groups: readonly MenuGroup[],
  allows: (ability: string | true) => boolean,
  trees: (main: number) => CategoryNode | undefined = () => undefined,
): { group: MenuGroup; links: readonly MenuLink[] }[] {
  return groups
    .filter((group) => allows(group.ability))
    .map((group) => ({
      group,
      links: group.children
        .filter((entry) => allows(entry.ability))
        .flatMap((entry) =>
          isCategoryLinks(entry)
            ? (trees(entry.categoryChildren)?.children ?? []).map((child) =>
                categoryChildLink(entry, { id: child.id, title: categoryTitle(child) }),
              )
            : [entry],
        ),
    }))
    .filter((entry) => entry.links.length > 0);
}

/** A category's title in Italian and English (English falling back to Italian). */
function categoryTitle(node: CategoryNode): { it: string; en: string } {
  const it = node.contents.it?.title ?? '';
  const en = node.contents.en?.title;
  return { it, en: en !== undefined && en !== '' ? en : it };
}

/** The main categories whose children the sidebar lists for this user. */
export function menuCategoryMains(groups: readonly MenuGroup[], allows: (ability: string | true) => boolean): number[] {
  const mains = groups
    .filter((group) => allows(group.ability))
    .flatMap((group) => group.children)
    .flatMap((entry) => (isCategoryLinks(entry) && allows(entry.ability) ? [entry.categoryChildren] : []));
  return [...new Set(mains)];
}

/** The category trees the sidebar's category links list (`MenuTrees.tsx`, loaded once a user has such links). */
const MenuTrees = lazy(() => import('./MenuTrees'));

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
  return groups
    .flatMap((group) => group.children)
    .flatMap((entry) => (isCategoryLinks(entry) ? [] : [entry]))
    .find((link) => link.href === pathname);
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const label = useLabel();
  const t = useT();
  const { pathname } = useLocation();
  // Groups opened or closed by hand; the others are open when they hold the active link.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const mains = menuCategoryMains(sidebar, session.allows);
  const [trees, setTrees] = useState<MenuTreeList>([]);
  // Kept when the trees reported are the same ones (no render loop whatever the loader reports).
  const onTrees = useCallback(
    (next: MenuTreeList) =>
      setTrees((current) =>
        current.length === next.length && current.every((tree, index) => tree === next[index]) ? current : next,
      ),
    [],
  );
  const groups = visibleMenu(sidebar, session.allows, (main) => trees[mains.indexOf(main)]);
  const active = activeHref(
    pathname,
    groups.flatMap(({ links }) => links.map((link) => link.href)),
  );
  return (
    <ScrollArea component="nav" aria-label="Menu principale" h="100%">
      {mains.length > 0 && (
        <Suspense fallback={null}>
          <MenuTrees mains={mains} onTrees={onTrees} />
        </Suspense>
      )}
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
          // Opened or closed by hand, else open when it holds the active link.
          const opened = toggled[group.label.it] ?? links.some((link) => link.href === active);
          return (
            <NavLink
              key={group.label.it}
              component="button"
              label={label(group.label)}
              leftSection={<GroupIcon size={18} aria-hidden />}
              opened={opened}
              onChange={(next) => setToggled((current) => ({ ...current, [group.label.it]: next }))}
              aria-expanded={opened}
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
