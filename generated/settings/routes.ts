// Generated from schemas/settings/advanced.yaml, schemas/settings/home.yaml, schemas/settings/megamenu.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { Label } from '#core/model';
import type { SettingsScreen } from './registry';

/** A settings screen's route: what the router and the guard need, and the screen on demand. */
export interface SettingsRoute {
  readonly name: string;
  readonly route: string;
  readonly ability: string;
  readonly label: Label;
  readonly load: () => Promise<SettingsScreen>;
}

/** The route of every settings screen; the screen loads when it is opened. */
export const settingsRoutes: readonly SettingsRoute[] = [
  {
    name: 'advanced',
    route: 'home-settings-extra',
    ability: 'homesettings',
    label: { it: 'Impostazioni avanzate', en: 'Advanced settings' },
    load: async () => {
      const [meta, schema] = await Promise.all([import('./advanced/meta'), import('./advanced/schema')]);
      return {
        meta: meta.advancedSettingsMeta,
        validators: schema.advancedSettingsValidators,
        sections: schema.advancedSettingsSections,
      };
    },
  },
  {
    name: 'home',
    route: 'home-settings',
    ability: 'homesettings',
    label: { it: 'Home page', en: 'Home page' },
    load: async () => {
      const [meta, schema] = await Promise.all([import('./home/meta'), import('./home/schema')]);
      return {
        meta: meta.homeSettingsMeta,
        validators: schema.homeSettingsValidators,
        sections: schema.homeSettingsSections,
      };
    },
  },
  {
    name: 'megamenu',
    route: 'megamenu',
    ability: 'menu',
    label: { it: 'Mega menu', en: 'Mega menu' },
    load: async () => {
      const [meta, schema] = await Promise.all([import('./megamenu/meta'), import('./megamenu/schema')]);
      return {
        meta: meta.megamenuSettingsMeta,
        validators: schema.megamenuSettingsValidators,
        sections: schema.megamenuSettingsSections,
      };
    },
  },
];
