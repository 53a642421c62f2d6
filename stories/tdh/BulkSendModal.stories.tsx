/**
 * The waiting list's 'Invio Bulk' modal (platform.md section 4, issue #34) over a story hub
 * (`../msw/tdh.ts`) that refuses one item with an 'Errore' answer: the rows 'nd' before their
 * outcome; a finished run (each row's code, the refused one as an error with its message); and a
 * run stopped by Annulla while the fourth item is in flight (held by the hub until the play
 * function releases it): that send finishes, no other starts, the rows after it stay 'nd'.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Providers } from '../../app/Providers';
import { BulkSendModal, type BulkItem } from '../../app/features/tdh/BulkSendModal';
import { ACCEPTED, StoryTdh } from '../msw/tdh';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

/** A data-hub entity (its schema's `tdh` key). */
const ENTITY = 'destination';
const TITLES = [
  'Bologna, la dotta',
  'Ferrara e le sue mura',
  'Rocca di Vignola',
  'Parma, città creativa',
  'Delta del Po',
  'Rimini e la Riviera',
];
const ITEMS: readonly BulkItem[] = TITLES.map((title, index) => ({ entity: ENTITY, id: 101 + index, title }));
/** The item the hub refuses. */
const REFUSED_ID = 103;
const REFUSAL = { codiceEsito: 'E100', message: 'Errore di validazione: descrizione mancante' };
/** The item in flight when the cancelled run is stopped (the fourth). */
const IN_FLIGHT_ID = 104;

function BulkSendStory() {
  const [opened, setOpened] = useState(true);
  const [runs, setRuns] = useState(0);
  return (
    <Providers>
      <Stack p="md" gap="sm" align="flex-start">
        <Button onClick={() => setOpened(true)}>Apri il modale</Button>
        <Text size="sm" data-testid="bulk-runs">
          Elaborazioni concluse: {runs}
        </Text>
        <BulkSendModal
          opened={opened}
          items={ITEMS}
          onClose={() => setOpened(false)}
          onDone={() => setRuns((count) => count + 1)}
        />
      </Stack>
    </Providers>
  );
}

const meta = { title: 'Data Hub/BulkSendModal', component: BulkSendStory } satisfies Meta<typeof BulkSendStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story hub that refuses REFUSED_ID and accepts the others. */
function newHub(): StoryTdh {
  return new StoryTdh(new Map(), (id) => (id === REFUSED_ID ? REFUSAL : ACCEPTED));
}

function hubStory(hub: StoryTdh): Pick<Story, 'parameters' | 'beforeEach'> {
  return { parameters: { msw: { handlers: hub.handlers() } }, beforeEach: () => hub.reset() };
}

/** The modal (a portal of the page) and each row's Esito, in the order of the rows. */
async function openModal() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Invio Bulk' }, WAIT);
  const modal = within(dialog);
  const esiti = () => modal.getAllByTestId('tdh-bulk-row').map((row) => within(row).getByTestId('tdh-esito'));
  return { modal, esiti };
}

/** Not processed yet: every row 'nd', nothing sent. */
const readyHub = newHub();
export const Ready: Story = {
  ...hubStory(readyHub),
  play: async () => {
    const { modal, esiti } = await openModal();
    for (const header of ['ID', 'Titolo', 'Esito']) {
      await expect(modal.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await expect(esiti().map((esito) => esito.textContent)).toEqual(ITEMS.map(() => 'nd'));
    await expect(modal.getByRole('button', { name: 'Process' })).toBeEnabled();
    await expect(readyHub.sent()).toEqual([]);
  },
};

/** Process to the end: each row's outcome, 'E100' (an error, with its message) for the refused one. */
const finishedHub = newHub();
export const FinishedWithError: Story = {
  ...hubStory(finishedHub),
  play: async ({ canvasElement }) => {
    const { modal, esiti } = await openModal();
    await userEvent.click(modal.getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('bulk-runs')).toHaveTextContent(/concluse: 1$/), WAIT);
    const expected = ITEMS.map((item) => (item.id === REFUSED_ID ? 'E100' : 'OK'));
    await expect(esiti().map((esito) => esito.textContent)).toEqual(expected);
    await expect(esiti().map((esito) => esito.getAttribute('data-error'))).toEqual(
      ITEMS.map((item) => String(item.id === REFUSED_ID)),
    );
    await expect(modal.getByText(REFUSAL.message)).toBeInTheDocument();
    // One after another, each once.
    await expect(finishedHub.sent()).toEqual(ITEMS.map((item) => item.id));
  },
};

/**
 * Annulla while the fourth item is in flight: 'Interruzione…' until it ends, then its outcome; the
 * two after it are never sent and stay 'nd'.
 */
const cancelledHub = newHub();
export const Cancelled: Story = {
  ...hubStory(cancelledHub),
  play: async ({ canvasElement }) => {
    const { modal, esiti } = await openModal();
    const held = cancelledHub.hold(IN_FLIGHT_ID);
    await userEvent.click(modal.getByRole('button', { name: 'Process' }));
    await held.arrived;
    await waitFor(
      () => expect(esiti().map((esito) => esito.textContent)).toEqual(['OK', 'OK', 'E100', 'nd', 'nd', 'nd']),
      WAIT,
    );
    await userEvent.click(modal.getByRole('button', { name: 'Annulla' }));
    await modal.findByText("Interruzione dopo l'invio in corso…", {}, WAIT);
    await expect(modal.getByRole('button', { name: 'Annulla' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(within(canvasElement).getByTestId('bulk-runs')).toHaveTextContent(/concluse: 1$/), WAIT);
    await expect(esiti().map((esito) => esito.textContent)).toEqual(['OK', 'OK', 'E100', 'OK', 'nd', 'nd']);
    await expect(modal.queryByText("Interruzione dopo l'invio in corso…")).toBeNull();
    await expect(cancelledHub.sent()).toEqual([101, 102, 103, 104]);
  },
};
