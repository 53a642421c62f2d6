/**
 * The sections of `operations/settings`: the top-level fields of the settings schemas
 * (`generated/settings/registry.ts`), each with its screen (abilities, validators).
 */
import type { FieldMeta } from '#core/model';
import { settingsScreens, type SettingsScreen } from '../../generated/settings/registry';

export interface Section {
  readonly name: string;
  readonly field: FieldMeta;
  readonly screen: SettingsScreen;
}

/** Every section by name (names are unique across the settings schemas: the generator checks). */
export const SECTIONS: ReadonlyMap<string, Section> = new Map(
  settingsScreens.flatMap((screen) =>
    [...screen.meta.contents, ...screen.meta.fields].map((field) => [field.name, { name: field.name, field, screen }]),
  ),
);

/** Whether a field is a secret or holds one (in a group, at any depth). */
export function holdsSecret(field: FieldMeta): boolean {
  if (field.kind === 'secret') return true;
  return field.kind === 'group' && field.fields.some(holdsSecret);
}
