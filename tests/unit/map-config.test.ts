/**
 * The address maps' tile server (docs/configuration.md): OpenStreetMap's standard tiles with their
 * attribution by default; MAP_TILE_URL (or MAP_TILES_URL, as issue #33 names it) and
 * MAP_ATTRIBUTION otherwise, with a clear error for an address that is no tile template.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, readConfig } from '../../server/config';

const base = { ADMIN_PASSWORD: 'a-long-enough-password' };
const OWN = 'https://tiles.example.org/{z}/{x}/{y}.png';

describe('the map tile settings', () => {
  it('default to OpenStreetMap with its attribution', () => {
    const config = readConfig(base);
    expect(config.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(config.mapAttribution).toBe(DEFAULT_MAP_ATTRIBUTION);
  });

  it('take MAP_TILE_URL or MAP_TILES_URL, and MAP_ATTRIBUTION beside it', () => {
    for (const name of ['MAP_TILE_URL', 'MAP_TILES_URL']) {
      const config = readConfig({ ...base, [name]: OWN, MAP_ATTRIBUTION: '© Regione Emilia-Romagna' });
      expect(config.mapTileUrl, name).toBe(OWN);
      expect(config.mapAttribution, name).toBe('© Regione Emilia-Romagna');
      // Another server's tiles carry no OpenStreetMap attribution unless given.
      expect(readConfig({ ...base, [name]: OWN }).mapAttribution, name).toBe('');
    }
    expect(
      readConfig({ ...base, MAP_TILE_URL: OWN, MAP_TILES_URL: 'https://other.example.org/{z}/{x}/{y}' }).mapTileUrl,
    ).toBe(OWN);
  });

  it('refuse an address that is no tile template, naming the setting', () => {
    for (const name of ['MAP_TILE_URL', 'MAP_TILES_URL']) {
      for (const bad of ['ftp://tiles.example.org/{z}/{x}/{y}', 'https://tiles.example.org/{z}/{x}.png']) {
        expect(() => readConfig({ ...base, [name]: bad })).toThrow(ConfigError);
        expect(() => readConfig({ ...base, [name]: bad })).toThrow(name);
      }
    }
  });
});
