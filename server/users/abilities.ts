/**
 * The permission grid of roles (platform.md section 3: one row per entity, columns view, create,
 * edit, delete, publish) and the set of abilities a role may hold. Both come from
 * `abilityFamilies()` — the generated registry's entities plus the platform's own families — so a
 * new schema appears in the grid with no other change, and an ability an entity does not have
 * (delete on categories, home settings and desks) is never offered nor accepted.
 */
import { ABILITY_ACTIONS, abilityName, CREATE_TAG_ABILITY } from '#core/abilities';
import type { UiLanguage } from '#core/languages';
import { entityNames, registry } from '../../generated/registry';
import { abilityFamilies, type AbilityFamily } from '../db/seed/roles';

/** Names of the platform's families that no schema describes (rows of the grid). */
const PLATFORM_LABELS: Readonly<Record<string, { it: string; en: string }>> = {
  event: { it: 'Eventi', en: 'Events' },
  iat: { it: 'IAT', en: 'Information offices' },
  itinerary: { it: 'Itinerari', en: 'Itineraries' },
  viaemilia: { it: 'Via Emilia', en: 'Via Emilia' },
  interessi: { it: 'Interessi', en: 'Interests' },
  page: { it: 'Pagine', en: 'Pages' },
  blog: { it: 'Blog', en: 'Blog' },
  osservatorio: { it: 'Osservatorio', en: 'Observatory' },
  esperienze: { it: 'Esperienze', en: 'Experiences' },
  operatori: { it: 'Operatori', en: 'Operators' },
  category: { it: 'Categorie', en: 'Categories' },
  media: { it: 'Immagini', en: 'Images' },
  attachments: { it: 'File', en: 'Files' },
  homesettings: { it: 'Impostazioni home', en: 'Home settings' },
  menu: { it: 'Menu', en: 'Menus' },
  error404: { it: 'Redirect 404', en: '404 redirects' },
  user: { it: 'Utenti e ruoli', en: 'Users and roles' },
  redazioni: { it: 'Redazioni', en: 'Editorial desks' },
};

/**
 * Abilities beyond `{prefix}-{action}`, each shown in the row its name ends with: `view-tag`
 * (adding new tags in tag fields) in the row of the `tag` prefix.
 */
const EXTRA_ABILITIES: readonly string[] = [CREATE_TAG_ABILITY];

function extrasOf(prefix: string): string[] {
  return EXTRA_ABILITIES.filter((ability) => ability.slice(ability.indexOf('-') + 1) === prefix);
}

export interface PermissionRow {
  readonly prefix: string;
  /** Full ability names of the row, in column order, then the row's extra abilities. */
  readonly abilities: readonly string[];
}

/** The rows of the grid, in the registry's order then the platform's. */
export function permissionRows(): PermissionRow[] {
  return abilityFamilies().map((family: AbilityFamily) => ({
    prefix: family.prefix,
    abilities: [
      ...ABILITY_ACTIONS.filter((action) => family.actions.includes(action)).map((action) =>
        abilityName(family.prefix, action),
      ),
      ...extrasOf(family.prefix),
    ],
  }));
}

/** Every ability a role may be given (the grid's cells). */
export function knownAbilities(): ReadonlySet<string> {
  return new Set(permissionRows().flatMap((row) => row.abilities));
}

/** The grid with the role's abilities set to 1 (`data.permission`) and the rows' names. */
export function permissionGrid(
  held: readonly string[],
  language: UiLanguage,
): { permission: Record<string, Record<string, 0 | 1>>; labels: Record<string, string> } {
  const holds = new Set(held);
  const permission: Record<string, Record<string, 0 | 1>> = {};
  const labels: Record<string, string> = {};
  const entityLabels = new Map<string, string>(
    entityNames.map((name) => [registry[name].meta.ability, registry[name].meta.label.plural[language]]),
  );
  for (const row of permissionRows()) {
    permission[row.prefix] = Object.fromEntries(
      row.abilities.map((ability): [string, 0 | 1] => [ability, holds.has(ability) ? 1 : 0]),
    );
    labels[row.prefix] = entityLabels.get(row.prefix) ?? PLATFORM_LABELS[row.prefix]?.[language] ?? row.prefix;
  }
  return { permission, labels };
}
