/** The admin sidebar as data (`generated/menu.ts` is emitted from `schemas/sidebar.yaml`). */
import type { Label } from './model';

export interface MenuLink {
  readonly label: Label;
  readonly href: string;
  /** The ability that shows the link; `true`: everyone (profile, logout). */
  readonly ability: string | true;
}

/**
 * Links built at run time, one per child of a main category (spec: an interest list per child of
 * category 5): `href` with `:id` and `:title` (its Italian title) filled from each child, labelled
 * with the child's title, in the tree's order.
 */
export interface MenuCategoryLinks {
  readonly categoryChildren: number;
  readonly href: string;
  readonly ability: string | true;
}

export type MenuEntry = MenuLink | MenuCategoryLinks;

export interface MenuGroup {
  readonly label: Label;
  readonly icon: string;
  readonly ability: string | true;
  readonly children: readonly MenuEntry[];
}

/** Whether the entry stands for the links of a main category's children. */
export function isCategoryLinks(entry: MenuEntry): entry is MenuCategoryLinks {
  return 'categoryChildren' in entry;
}

/** A category child's link: `:id` and `:title` of `links.href` filled (each encoded). */
export function categoryChildLink(
  links: MenuCategoryLinks,
  child: { readonly id: number; readonly title: Label },
): MenuLink {
  const href = links.href
    .replace(':id', encodeURIComponent(String(child.id)))
    .replace(':title', encodeURIComponent(child.title.it));
  return { label: child.title, href, ability: links.ability };
}
