/**
 * The address box's map, in the browser, with tiles from the local tile server (no outside
 * network): a click on the map places the marker and sets latitude and longitude; dragging the
 * marker moves them; coordinates typed or geocoded move the marker.
 */
import { describe, expect, it } from 'vitest';
import { keepArtifacts, useBackOffice } from './harness';

describe('the address map', () => {
  const office = useBackOffice();

  it('sets the coordinates from a click and from dragging the marker', async () => {
    const { page, base } = office;
    try {
      await office.signIn();
      await page.goto(`${base}/webcam/new`);
      await page.getByRole('heading', { name: /^Inserimento/, level: 1 }).waitFor();
      const box = page.getByRole('group', { name: /^Indirizzo/ }).first();
      const map = box.getByRole('group', { name: /^Mappa/ });
      await map.waitFor();
      const size = await map.boundingBox();
      expect(size?.height).toBe(300);
      await expect.poll(() => office.tilesLoaded()).toBeGreaterThan(0);
      const lat = box.getByRole('textbox', { name: 'Latitudine' });
      const lng = box.getByRole('textbox', { name: 'Longitudine' });
      expect(await lat.inputValue()).toBe('');

      // A click places the marker where it was made.
      await map.click({ position: { x: 200, y: 150 } });
      await expect.poll(() => lat.inputValue()).not.toBe('');
      const clicked = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
      expect(clicked.lat).toBeGreaterThan(43);
      expect(clicked.lat).toBeLessThan(46);
      const marker = map.getByRole('button', { name: "Segnaposto dell'indirizzo" });
      await marker.waitFor();

      // Dragging it 80 px right and 40 px down moves east and south.
      const at = await marker.boundingBox();
      if (!at) throw new Error('the marker has no box');
      const tip = { x: at.x + at.width / 2, y: at.y + at.height - 4 };
      await page.mouse.move(tip.x, tip.y);
      await page.mouse.down();
      await page.mouse.move(tip.x + 40, tip.y + 20, { steps: 5 });
      await page.mouse.move(tip.x + 80, tip.y + 40, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => Number(await lng.inputValue())).toBeGreaterThan(clicked.lng);
      expect(Number(await lat.inputValue())).toBeLessThan(clicked.lat);

      // Typed coordinates move the marker into view.
      await lat.fill('44.4938');
      await lng.fill('11.3465');
      await lng.blur();
      await marker.waitFor();
    } catch (error) {
      await keepArtifacts(page, 'map');
      throw error;
    }
  });
});
