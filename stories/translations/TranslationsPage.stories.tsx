/**
 * '/traduzioni', 'Panoramica traduzioni' (issue #35, docs/translations.md), over a story's items
 * (`../msw/translations.ts`): the matrix of items by language, each cell the item's status badge
 * linking to its editor in that language (a language the type does not have is a dash; the POI,
 * whose editor needs its collection, have no links), the summary of counts per type and language;
 * 'Manca EN' chosen in the filters; a missing count of the summary clicked (it filters on its type
 * and language); a bookmarked address (drafts in English); title words over every type (too short
 * ones refused in the box, not sent); filters matching nothing; a call that fails. The router's address is shown under the screen (the filters live in it).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EntityMeta } from '#core/model';
import { SCREEN_ROUTES } from '#core/screens';
import { STATUS } from '#core/statuses';
import { TranslationsPage } from '../../app/features/translations/TranslationsPage';
import { downloadMeta } from '../../generated/entities/download/meta';
import { eventMeta } from '../../generated/entities/event/meta';
import { luoghiMeta } from '../../generated/entities/luoghi/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { CurrentAddress, currentAddress } from '../frames/CurrentAddress';
import { RouterFrame } from '../frames/EditorFrame';
import { StoryTranslations, translationsFailure, type StoryTranslatedItem } from '../msw/translations';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

const ROUTE = `/${SCREEN_ROUTES.translations}`;

function TranslationsStory({ path }: { readonly path: string }) {
  return (
    <RouterFrame
      path={path}
      routes={[
        {
          path: ROUTE,
          element: (
            <>
              <TranslationsPage />
              <CurrentAddress />
            </>
          ),
        },
        // A cell's link: the item's editor in that language.
        { path: '*', element: <CurrentAddress /> },
      ]}
    />
  );
}

const meta = {
  title: 'Translations/TranslationsPage',
  component: TranslationsStory,
  args: { path: ROUTE },
} satisfies Meta<typeof TranslationsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const { absent, draft, published, validationRequested, inReview } = STATUS;

/** Every type the user may list here (brochures have French; the POI, Italian alone), items or not. */
const TYPES: readonly EntityMeta[] = [downloadMeta, eventMeta, luoghiMeta, newsMeta];

const item = (
  type: EntityMeta,
  id: number,
  title: string,
  statuses: StoryTranslatedItem['statuses'],
): StoryTranslatedItem => ({ meta: type, id, title, statuses });

/** The items: Italian everywhere; English and German on some; French on one brochure. */
const ITEMS: readonly StoryTranslatedItem[] = [
  item(newsMeta, 10, 'Bologna, riapre la Pinacoteca', { it: published, en: published, de: published }),
  item(newsMeta, 11, 'Sagra del tartufo bianco', { it: published, en: draft }),
  item(newsMeta, 12, 'Natale in Emilia-Romagna: mercatini, presepi e luci', { it: draft }),
  item(newsMeta, 13, 'Motor Valley Fest a Modena', { it: validationRequested }),
  item(eventMeta, 40, 'Fiera di Santa Lucia', { it: published, en: inReview, de: draft }),
  item(eventMeta, 41, 'Notte Rosa', { it: published }),
  item(downloadMeta, 3, 'Guida alla Riviera', { it: published, en: published, de: published, fr: draft }),
  item(luoghiMeta, 5, 'Rocca di Vignola', { it: published }),
];

function withItems(items: readonly StoryTranslatedItem[] = ITEMS) {
  const store = new StoryTranslations(TYPES, items);
  const story: Pick<Story, 'parameters' | 'beforeEach'> = {
    parameters: { msw: { handlers: store.handlers() } },
    beforeEach: () => store.reset(),
  };
  return { store, story };
}

const matrixRows = (canvasElement: HTMLElement): HTMLElement[] =>
  within(canvasElement).queryAllByTestId('translation-row');

/** The matrix's rows as `entity:id`, once there are `count` of them. */
async function rowsOf(canvasElement: HTMLElement, count: number): Promise<string[]> {
  await waitFor(() => expect(matrixRows(canvasElement)).toHaveLength(count), WAIT);
  return matrixRows(canvasElement).map((row) => `${row.dataset.entity}:${row.dataset.id}`);
}

