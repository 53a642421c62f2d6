/**
 * The data-hub box of the editors (platform.md section 4, issue #34) over a story hub
 * (`../msw/tdh.ts`): 'Non inviato'; 'Inviato' with its date; 'Da inviare' checked (and unchecked,
 * which the hub records); the hub's answer with 'Errore' in a danger border; a success answered and
 * shown in an info border; a failed send without text told as 'Errore generico'; a send in
 * progress; and a new item, which only shows a hint.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Providers } from '../../app/Providers';
import { TdhBox } from '../../app/features/tdh/TdhBox';
import { formatDateTime } from '../../app/i18n';
import { ACCEPTED, NOT_SENT, SENT_ON, StoryTdh, type StorySend, type StoryTdhItem } from '../msw/tdh';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

const ID = 7;
/** A data-hub entity (its schema's `tdh` key): the box works the same for each. */
const ENTITY = 'destination';

function TdhBoxStory({ id = ID }: { readonly id?: number | null }) {
  return (
    <Providers>
      <div style={{ padding: 16, maxWidth: 420 }}>
        <TdhBox entity={ENTITY} id={id} />
      </div>
    </Providers>
  );
}

const meta = { title: 'Data Hub/TdhBox', component: TdhBoxStory } satisfies Meta<typeof TdhBoxStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story hub holding the item in `item`, answering its sends with `send`. */
function hubStory(item: StoryTdhItem, send: StorySend = ACCEPTED): Pick<Story, 'parameters' | 'beforeEach'> {
  const hub = new StoryTdh(new Map([[ID, item]]), () => send);
  return { parameters: { msw: { handlers: hub.handlers() } }, beforeEach: () => hub.reset() };
}

/** The computed colour of a CSS colour variable of the theme (e.g. `--mantine-color-red-6`). */
function themeColor(variable: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The box's answer panel shows `text` with the danger border (`error`) or the info border. */
async function expectResponse(canvasElement: HTMLElement, text: RegExp, error: boolean): Promise<void> {
  const canvas = within(canvasElement);
  const response = await canvas.findByTestId('tdh-response', {}, WAIT);
  await waitFor(() => expect(response).toHaveTextContent(text), WAIT);
  await expect(response).toHaveAttribute('data-error', error ? 'true' : 'false');
  const border = getComputedStyle(response).borderTopColor;
  await expect(border).toBe(themeColor(error ? '--mantine-color-red-6' : '--mantine-color-blue-6'));
  await expect(border).not.toBe(themeColor(error ? '--mantine-color-blue-6' : '--mantine-color-red-6'));
}

/** Never sent: the warning badge 'Non inviato', no answer yet. */
export const NotSent: Story = {
  ...hubStory(NOT_SENT),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('tdh-status')).toHaveTextContent('Non inviato'), WAIT);
    await expect(canvas.getByRole('checkbox', { name: 'Da inviare' })).not.toBeChecked();
    await expect(canvas.queryByTestId('tdh-response')).toBeNull();
  },
};

/** Sent: the success badge 'Inviato' with the date of the send, the hub's answer in the info border. */
export const Sent: Story = {
  ...hubStory({ inviato: true, date: SENT_ON, waitlist: false, response: ACCEPTED }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('tdh-status')).toHaveTextContent('Inviato'), WAIT);
    await expect(canvas.getByText(`Inviato il ${formatDateTime(SENT_ON, 'it')}`)).toBeInTheDocument();
    await expectResponse(canvasElement, /Contenuto acquisito/, false);
  },
};

/** On the waiting list: 'Da inviare' checked; unchecking it takes the item off (the hub's toast). */
export const Waitlisted: Story = {
  ...hubStory({ ...NOT_SENT, waitlist: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flag = await canvas.findByRole('checkbox', { name: 'Da inviare' }, WAIT);
    await waitFor(() => expect(flag).toBeChecked(), WAIT);
    await userEvent.click(flag);
    await within(document.body).findByText('Elemento tolto dalla lista di attesa', {}, WAIT);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Da inviare' })).not.toBeChecked(), WAIT);
  },
};

/** The hub's last answer has 'Errore': shown with the danger border, the item still 'Non inviato'. */
export const ErrorResponse: Story = {
  ...hubStory({
    ...NOT_SENT,
    response: { codiceEsito: 'E100', message: 'Errore di validazione: descrizione mancante' },
  }),
  play: async ({ canvasElement }) => {
    await expectResponse(canvasElement, /E100: Errore di validazione/, true);
    await expect(within(canvasElement).getByTestId('tdh-status')).toHaveTextContent('Non inviato');
  },
};

/** 'Invia IT' accepted: the hub's message as a toast, then 'Inviato' and the answer in the info border. */
export const SuccessResponse: Story = {
  ...hubStory(NOT_SENT),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invia IT' }, WAIT));
    await within(document.body).findByText(
      'Contenuto acquisito',
      { selector: '.mantine-Notification-description' },
      WAIT,
    );
    await waitFor(() => expect(canvas.getByTestId('tdh-status')).toHaveTextContent(/^Inviato$/), WAIT);
    await expectResponse(canvasElement, /Contenuto acquisito/, false);
  },
};

/** A send refused with a code and no text: the error toast says 'Errore generico'. */
export const GenericError: Story = {
  ...hubStory(NOT_SENT, { codiceEsito: 'E500', message: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invia IT' }, WAIT));
    await within(document.body).findByText('Errore generico', {}, WAIT);
    await waitFor(() => expect(canvas.getByTestId('tdh-response')).toHaveTextContent('E500'), WAIT);
    await expect(canvas.getByTestId('tdh-status')).toHaveTextContent('Non inviato');
  },
};

/** A send in progress: its button loading, the other language's disabled until it ends. */
export const Sending: Story = {
  ...hubStory(NOT_SENT, 'pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sendIt = await canvas.findByRole('button', { name: 'Invia IT' }, WAIT);
    await userEvent.click(sendIt);
    await waitFor(() => expect(sendIt).toHaveAttribute('data-loading', 'true'), WAIT);
    await expect(canvas.getByRole('button', { name: 'Invia EN' })).toBeDisabled();
  },
};

/** A new item, not saved yet: only the hint. */
export const NewItem: Story = {
  args: { id: null },
  ...hubStory(NOT_SENT),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Salva il contenuto per inviarlo al Data Hub.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Invia IT' })).toBeNull();
  },
};
