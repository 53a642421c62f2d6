/**
 * The changes the history stories tell (`../msw/history.ts` records them as the server does), the
 * oldest first, shared by the editor's 'Cronologia' (`HistoryPanel.stories.tsx`) and the
 * administrators' '/cronologia' (`HistoryPage.stories.tsx`):
 *
 * - news item 12, the Christmas markets: created by the seed; its Italian title and description
 *   (rich text) rewritten; its English translation written and sent for validation; the English
 *   sent back to draft (a change of status alone); a change of the description's markup alone;
 * - news item 31, a truffle fair: created, then deleted (gone: 'Ripristina elemento');
 * - event 40 (created, then renamed and published) and place 7 (created, with its address and
 *   contacts) by other users;
 * - the seed's places 101-116, so that '/cronologia' has a second page.
 */
import type { HistorySnapshot } from '#core/history';
import { STATUS } from '#core/statuses';
import { eventMeta } from '../../generated/entities/event/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { placeMeta } from '../../generated/entities/place/meta';
import { adminUser } from '../msw/fixtures';
import type { StoryChange, StoryUser } from '../msw/history';

export const MARIO: StoryUser = { id: 7, name: 'Mario Bianchi' };
export const LAURA: StoryUser = { id: 9, name: 'Laura Neri' };
export const GIULIA: StoryUser = { id: 12, name: 'Giulia Verdi' };
/** The signed-in administrator of the stories, as the server names a user (first and last name, else username). */
export const ADMIN: StoryUser = {
  id: Number(adminUser.id),
  name:
    [adminUser.first_name, adminUser.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ') ||
    String(adminUser.username),
};

/** The news item whose history the editor's 'Cronologia' shows. */
export const NEWS_ID = 12;
export const FIRST_TITLE = 'Natale in Emilia-Romagna: mercatini e presepi';
export const TITLE = 'Natale in Emilia-Romagna: mercatini, presepi e luci';
export const FIRST_DESCRIPTION =
  '<p>Nelle settimane che precedono il Natale le piazze si riempiono di mercatini e presepi.</p>';
export const DESCRIPTION =
  "<p>Nelle settimane che precedono il Natale le piazze dell'Emilia-Romagna si riempiono di mercatini, luminarie e presepi.</p>" +
  '<p>A Bologna torna la storica <strong>Fiera di Santa Lucia</strong> sotto il portico dei Servi.</p>';
/** The same text as `DESCRIPTION`, another markup (the fair's name in italics). */
const RESTYLED_DESCRIPTION = DESCRIPTION.replace(
  '<strong>Fiera di Santa Lucia</strong>',
  '<em>Fiera di Santa Lucia</em>',
);
const ENGLISH = {
  title: 'Christmas in Emilia-Romagna: markets, nativity scenes and lights',
  description: '<p>In the weeks before Christmas the squares fill with markets, lights and nativity scenes.</p>',
};

/** The deleted news item. */
export const DELETED_ID = 31;
export const DELETED_TITLE = 'Sagra del tartufo bianco';

const it = (title: string, description: string, status: number = STATUS.draft): HistorySnapshot => ({
  title,
  description,
  status,
});

/** News item 12's versions, as the editor reads them (the fields the stories show). */
const newsVersions = {
  created: { contents: { it: it(FIRST_TITLE, FIRST_DESCRIPTION) } },
  rewritten: { contents: { it: it(TITLE, DESCRIPTION) } },
  translated: {
    contents: { it: it(TITLE, DESCRIPTION), en: { ...ENGLISH, status: STATUS.validationRequested } },
  },
  backToDraft: { contents: { it: it(TITLE, DESCRIPTION), en: { ...ENGLISH, status: STATUS.draft } } },
  restyled: { contents: { it: it(TITLE, RESTYLED_DESCRIPTION), en: { ...ENGLISH, status: STATUS.draft } } },
} satisfies Record<string, HistorySnapshot>;

const news = (at: string, user: StoryUser | null, values: HistorySnapshot | null): StoryChange => ({
  meta: newsMeta,
  itemId: NEWS_ID,
  at,
  user,
  values,
});

const newsCreated = news('2026-11-18 08:00:00', null, newsVersions.created);
const newsRewritten = news('2026-11-20 09:30:00', MARIO, newsVersions.rewritten);
const newsTranslated = news('2026-11-21 14:05:00', LAURA, newsVersions.translated);
const newsBackToDraft = news('2026-11-22 11:00:00', MARIO, newsVersions.backToDraft);
const newsRestyled = news('2026-11-24 16:45:00', MARIO, newsVersions.restyled);

/** News item 12: created by the seed, then four changes (the entry ids 1-5 in a store of these alone). */
export const NEWS_CHANGES: readonly StoryChange[] = [
  newsCreated,
  newsRewritten,
  newsTranslated,
  newsBackToDraft,
  newsRestyled,
];

/** News item 12's rewrite of its title and description (Italian). */
export const NEWS_REWRITE = newsRewritten;

const deletedNews = (at: string, user: StoryUser, values: HistorySnapshot | null): StoryChange => ({
  meta: newsMeta,
  itemId: DELETED_ID,
  at,
  user,
  values,
});

const truffleFair = {
  contents: {
    it: it(DELETED_TITLE, '<p>Tre fine settimana di mercato del tartufo bianco pregiato.</p>'),
  },
};

const fairCreated = deletedNews('2026-11-10 10:00:00', MARIO, truffleFair);
const fairDeleted = deletedNews('2026-11-23 09:15:00', ADMIN, null);

/** News item 31 created, deleted, then brought back by an administrator ('Ripristina elemento'). */
export const RESTORED_CHANGES: readonly StoryChange[] = [
  fairCreated,
  fairDeleted,
  { ...deletedNews('2026-11-23 09:40:00', ADMIN, truffleFair), restore: true },
];

/** Place 7, created with its address and contacts; a reviewer reads them as lines, not as JSON. */
export const PLACE_CREATED: StoryChange = {
  meta: placeMeta,
  itemId: 7,
  at: '2026-11-23 17:20:00',
  user: LAURA,
  values: {
    locations: {
      venue: 'Rocca di Vignola',
      address: 'Piazza dei Contrari',
      number: '4',
      city: { id: 36046, city: 'Vignola', zip_code: '41058', province: 'Modena', province_short: 'MO' },
      lat: 44.4797,
      lng: 11.0044,
    },
    contents: {
      it: {
        title: 'Rocca di Vignola',
        status: STATUS.published,
        contacts: [{ type: 'telephone', value: '+39 059 775246' }],
      },
    },
  },
};
/** How the place's address and contacts read in its creation's diff. */
export const PLACE_ADDRESS = 'Rocca di Vignola\nPiazza dei Contrari 4\n41058 Vignola (MO)';
export const PLACE_CONTACTS = 'Telefono: +39 059 775246';

/** Every change of every item, as '/cronologia' lists them (the latest last here, first there). */
export function allChanges(): StoryChange[] {
  const seed = Array.from({ length: 16 }, (_, index): StoryChange => ({
    meta: placeMeta,
    itemId: 101 + index,
    at: `2026-11-01 07:${String(index).padStart(2, '0')}:00`,
    user: null,
    values: { contents: { it: { title: `Luogo di esempio ${index + 1}`, status: STATUS.published } } },
  }));
  const event = (at: string, title: string, status: number): StoryChange => ({
    meta: eventMeta,
    itemId: 40,
    at,
    user: GIULIA,
    values: { contents: { it: { title, status } } },
  });
  return [
    ...seed,
    fairCreated,
    newsCreated,
    event('2026-11-19 12:00:00', 'Fiera di Santa Lucia', STATUS.draft),
    newsRewritten,
    newsTranslated,
    newsBackToDraft,
    fairDeleted,
    PLACE_CREATED,
    newsRestyled,
    event('2026-11-25 08:40:00', 'Fiera di Santa Lucia 2026', STATUS.published),
  ];
}