/** The cell of an item in a language. */
function cellOf(canvasElement: HTMLElement, entity: EntityMeta, id: number, lang: string): HTMLElement {
  const row = canvasElement.querySelector(
    `[data-testid="translation-row"][data-entity="${entity.name}"][data-id="${id}"]`,
  );
  const cell = row?.querySelectorAll('td')[3 + ['it', 'en', 'de', 'fr'].indexOf(lang)];
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${entity.name}:${id}:${lang}`);
  return cell;
}

/** The summary's row of a type. */
function countsOf(canvasElement: HTMLElement, entity: EntityMeta): HTMLElement {
  const row = canvasElement.querySelector(`[data-testid="translation-count"][data-entity="${entity.name}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no counts of ${entity.name}`);
  return row;
}

const all = withItems();

/**
 * Every item, by type then id: badges per language ('Pubblico', 'Bozza', 'Assente'...), a dash for a
 * language the type does not have, links to the editor in the cell's language (none for the POI);
 * the summary's counts per type and language; a cell opens the item's editor in its language.
 */
export const Matrix: Story = {
  ...all.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Panoramica traduzioni', level: 1 }, WAIT);
    await expect(await rowsOf(canvasElement, ITEMS.length)).toEqual([
      'download:3',
      'event:40',
      'event:41',
      'luoghi:5',
      'news:10',
      'news:11',
      'news:12',
      'news:13',
    ]);
    await expect(canvas.getByTestId('list-total')).toHaveTextContent(`Totale: ${ITEMS.length}`);

    // Badges, dashes and links.
    await expect(cellOf(canvasElement, newsMeta, 11, 'it')).toHaveTextContent('Pubblico');
    await expect(cellOf(canvasElement, newsMeta, 11, 'en')).toHaveTextContent('Bozza');
    await expect(cellOf(canvasElement, newsMeta, 11, 'de')).toHaveTextContent('Assente');
    await expect(cellOf(canvasElement, newsMeta, 11, 'fr')).toHaveTextContent('—');
    await expect(cellOf(canvasElement, eventMeta, 40, 'en')).toHaveTextContent('In revisione');
    await expect(cellOf(canvasElement, newsMeta, 13, 'it')).toHaveTextContent('Validazione richiesta');
    await expect(cellOf(canvasElement, downloadMeta, 3, 'fr')).toHaveTextContent('Bozza');
    const english = canvas.getByRole('link', {
      name: "Sagra del tartufo bianco, inglese: Bozza. Apri nell'editor",
    });
    await expect(english).toHaveAttribute('href', '/news/11?lang=en');
    await expect(within(cellOf(canvasElement, luoghiMeta, 5, 'it')).queryByRole('link')).toBeNull();
    await expect(cellOf(canvasElement, luoghiMeta, 5, 'en')).toHaveTextContent('—');

    // The summary: items, contents per status, the missing ones (a button).
    const summary = canvas.getByRole('table', { name: 'Riepilogo per tipo e lingua' });
    await expect(within(summary).getAllByTestId('translation-count')).toHaveLength(TYPES.length);
    const news = countsOf(canvasElement, newsMeta);
    await expect(news).toHaveTextContent(newsMeta.label.plural.it);
    await expect(news.querySelectorAll('td')[1]).toHaveTextContent('4');
    await expect(
      within(news).getByRole('button', { name: 'Mostra i 2 contenuti News senza inglese' }),
    ).toBeInTheDocument();
    await expect(
      within(news).getByRole('button', { name: 'Mostra i 3 contenuti News senza tedesco' }),
    ).toBeInTheDocument();
    await expect(within(countsOf(canvasElement, luoghiMeta)).queryAllByRole('button')).toHaveLength(0);

    // A cell opens the item's editor in its language.
    await userEvent.click(english);
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/news/11?lang=en'), WAIT);
  },
};

const missing = withItems();

/**
 * 'Manca EN' in the filters: the items without English, of the types that have it; the address keeps
 * it, and keeps it when a type is chosen next.
 */
