import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GroupField, ListField, TextField, TimeField } from '#core/model';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/List',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Entries rendering nested fields (`stops.0.title.it`), reordered by dragging the handle (pointer
 * or keyboard) or with the up and down buttons, removed down to `min`.
 */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.list }],
    values: {
      stops: [
        { order: 1, title: { it: 'Bologna' }, note: 'Partenza da Piazza Maggiore' },
        { order: 2, title: { it: 'Modena' }, note: '' },
      ],
    },
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value)
    .filter((value) => value === 'Bologna' || value === 'Modena');

/** Keyboard only: the handle of "Modena" picks it up, arrow up moves it, space drops it first. */
export const KeyboardReorder: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Trascina per riordinare: Modena' });
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Bologna', 'Modena']));
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowUp}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Modena', 'Bologna']));
    // The buttons still move entries too.
    await userEvent.click(canvas.getByRole('button', { name: 'Sposta giù: Modena' }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Bologna', 'Modena']));
  },
};

/**
 * A per-language group inside the entries (an itinerary's stops: `tappe.0.contents.en.title`),
 * shown in English: the members are named under the language, and each entry is named by the
 * group member its `itemTitle` gives (`contents.title`) in that language.
 */
export const PerLanguageGroup: Story = {
  args: {
    fields: [{ field: fieldOf('itinerary', 'tappe') }],
    language: 'en',
    values: {
      tappe: [
        { order: 1, contents: { it: { title: 'Le Due Torri' }, en: { title: 'The Two Towers' } } },
        { order: 2, contents: { it: { title: 'San Luca' } } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Trascina per riordinare: The Two Towers' });
    await canvas.findByRole('button', { name: 'Trascina per riordinare: Elemento 2' });
    const first = canvasElement.querySelector<HTMLInputElement>('input[name="tappe.0.contents.en.title"]');
    await waitFor(() => expect(first?.value).toBe('The Two Towers'));
    expect(canvasElement.querySelector('input[name="tappe.1.contents.en.title"]')).not.toBeNull();
    expect(canvasElement.querySelector('[name^="tappe.0.contents.it"]')).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// An accordion of entries: an event's stage editor (spec content.md sections 3 and 4), built here
// from the schema language's constructs (no entity of the registry has it yet).
// ---------------------------------------------------------------------------------------------

const member = { perLanguage: false, required: 'never', readOnly: false, help: null } as const;
const textLike = { min: 0, trim: true, format: null, pattern: null, counter: false, compose: null } as const;

function time(path: string, name: string, it: string, en: string, after: string | null = null): TimeField {
  return { ...member, kind: 'time', name, path: `${path}.${name}`, label: { it, en }, after };
}

/** A group of an opening and a closing time, shown for time ranges. */
function slot(name: string, it: string, en: string): GroupField {
  const path = `stages.times.${name}`;
  return {
    ...member,
    kind: 'group',
    name,
    path,
    label: { it, en },
    visibleWhen: { field: 'type', values: ['timerange'] },
    fields: [time(path, 'start', 'Inizio', 'Start'), time(path, 'end', 'Fine', 'End', 'start')],
  };
}

function infoText(name: string, it: string, en: string, format: 'url' | null = null): TextField {
  return {
    ...member,
    ...textLike,
    kind: 'text',
    name,
    path: `stages.ticketing.info.${name}`,
    label: { it, en },
    max: 255,
    format,
  };
}

const STAGES: ListField = {
  ...member,
  kind: 'list',
  name: 'stages',
  path: 'stages',
  label: { it: 'Tappe', en: 'Stages' },
  min: 1,
  max: 30,
  sortable: true,
  itemTitle: 'title',
  confirmRemove: true,
  addLabel: { it: 'Aggiungi tappa', en: 'Add stage' },
  collapsible: false,
  accordion: true,
  entryLabel: { it: 'Tappa', en: 'Stage' },
  uniqueBy: null,
  fields: [
    {
      ...member,
      ...textLike,
      kind: 'text',
      name: 'title',
      path: 'stages.title',
      label: { it: 'Titolo', en: 'Title' },
      perLanguage: true,
      max: 255,
    },
    {
      ...member,
      kind: 'group',
      name: 'times',
      path: 'stages.times',
      label: { it: 'Orari', en: 'Times' },
      fields: [
        {
          ...member,
          kind: 'select',
          name: 'type',
          path: 'stages.times.type',
          label: { it: 'Tipo di orario', en: 'Kind of times' },
          multiple: false,
          default: null,
          options: [
            { value: 'timerange', label: { it: 'Intervallo', en: 'Time range' }, disabled: false },
            { value: 'freetext', label: { it: 'Orario libero', en: 'Free text' }, disabled: false },
            { value: 'program', label: { it: 'Rimanda al programma', en: 'See the programme' }, disabled: false },
            { value: 'website', label: { it: 'Rimanda al sito', en: 'See the website' }, disabled: false },
          ],
        },
        slot('morning', 'Mattina', 'Morning'),
        slot('afternoon', 'Pomeriggio', 'Afternoon'),
        slot('evening', 'Sera', 'Evening'),
        {
          ...member,
          ...textLike,
          kind: 'textarea',
          name: 'freetext',
          path: 'stages.times.freetext',
          label: { it: 'Orario libero', en: 'Free text' },
          perLanguage: true,
          max: 300,
          counter: true,
          visibleWhen: { field: 'type', values: ['freetext'] },
        },
      ],
    },
    {
      ...member,
      kind: 'group',
      name: 'ticketing',
      path: 'stages.ticketing',
      label: { it: 'Biglietteria', en: 'Ticketing' },
      fields: [
        {
          ...member,
          kind: 'select',
          name: 'ingresso',
          path: 'stages.ticketing.ingresso',
          label: { it: 'Ingresso', en: 'Entrance' },
          multiple: false,
          default: null,
          options: [
            { value: -1, label: { it: 'Seleziona un valore', en: 'Choose a value' }, disabled: true },
            { value: 1, label: { it: 'A Pagamento', en: 'Paid' }, disabled: false },
            { value: 2, label: { it: 'Gratuito', en: 'Free' }, disabled: false },
            { value: 3, label: { it: 'Alcuni eventi a pagamento', en: 'Some events paid' }, disabled: false },
          ],
        },
        {
          ...member,
          kind: 'group',
          name: 'info',
          path: 'stages.ticketing.info',
          label: { it: 'Informazioni', en: 'Information' },
          perLanguage: true,
          fields: [
            infoText('tariffa_intera', 'Tariffa intera', 'Full price'),
            infoText('tariffa_ridotta', 'Tariffa ridotta', 'Reduced price'),
            infoText('tariffa_gratuita', 'Tariffa gratuita', 'Free admission'),
            infoText('abbonamenti', 'Abbonamenti', 'Season tickets'),
            infoText('sito', 'Sito Ufficiale', 'Official website', 'url'),
          ],
        },
      ],
    },
  ],
};

const stage = (title: string, times: Record<string, unknown> = {}, ticketing: Record<string, unknown> = {}) => ({
  title: { it: title },
  times: { type: null, ...times },
  ticketing: { ingresso: null, ...ticketing },
});

const inputNamed = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);

/**
 * One stage: shown open, with neither a panel title nor a remove button (the last stage cannot be
 * removed); the ticketing's entrance shows its disabled placeholder 'Seleziona un valore'.
 */
export const StageOne: Story = {
  args: { fields: [{ field: STAGES }], values: { stages: [stage('Concerto in piazza')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(inputNamed(canvasElement, 'stages.0.title.it')?.value).toBe('Concerto in piazza'));
    expect(canvas.queryByRole('button', { name: /Concerto in piazza/ })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Rimuovi Concerto in piazza' })).toBeNull();
    expect(canvas.getByRole('combobox', { name: 'Ingresso' })).toHaveAttribute('placeholder', 'Seleziona un valore');
    // No time type chosen: neither the time ranges nor the free text are shown.
    expect(inputNamed(canvasElement, 'stages.0.times.morning.start')).toBeNull();
    expect(inputNamed(canvasElement, 'stages.0.times.freetext.it')).toBeNull();
  },
};

/**
 * Several stages as an accordion: the first open; a header (a button named by the stage's title)
 * opens its stage and folds the open one; a new stage is added open, folding the others. Each
 * stage is dragged by its handle ('Trascina per riordinare: ...').
 */
export const StagesAccordion: Story = {
  args: {
    fields: [{ field: STAGES }],
    values: { stages: [stage('Apertura'), stage('Concerto'), stage('')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: 'Apertura' });
    const second = canvas.getByRole('button', { name: 'Concerto' });
    // An untitled stage is named by the list's entry label.
    const third = canvas.getByRole('button', { name: 'Tappa 3' });
    await canvas.findByRole('button', { name: 'Trascina per riordinare: Concerto' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(third).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi tappa' }));
    const added = await canvas.findByRole('button', { name: 'Tappa 4' });
    await waitFor(() => expect(added).toHaveAttribute('aria-expanded', 'true'));
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.getByRole('button', { name: 'Rimuovi Apertura' })).toBeEnabled();
  },
};

/** Time ranges: the morning, afternoon and evening start and end; an end before its start is refused. */
export const StageTimeRange: Story = {
  args: {
    fields: [{ field: STAGES }],
    values: {
      stages: [
        stage('Mostra', {
          type: 'timerange',
          morning: { start: '09:00', end: '12:30' },
          afternoon: { start: '15:00', end: '14:00' },
          evening: { start: '', end: '' },
        }),
      ],
    },
    errors: { 'stages.0.times.afternoon.end': "L'orario di fine deve essere successivo all'orario di inizio" },
  },
  play: async ({ canvasElement }) => {
    for (const slotName of ['morning', 'afternoon', 'evening']) {
      for (const end of ['start', 'end']) {
        await waitFor(() => expect(inputNamed(canvasElement, `stages.0.times.${slotName}.${end}`)).not.toBeNull());
      }
    }
    expect(inputNamed(canvasElement, 'stages.0.times.morning.end')?.value).toBe('12:30');
    expect(inputNamed(canvasElement, 'stages.0.times.freetext.it')).toBeNull();
  },
};

/** Free text: the per-language text with its counter; the time ranges are hidden. */
export const StageFreeText: Story = {
  args: {
    fields: [{ field: STAGES }],
    values: { stages: [stage('Mostra', { type: 'freetext', freetext: { it: 'Su prenotazione' } })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(inputNamed(canvasElement, 'stages.0.times.freetext.it')?.value).toBe('Su prenotazione'));
    await canvas.findByText('285 caratteri disponibili.');
    expect(inputNamed(canvasElement, 'stages.0.times.morning.start')).toBeNull();
  },
};

/** The ticketing group: the entrance (its placeholder option disabled) and the per-language prices and site. */
export const StageTicketing: Story = {
  args: {
    fields: [{ field: STAGES }],
    values: {
      stages: [
        stage(
          'Mostra',
          { type: 'program' },
          { ingresso: 1, info: { it: { tariffa_intera: '10 €', sito: 'https://example.org' } } },
        ),
      ],
    },
  },
};
