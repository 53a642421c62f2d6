/** The settings screen's conversions between `operations/settings` and the editor's form values. */
import { describe, expect, it } from 'vitest';
import { settingsScreens } from '../../generated/settings/registry';
import {
  copyLanguage,
  formPathOfError,
  itemOfSections,
  sectionNames,
  sectionsOfValues,
} from '../../app/runtime/settings/sections';
import { defaultsContext, storedItemValues } from '../../app/runtime/editor/values';
import { validateValues } from '../../app/runtime/editor/validation';

const screenWith = (section: string) => {
  const screen = settingsScreens.find((candidate) => sectionNames(candidate.meta).includes(section));
  if (!screen) throw new Error(`no screen with ${section}`);
  return screen;
};

describe('settings sections', () => {
  const advanced = screenWith('tdh');
  const home = screenWith('home');
  const megamenu = screenWith('megamenu');

  it('names per-language sections first, then the shared ones', () => {
    expect(sectionNames(advanced.meta)).toEqual(['app', 'footer', 'instagram_home', 'tdh']);
  });

  it('turns an answer into form values and back, every language present', () => {
    const data = {
      footer: { it: { copyright: '© Regione' } },
      tdh: { environment: 'production', production_secret: { set: true } },
    };
    const values = storedItemValues(advanced.meta, itemOfSections(advanced.meta, data), defaultsContext(1));
    expect(values.contents?.it?.footer).toMatchObject({ copyright: '© Regione', testo_sx: '' });
    expect(values.contents?.en?.footer).toMatchObject({ copyright: '' });
    expect(values.tdh).toMatchObject({ environment: 'production', production_secret: { set: true } });
    const sent = sectionsOfValues(advanced.meta, values);
    expect(Object.keys(sent)).toEqual(['app', 'footer', 'instagram_home', 'tdh']);
    expect(sent.footer).toEqual({ it: values.contents?.it?.footer, en: values.contents?.en?.footer });
    // The screen's own validators accept what an untouched screen sends.
    expect(validateValues(advanced.meta, advanced.validators, values, 'it')).toEqual({});
  });

  it('sends a single section as its value alone', () => {
    const values = storedItemValues(home.meta, itemOfSections(home.meta, {}), defaultsContext(1));
    expect(Object.keys(sectionsOfValues(home.meta, values))).toEqual(['it', 'en']);
  });

  it('starts the mega-menu with one blank entry per language, which must be filled', () => {
    const values = storedItemValues(megamenu.meta, itemOfSections(megamenu.meta, {}), defaultsContext(1));
    expect(values.contents?.it?.megamenu).toEqual({ elements: [{}] });
    expect(Object.keys(validateValues(megamenu.meta, megamenu.validators, values, 'it')).sort()).toEqual([
      'contents.en.megamenu.elements',
      'contents.it.megamenu.elements',
    ]);
  });

  it('maps server error paths to form paths', () => {
    expect(formPathOfError(home.meta, 'home.it.video.0.url')).toBe('contents.it.home.video.0.url');
    expect(formPathOfError(advanced.meta, 'tdh.environment')).toBe('tdh.environment');
    expect(formPathOfError(home.meta, 'home.de')).toBe('home.de');
    expect(formPathOfError(home.meta, 'section')).toBe('section');
  });

  it('copies the Italian contents into another language, leaving the rest', () => {
    const values = {
      tdh: { prefix: 'ER' },
      contents: { it: { footer: { copyright: 'A' } }, en: { footer: { copyright: 'B' } } },
    };
    const copied = copyLanguage(values, 'it', 'en');
    expect(copied.contents?.en).toEqual({ footer: { copyright: 'A' } });
    expect(copied.contents?.en).not.toBe(values.contents.it);
    expect(copied.tdh).toBe(values.tdh);
    expect(copyLanguage(values, 'it', 'it')).toBe(values);
  });
});
