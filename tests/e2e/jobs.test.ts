/**
 * The administrators' jobs view in the browser (issue #34): reached from the sidebar's settings
 * group, it shows a failed job with its error and, in 'Dettagli', its whole record, the 'Fallite'
 * filter keeps it, and 'Riprova' with its confirmation queues it again; the screen passes axe.
 *
 * The run's shared back office registers no job kind a test could make fail, and its embedded
 * database belongs to its process. So this file starts a back office of its own on a data
 * directory it prepares first: migrated and seeded by the server's own start-up code, with a job
 * that failed for good written through the queue's functions (`server/jobs/queue.ts`). Its kind
 * is registered by no worker, so once queued again it stays queued.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { claimJob, enqueueJob, failJob, jobById } from '../../server/jobs/queue';
import { prepareDatabase } from '../../server/start';
import { tempPrefix } from './env';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  callApi,
  e2eUser,
  expectNoSeriousA11yViolations,
  loginToken,
  openDashboard,
  storeSession,
  unique,
  useBackOffice,
} from './harness';
import { startBackOffice, type RunningServer } from './server';

const FAILURE = 'PermanentJobError: il servizio ha risposto 400 (richiesta non valida: manca il titolo in inglese)';

describe('background jobs', () => {
  const office = useBackOffice({ users: [e2eUser('jobs_editor', { abilities: ['user-view', 'error404-view'] })] });
  let own: RunningServer | null = null;
  let dataDir: string | null = null;
  let deadId = 0;
  const kind = unique('e2e-import');

  beforeAll(async () => {
    dataDir = await mkdtemp(`${tempPrefix()}jobs-`);
    const settings = { ADMIN_USERNAME, ADMIN_PASSWORD, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const database = await openDatabase({ dataDir });
    try {
      await prepareDatabase(database, readConfig({ ...settings, DATA_DIR: dataDir }));
      const { id } = await enqueueJob(database.db, kind, { feed: 'trekking' }, { timeoutMs: 5_000, maxAttempts: 1 });
      const job = await claimJob(database.db, [kind], 'e2e-worker');
      if (job?.id !== id) throw new Error('the prepared job was not claimed');
      await failJob(database.db, job, 'e2e-worker', new Error('unused'), { retry: false });
      // The error as a handler's permanent failure would leave it.
      await database.db.execute(sql`update jobs set last_error = ${FAILURE} where id = ${id}`);
      if ((await jobById(database.db, id))?.status !== 'dead') throw new Error('the prepared job is not dead');
      deadId = id;
    } finally {
      await database.close();
    }
    own = await startBackOffice({ spaDir: inject('spaDir'), env: { ...settings, DATA_DIR: dataDir } });
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a failed job, filters the failed ones and queues it again after the confirmation', async () => {
    if (!own) throw new Error('the back office did not start');
    const { page } = office;
    const base = own.base;
    const token = await loginToken(base, ADMIN_USERNAME, ADMIN_PASSWORD);
    await storeSession(page, base, token);
    await openDashboard(page, base);
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Impostazioni', { exact: true }).click();
    // Clicked again while the address is not /jobs: one run in a few saw the first click land
    // while the dashboard was still settling, and stay there.
    const link = nav.getByRole('link', { name: 'Attività in background' });
    await expect
      .poll(async () => {
        if (new URL(page.url()).pathname !== '/jobs') await link.click();
        return new URL(page.url()).pathname;
      })
      .toBe('/jobs');
    await page.getByRole('heading', { name: 'Attività in background', level: 1 }).waitFor();

    const row = page.getByTestId('job-row').filter({ hasText: kind });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('job-status').textContent()).toBe('Fallita');
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('1/1');
    // The error, cut short in the cell, whole in the page (and on hover).
    await expect.poll(() => row.getByTestId('job-error').textContent()).toBe(FAILURE);
    await page.mouse.move(600, 500);
    await expectNoSeriousA11yViolations(page, 'the jobs view');

    // Dettagli: the whole record beside the list, payload as JSON; the drawer passes axe.
    await row.getByRole('button', { name: `Dettagli dell'attività ${deadId}` }).click();
    const drawer = page.getByRole('dialog', { name: `Attività ${deadId}` });
    const detail = drawer.getByTestId('job-detail');
    await detail.waitFor();
    await detail.getByRole('row', { name: /^Chiave/ }).waitFor();
    expect(await detail.getByRole('row', { name: /^Tempo limite/ }).textContent()).toContain('5 s');
    expect(await detail.getByText(FAILURE, { exact: true }).count()).toBe(1);
    expect(JSON.parse((await detail.locator('pre').nth(1).textContent()) ?? '')).toEqual({ feed: 'trekking' });
    await expectNoSeriousA11yViolations(page, 'the job detail');
    await drawer.getByRole('button', { name: 'Chiudi i dettagli' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // 'Fallite' keeps it; 'In coda' does not.
    await page.getByText('In coda', { exact: true }).click();
    await page.getByText('Nessuna attività').waitFor();
    await page.getByText('Fallite', { exact: true }).click();
    await row.waitFor();
    expect(await page.getByTestId('job-row').count()).toBe(1);

    // Riprova asks first; confirmed, the job is queued again.
    await row.getByRole('button', { name: `Riprova l'attività ${deadId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Rimettere in coda l'attività ${deadId} (${kind})?`).waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Attività rimessa in coda').waitFor();
    // Under 'Fallite' it is gone; under 'Tutte' it is queued, with Annulla offered.
    await page.getByText('Nessuna attività').waitFor();
    await page.getByText('Tutte', { exact: true }).click();
    await expect.poll(() => row.getByTestId('job-status').textContent()).toBe('In coda');
    await row.getByRole('button', { name: `Annulla l'attività ${deadId}` }).waitFor();
    const job = await callApi<{ data: { status: string; attempts: number } }>(base, 'GET', `jobs/${deadId}`, {
      token,
    });
    expect(job.body.data).toMatchObject({ status: 'queued', attempts: 0 });
    // (The console's 404 is the browser's favicon request on the API's health page, where the session is stored.)
    expect(office.pageErrors.filter((message) => message.startsWith('pageerror:'))).toEqual([]);
  });

  it('is the administrators’ alone: no link and no screen for other users', async () => {
    const { page, base } = office;
    await office.signIn(unique('jobs_editor'), `${unique('jobs_editor')}-password`);
    await openDashboard(page, base);
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Impostazioni', { exact: true }).click();
    await nav.getByRole('link', { name: 'Utenti' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Attività in background' }).count()).toBe(0);
    await page.goto(`${base}/jobs`);
    await page.waitForURL(/\/not-found$/);
    const answer = await office.api('GET', 'jobs', {
      token: await office.token(unique('jobs_editor'), `${unique('jobs_editor')}-password`),
    });
    expect(answer.status).toBe(403);
  });
});
