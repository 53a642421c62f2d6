/**
 * 'Calcola coordinate' in an address box, in the browser, against the local fake provider
 * (server/geocode/fake.ts) that the server reaches over GEOCODER_URL: the coordinates of 'street,
 * number city' fill latitude and longitude; a failing provider shows 'Impossibile calcolare tutti
 * i campi!!'.
 */
import { describe, expect, it } from 'vitest';
import { keepArtifacts, useBackOffice } from './harness';

describe('geocoding an address', () => {
  // The shared back office's GEOCODER_URL is the local fake provider (global-setup.ts).
  const office = useBackOffice();

  it('fills latitude and longitude from the street, number and municipality, and says when it cannot', async () => {
    const { page, base } = office;
    try {
      await office.signIn();
      await page.goto(`${base}/webcam/new`);
      await page.getByRole('heading', { name: /^Inserimento/, level: 1 }).waitFor();
      const box = page.getByRole('group', { name: /^Indirizzo/ }).first();
      await box.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Rizzoli');
      await box.getByRole('textbox', { name: 'Numero civico' }).fill('1');
      const city = box.getByRole('combobox', { name: 'Comune' });
      await city.fill('Bologna');
      await page
        .getByRole('option', { name: /^Bologna/ })
        .first()
        .click();
      await box.getByRole('button', { name: 'Calcola coordinate' }).click();
      await expect.poll(() => box.getByRole('textbox', { name: 'Latitudine' }).inputValue()).toBe('44.4938');
      expect(await box.getByRole('textbox', { name: 'Longitudine' }).inputValue()).toBe('11.3465');

      await box.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via del guasto');
      await box.getByRole('button', { name: 'Calcola coordinate' }).click();
      await page.getByText('Impossibile calcolare tutti i campi!!').waitFor();
      expect(await box.getByRole('textbox', { name: 'Latitudine' }).inputValue()).toBe('44.4938');
    } catch (error) {
      await keepArtifacts(page, 'geocode');
      throw error;
    }
  });
});