export const MissingEnglish: Story = {
  ...missing.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ITEMS.length);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Traduzione mancante' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Manca EN' }, WAIT));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe(`${ROUTE}?missing=en`), WAIT);
    await expect(await rowsOf(canvasElement, 3)).toEqual(['event:41', 'news:12', 'news:13']);
    for (const row of matrixRows(canvasElement)) {
      await expect(row.querySelector('td[data-lang="en"]')).toHaveAttribute('data-status', String(absent));
    }
    await expect(canvas.getByRole('combobox', { name: 'Traduzione mancante' })).toHaveValue('Manca EN');
    // The summary stays whole, whatever the filters.
    await expect(canvas.getAllByTestId('translation-count')).toHaveLength(TYPES.length);
    await expect(missing.store.queries().at(-1)?.get('missing')).toBe('en');
    // A second filter keeps the first (the screen keeps its filters, not the browser's address).
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'News' }, WAIT));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe(`${ROUTE}?entity=news&missing=en`), WAIT);
    await expect(await rowsOf(canvasElement, 2)).toEqual(['news:12', 'news:13']);
  },
};

const fromSummary = withItems();

/** A missing count of the summary: the news without German (the type and language as filters). */
export const MissingFromSummary: Story = {
  ...fromSummary.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ITEMS.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra i 3 contenuti News senza tedesco' }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe(`${ROUTE}?entity=news&missing=de`), WAIT);
    await expect(await rowsOf(canvasElement, 3)).toEqual(['news:11', 'news:12', 'news:13']);
    await expect(canvas.getByRole('combobox', { name: 'Tipo' })).toHaveValue(newsMeta.label.plural.it);
    await expect(canvas.getByRole('combobox', { name: 'Traduzione mancante' })).toHaveValue('Manca DE');
  },
};

const drafts = withItems();

/** A bookmarked view, the drafts in English: the status and its language read from the address. */
export const DraftsInEnglish: Story = {
  ...drafts.story,
  args: { path: `${ROUTE}?status=${draft}&lang=en` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowsOf(canvasElement, 1)).toEqual(['news:11']);
    await expect(canvas.getByRole('combobox', { name: 'Stato' })).toHaveValue('Bozza');
    await expect(canvas.getByRole('combobox', { name: 'Lingua dello stato' })).toHaveValue('inglese');
    await expect(canvas.getByTestId('list-total')).toHaveTextContent('Totale: 1');
  },
};

const words = withItems();

/**
 * Title words without a type: two characters are refused in the box (the rule as its error, no call
 * with them); 'luci' finds an event and a news item ('Fiera di Santa Lucia', '...presepi e luci').
 */
export const WordsInEveryType: Story = {
  ...words.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ITEMS.length);
    const box = canvas.getByRole('textbox', { name: 'Titolo' });
    await expect(box).toBeEnabled();
    const rule = 'Almeno 3 caratteri in tutti i tipi; con un tipo scelto, anche meno';
    await expect(canvas.getByText(rule)).toBeInTheDocument();
    const asked = words.store.queries().length;
    await userEvent.type(box, 'lu');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await expect(canvas.getByText(rule)).toBeInTheDocument();
    await expect(currentAddress(canvasElement)).toBe(ROUTE);
    await expect(words.store.queries()).toHaveLength(asked);
    await userEvent.type(box, 'ci');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe(`${ROUTE}?keywords=luci`), WAIT);
    await expect(await rowsOf(canvasElement, 2)).toEqual(['event:40', 'news:12']);
    await expect(canvas.getByTestId('list-total')).toHaveTextContent('Totale: 2');
    await expect(words.store.queries().at(-1)?.get('entity')).toBeNull();
  },
};

const nothing = withItems();

/** Filters that match no item (every brochure has German): 'Nessun contenuto', the summary still there. */
export const NoMatches: Story = {
  ...nothing.story,
  args: { path: `${ROUTE}?missing=fr&status=${published}&lang=de` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await canvas.findByRole('table', { name: 'Contenuti per lingua' }, WAIT);
    await within(matrix).findByText('Nessun contenuto', {}, WAIT);
    await expect(matrixRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByTestId('list-total')).toHaveTextContent('Totale: 0');
    await expect(canvas.getAllByTestId('translation-count')).toHaveLength(TYPES.length);
  },
};

/** The call fails (500): 'Impossibile caricare i dati', no matrix and no summary. */
export const LoadError: Story = {
  parameters: { msw: { handlers: translationsFailure() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Impossibile caricare i dati', {}, WAIT);
    await expect(canvas.queryByRole('table', { name: 'Contenuti per lingua' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Riepilogo per tipo e lingua' })).toBeNull();
  },
};
