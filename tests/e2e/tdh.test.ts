/**
 * The data hub's admin screens (issue #34; platform.md sections 2, 4 and 8) against the local fake
 * hub the shared server is pointed at (`global-setup.ts`, TDH_TEST_URL): two published
 * destinations marked 'da inviare' through the API, the waiting list filtered by type and
 * keywords, 'Invia IT' from a row (a success toast, and the row leaves the list), 'Invio Bulk' of
 * two (one the fake refuses with an 'Errore' answer: each row 'nd', then its outcome code; only the
 * refused one stays), the sent list listing the two sent, and one of them saved again back on the
 * waiting list, marked 'Modificato dopo l'ultimo invio'; axe on both screens. And the data hub box
 * of an editor: 'Non inviato', 'Da inviare' (the waiting-list flag), a send ('Inviato', the answer
 * with an info border, 'Da inviare' cleared) and a refused send (the answer with a danger border). And a bulk send of 20 items, one refused, stopped by Annulla
 * while the fifth is in flight (the fake hub holds each answer until the test releases it, so the
 * stop lands there without timing), then run again to the end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAKE_TDH_DEFAULTS, type FakeTdhPushSummary } from '../../server/integrations/tdh/fake';
import { expectNoSeriousA11yViolations, unique, useBackOffice } from './harness';

describe('data hub screens', () => {
  const office = useBackOffice();

  async function configureHub(token: string): Promise<void> {
    const answer = await office.api('POST', 'operations/settings', {
      token,
      body: {
        section: 'tdh',
        data: {
          environment: 'test',
          test_client: FAKE_TDH_DEFAULTS.clientId,
          test_secret: FAKE_TDH_DEFAULTS.clientSecret,
        },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  /** The Italian contents of a destination published with `title`. */
  const publishedContents = (title: string) => ({
    title,
    status: 1,
    excerpt: `${title}: in breve`,
    description: `<p>${title}</p>`,
    google: { title, description: title, keywords: 'data hub' },
    social: { title, description: title },
  });

  /** A destination published in Italian. */
  async function publishedDestination(token: string, title: string): Promise<number> {
    const created = await office.api<{ data: { id: number } }>('POST', 'destination', {
      token,
      body: { lang: 'it', contents: { it: publishedContents(title) } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.id;
  }

  /** A destination published in Italian, put on the waiting list. */
  async function waitingDestination(token: string, title: string): Promise<number> {
    const id = await publishedDestination(token, title);
    const flagged = await office.api('GET', `tdh/waitlist/${id}?waitlist=1&entity=destination`, { token });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    return id;
  }

  /** The fake hub's control paths (server/integrations/tdh/fake.ts): its pushes and releases. */
  const hubUrl = inject('backOffice').tdh;

  /** The pushes the fake hub received of items whose title contains `part`. */
  async function hubPushes(part: string): Promise<readonly FakeTdhPushSummary[]> {
    const response = await fetch(`${hubUrl}/_fake/pushes?title=${encodeURIComponent(part)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { pushes: FakeTdhPushSummary[] }).pushes;
  }

  /** Releases the held pushes whose title contains `part` (with `open`, later ones are not held). */
  async function releaseHeld(part: string, open = false): Promise<number> {
    const response = await fetch(`${hubUrl}/_fake/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: part, open }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { released: number }).released;
  }

  /** Searches the list shown for `keywords`, with the type 'Località'. */
  async function filter(page: Page, keywords: string): Promise<void> {
    await page.getByRole('radiogroup').getByText('Località', { exact: true }).click();
    await page.getByLabel('Cerca').fill(keywords);
    await page.getByRole('button', { name: 'Filtra' }).click();
  }

  it('sends from the waiting list, one by one and in bulk, and lists what was sent', async () => {
    const { page, base } = office;
    const token = await office.token();
    await configureHub(token);
    const tag = unique('tdh');
    const good = `${tag} Bologna`;
    const other = `${tag} Modena`;
    const bad = `${tag} Scheda [errore]`;
    const goodId = await waitingDestination(token, good);
    const otherId = await waitingDestination(token, other);
    const badId = await waitingDestination(token, bad);

    await office.signIn();
    await page.goto(`${base}/waitlist-tdh`);
    await page.getByRole('heading', { level: 1, name: 'Data Hub: da inviare' }).waitFor();
    for (const header of ['ID', 'TITOLO', 'TIPOLOGIA', 'DATA INSERIMENTO', 'AZIONI']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await filter(page, tag);
    const rows = page.getByTestId('tdh-row');
    await expect.poll(() => rows.count()).toBe(3);
    await expectNoSeriousA11yViolations(page, 'the waiting list (/waitlist-tdh)');

    // The edit link leads to the destination's editor.
    const goodRow = rows.filter({ hasText: good });
    await expect
      .poll(() => goodRow.getByRole('link', { name: `Modifica ${good}` }).getAttribute('href'))
      .toBe(`/destinations/${goodId}`);

    // Send IT from the row: the hub's message in a success toast, and the row leaves the list.
    await goodRow.getByRole('button', { name: `Invia IT: ${good}` }).click();
    await page.getByText('Contenuto acquisito').first().waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.allTextContents()).some((text) => text.includes(good))).toBe(false);

    // Bulk: the two rows left, processed one after another; the fake refuses the second.
    await page.getByLabel(`Seleziona elemento ${otherId} ${other}`).check();
    await page.getByLabel(`Seleziona elemento ${badId} ${bad}`).check();
    await page.getByRole('button', { name: 'Invio Bulk' }).click();
    const modal = page.getByRole('dialog', { name: 'Invio Bulk' });
    await modal.waitFor();
    // Each row's Esito is 'nd' until its outcome code arrives.
    const esito = (title: string) =>
      modal.getByTestId('tdh-bulk-row').filter({ hasText: title }).getByTestId('tdh-esito');
    expect(await esito(other).textContent()).toBe('nd');
    expect(await esito(bad).textContent()).toBe('nd');
    await modal.getByRole('button', { name: 'Process' }).click();
    await expect.poll(() => esito(other).textContent(), { timeout: 30_000 }).toBe('OK');
    await expect.poll(() => esito(bad).textContent(), { timeout: 30_000 }).toBe('E100');
    await modal.getByText(/Errore di validazione/).waitFor();
    await modal.getByRole('button', { name: 'Annulla' }).click();
    await modal.waitFor({ state: 'detached' });
    // Only the refused one is still to send.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(bad);

    // The sent list has the two destinations sent, not the one refused.
    await page.goto(`${base}/invii-tdh`);
    await page.getByRole('heading', { level: 1, name: 'Data Hub: inviati' }).waitFor();
    await page.getByRole('columnheader', { name: 'DATA INVIO', exact: true }).waitFor();
    await filter(page, tag);
    await expect.poll(() => rows.allTextContents()).toHaveLength(2);
    const sentTexts = await rows.allTextContents();
    expect(sentTexts.some((text) => text.includes(good))).toBe(true);
    expect(sentTexts.some((text) => text.includes(other))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the sent list (/invii-tdh)');

    // Saved again, the first is back on the waiting list, changed since its last send.
    const current = await office.api<{ data: { version: number } }>('GET', `destination/${goodId}`, { token });
    const saved = await office.api('PUT', `destination/${goodId}`, {
      token,
      body: { version: current.body.data.version, lang: 'it', contents: { it: publishedContents(good) } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.goto(`${base}/waitlist-tdh`);
    await page.getByRole('heading', { level: 1, name: 'Data Hub: da inviare' }).waitFor();
    await filter(page, tag);
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: good }).getByText("Modificato dopo l'ultimo invio").waitFor();
    expect(await rows.filter({ hasText: bad }).getByTestId('tdh-changed').count()).toBe(0);
  });

  it("shows and changes an item's data hub status in its editor", async () => {
    const { page, base } = office;
    const token = await office.token();
    await configureHub(token);
    const tag = unique('tdh-box');
    const id = await publishedDestination(token, `${tag} Ferrara`);
    const refusedId = await publishedDestination(token, `${tag} [errore]`);

    await office.signIn();
    await page.goto(`${base}/destinations/${id}`);
    const box = page.getByRole('region', { name: 'Data Hub' });
    await box.getByText('Non inviato').waitFor();
    await box.getByLabel('Da inviare').check();
    await expect
      .poll(async () => {
        const answer = await office.api<{ data: { waitlist: boolean } }>(
          'GET',
          `tdh/inviato/${id}?entity=destination`,
          { token },
        );
        return answer.body.data.waitlist;
      })
      .toBe(true);
    await box.getByRole('button', { name: 'Invia IT' }).click();
    await box.getByText('Inviato', { exact: true }).waitFor();
    const response = box.getByTestId('tdh-response');
    await response.getByText('Contenuto acquisito').waitFor();
    expect(await response.getAttribute('data-error')).toBe('false');
    // Sent, it has left the waiting list.
    await expect.poll(() => box.getByLabel('Da inviare').isChecked()).toBe(false);

    await page.goto(`${base}/destinations/${refusedId}`);
    await box.getByText('Non inviato').waitFor();
    await box.getByRole('button', { name: 'Invia IT' }).click();
    await box
      .getByTestId('tdh-response')
      .getByText(/Errore di validazione/)
      .waitFor();
    expect(await box.getByTestId('tdh-response').getAttribute('data-error')).toBe('true');
    await box.getByText('Non inviato').waitFor();
  });

  it('bulk-sends 20 items one after another, stops on Annulla with the fifth in flight, then runs to the end', async () => {
    const { page, base } = office;
    const token = await office.token();
    await configureHub(token);
    const tag = unique('tdh-bulk');
    // Every answer is held by the fake hub ('[attendi]') until the test releases it; one item is
    // refused with an 'Errore' answer ('[errore]').
    const refused = `${tag} Scheda rifiutata [errore] [attendi]`;
    const accepted = Array.from({ length: 19 }, (_, index) => `${tag} Località ${index + 1} [attendi]`);
    const ids = new Map<string, number>();
    await Promise.all(
      [...accepted, refused].map(async (title) => ids.set(title, await publishedDestination(token, title))),
    );
    // The list shows the latest put on it first: the refused item is flagged second to last, so
    // it is the second row, among those sent before the stop.
    const flagOrder = [...accepted.slice(0, 18), refused, ...accepted.slice(18)];
    for (const title of flagOrder) {
      const flagged = await office.api('GET', `tdh/waitlist/${ids.get(title) ?? 0}?waitlist=1&entity=destination`, {
        token,
      });
      expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    }

    await office.signIn();
    await page.goto(`${base}/waitlist-tdh`);
    await page.getByRole('heading', { level: 1, name: 'Data Hub: da inviare' }).waitFor();
    await filter(page, tag);
    const rows = page.getByTestId('tdh-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByLabel('Seleziona tutti gli elementi della pagina').check();
    await page.getByRole('button', { name: 'Invio Bulk' }).click();
    const modal = page.getByRole('dialog', { name: 'Invio Bulk' });
    await modal.waitFor();
    const bulkRows = modal.getByTestId('tdh-bulk-row');
    const esiti = () => modal.getByTestId('tdh-esito').allTextContents();
    await expect.poll(() => bulkRows.count()).toBe(20);
    const order = (await bulkRows.allTextContents()).map((text) => flagOrder.find((title) => text.includes(title)));
    expect(order).toEqual([...flagOrder].reverse());
    expect(order.indexOf(refused)).toBe(1);
    expect(await esiti()).toEqual(order.map(() => 'nd'));

    // One after another: each push reaches the hub only after the previous one was answered.
    await modal.getByRole('button', { name: 'Process' }).click();
    for (let sent = 1; sent <= 4; sent += 1) {
      await expect
        .poll(async () => (await hubPushes(tag)).map((push) => push.held))
        .toEqual([...Array.from({ length: sent - 1 }, () => false), true]);
      expect(await releaseHeld(tag)).toBe(1);
    }
    // The fifth is in flight (held): Annulla lets it finish and starts no other.
    await expect.poll(async () => (await hubPushes(tag)).filter((push) => push.held)).toHaveLength(1);
    expect(await hubPushes(tag)).toHaveLength(5);
    await modal.getByRole('button', { name: 'Annulla' }).click();
    const stopping = modal.getByText("Interruzione dopo l'invio in corso…");
    await stopping.waitFor();
    expect(await releaseHeld(tag)).toBe(1);
    await stopping.waitFor({ state: 'detached' });

    // The five sent show their codes (the refused one as an error, with its message); the
    // fifteen others stay 'nd' and never reached the hub.
    const codes = order.map((title, index) => (index >= 5 ? 'nd' : title === refused ? 'E100' : 'OK'));
    expect(await esiti()).toEqual(codes);
    expect(await bulkRows.nth(1).getByTestId('tdh-esito').getAttribute('data-error')).toBe('true');
    await bulkRows
      .nth(1)
      .getByText(/Errore di validazione/)
      .waitFor();
    const pushed = await hubPushes(tag);
    expect(pushed.map((push) => push.status)).toEqual([200, 200, 200, 200, 200]);
    expect(pushed.map((push) => push.externalId).sort()).toEqual(
      order
        .slice(0, 5)
        .map((title) => `destination-${ids.get(title ?? '') ?? 0}`)
        .sort(),
    );
    // Nothing more reaches the hub once the run has ended, and the items not processed have no
    // send recorded.
    await page.waitForTimeout(1_000);
    expect(await hubPushes(tag)).toHaveLength(5);
    for (const title of order.slice(5)) {
      const status = await office.api<{ data: { inviato: boolean; response: string | null } }>(
        'GET',
        `tdh/inviato/${ids.get(title ?? '') ?? 0}?entity=destination`,
        { token },
      );
      expect(status.body.data, title).toMatchObject({ inviato: false, response: null });
    }
    // The four accepted are on the sent list.
    const sentList = await office.api<{ total: number; data: { title: string }[] }>(
      'GET',
      `tdh/inviati?keywords=${encodeURIComponent(tag)}&limit=50`,
      { token },
    );
    expect(sentList.body.data.map((row) => row.title).sort()).toEqual(
      order
        .slice(0, 5)
        .filter((title) => title !== refused)
        .sort(),
    );

    // Closed, the list reloads; all of it sent again, to the end (no answer held now): every row
    // its outcome, only the refused one an error.
    await modal.getByRole('button', { name: 'Annulla' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await releaseHeld(tag, true)).toBe(0);
    // The four accepted have left the waiting list.
    await expect.poll(() => rows.count()).toBe(16);
    const waiting = await rows.count();
    await page.getByLabel('Seleziona tutti gli elementi della pagina').check();
    await page.getByRole('button', { name: 'Invio Bulk' }).click();
    await modal.waitFor();
    await expect.poll(() => bulkRows.count()).toBe(waiting);
    await modal.getByRole('button', { name: 'Process' }).click();
    await expect.poll(async () => (await esiti()).filter((esito) => esito === 'nd'), { timeout: 120_000 }).toEqual([]);
    const second = await bulkRows.allTextContents();
    expect(await esiti()).toEqual(second.map((text) => (text.includes(refused) ? 'E100' : 'OK')));
    expect(second.filter((text) => text.includes(refused))).toHaveLength(1);
    expect(await hubPushes(tag)).toHaveLength(5 + waiting);
  });
});
