/**
 * The dashboard's summary cards (spec platform.md section 2: "media, events, destinations, iat,
 * itineraries, interests, downloads, pages, users, news, webcams, POI"). The platform's own two
 * cards, media and users, are placed here; an entity's card is placed by its schema
 * (`dashboard.order`, normalised into `EntityMeta.dashboard`). The cards are shown by order, then
 * those with none in the entities' order. The generator refuses an entity order one of these
 * already holds, and the server counts these two with the entities in its one statement.
 */
import type { Label } from './model';
import { SCREEN_ROUTES } from './screens';

/**
 * Where a card leads and who may follow it: the target route's guard, its ability and
 * `redazione: false` for a screen closed to the 'redazione' family.
 */
export interface DashboardLink {
  readonly href: string;
  readonly ability: string;
  readonly redazione: boolean;
}

/** A platform card: its place among the cards, its label and its link, whose ability also shows the card. */
export interface PlatformCard {
  readonly order: number;
  readonly label: Label;
  readonly link: DashboardLink;
}

export const PLATFORM_CARDS = {
  // The gallery at the sidebar's address for it (Immagini: '/gallery-frame-entity/true').
  media: {
    order: 1,
    label: { it: 'Media', en: 'Media' },
    link: { href: `/${SCREEN_ROUTES.galleryEntity.replace(':alone', 'true')}`, ability: 'media-view', redazione: true },
  },
  users: {
    order: 9,
    label: { it: 'Utenti', en: 'Users' },
    link: { href: `/${SCREEN_ROUTES.users}`, ability: 'user-view', redazione: false },
  },
} as const satisfies Readonly<Record<string, PlatformCard>>;

export type PlatformCardName = keyof typeof PLATFORM_CARDS;

/** The platform cards with their names (their `tipo`). */
export const PLATFORM_CARD_ENTRIES = Object.entries(PLATFORM_CARDS) as [PlatformCardName, PlatformCard][];

/** The platform card of a name, or undefined (an entity's card). */
export function platformCard(name: string): PlatformCard | undefined {
  return Object.prototype.hasOwnProperty.call(PLATFORM_CARDS, name)
    ? PLATFORM_CARDS[name as PlatformCardName]
    : undefined;
}

/**
 * Cards in dashboard order: by `order`, those without one after them; equal orders and the
 * unordered keep their given order (the sort is stable).
 */
export function inDashboardOrder<T>(cards: readonly T[], orderOf: (card: T) => number | null): T[] {
  return [...cards].sort((a, b) => {
    const first = orderOf(a);
    const second = orderOf(b);
    if (first === second) return 0;
    if (first === null) return 1;
    if (second === null) return -1;
    return first - second;
  });
}
