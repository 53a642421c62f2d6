// Generated from schemas/settings/advanced.yaml, schemas/settings/home.yaml, schemas/settings/megamenu.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { SettingsMeta } from '#core/model';
import type { ZodType } from 'zod';
import type { EntityValidators } from '#core/validation';
import { advancedSettingsMeta } from './advanced/meta';
import { advancedSettingsValidators, advancedSettingsSections } from './advanced/schema';
import { homeSettingsMeta } from './home/meta';
import { homeSettingsValidators, homeSettingsSections } from './home/schema';
import { megamenuSettingsMeta } from './megamenu/meta';
import { megamenuSettingsValidators, megamenuSettingsSections } from './megamenu/schema';

/** A settings screen: its model, its form validators and the validator of each section. */
export interface SettingsScreen {
  readonly meta: SettingsMeta;
  readonly validators: EntityValidators;
  readonly sections: Readonly<Record<string, ZodType>>;
}

/** Every settings screen, by schema name order. */
export const settingsScreens: readonly SettingsScreen[] = [
  { meta: advancedSettingsMeta, validators: advancedSettingsValidators, sections: advancedSettingsSections },
  { meta: homeSettingsMeta, validators: homeSettingsValidators, sections: homeSettingsSections },
  { meta: megamenuSettingsMeta, validators: megamenuSettingsValidators, sections: megamenuSettingsSections },
];
