/** The admin sidebar as data (`generated/menu.ts` is emitted from `schemas/sidebar.yaml`). */
import type { Label } from './model';

export interface MenuLink {
  readonly label: Label;
  readonly href: string;
  /** The ability that shows the link; `true`: everyone (profile, logout). */
  readonly ability: string | true;
}

export interface MenuGroup {
  readonly label: Label;
  readonly icon: string;
  readonly ability: string | true;
  readonly children: readonly MenuLink[];
}
