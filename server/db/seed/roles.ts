/**
 * The default roles. Abilities are computed, not listed: every entity of the generated registry
 * contributes `{ability}-{action}` for each action it allows, and the platform's own ability
 * families of the spec (platform.md and content.md, section 6) that no schema describes yet are
 * added from `PLATFORM_FAMILIES`. An entity's group is its schema's `abilityGroup`. A role grants
 * actions on groups of families (or on families by prefix), so a new content schema reaches the
 * editorial roles with no change here.
 */
import { rolesTable } from '../../../core/db/platform';
import {
  ABILITY_ACTIONS,
  ADMINISTRATOR_ROLE,
  CREATE_TAG_ABILITY,
  WILDCARD_ABILITY,
  abilityName,
  type AbilityAction,
  type AbilityGroup,
} from '../../../core/abilities';
import { entityNames, registry } from '../../../generated/registry';
import type { EntityMeta } from '../../../core/model';
import type { Executor } from '../client';

/** The abilities of one prefix (`news` → `news-view`, `news-create`...). */
export interface AbilityFamily {
  readonly prefix: string;
  readonly actions: readonly AbilityAction[];
  readonly group: AbilityGroup;
}

export interface RoleDefinition {
  readonly name: string;
  readonly title: string;
  readonly abilities: string[];
}

const ALL: readonly AbilityAction[] = ABILITY_ACTIONS;
const CRUD: readonly AbilityAction[] = ['view', 'create', 'edit', 'delete'];
const EDITING: readonly AbilityAction[] = ['view', 'create', 'edit'];

/**
 * Ability prefixes the spec names that no entity schema describes yet. When a schema with the same
 * ability prefix is added, the registry's entry (with the actions the schema allows) wins.
 */
const PLATFORM_FAMILIES: readonly AbilityFamily[] = [
  // "Categories and home settings: edit only, never delete" (platform.md section 6); content.md
  // lets category-edit also add, delete and reorder.
  { prefix: 'category', actions: ['view', 'edit'], group: 'categories' },
  { prefix: 'media', actions: CRUD, group: 'media' },
  { prefix: 'attachments', actions: ['view', 'create', 'delete'], group: 'media' },
  { prefix: 'homesettings', actions: ['view', 'edit'], group: 'settings' },
  { prefix: 'menu', actions: CRUD, group: 'settings' },
  { prefix: 'error404', actions: CRUD, group: 'settings' },
  { prefix: 'user', actions: CRUD, group: 'users' },
  // Editorial desks: "edit always, no delete".
  { prefix: 'redazioni', actions: ['view', 'create', 'edit'], group: 'users' },
];

/** Every ability family: the registry's entities, then the platform's that no schema covers. */
export function abilityFamilies(): AbilityFamily[] {
  const fromRegistry = entityNames.map((name): AbilityFamily => {
    const meta = registry[name].meta;
    return {
      prefix: meta.ability,
      actions: ABILITY_ACTIONS.filter((action) => meta.actions[action]),
      group: meta.abilityGroup,
    };
  });
  const covered = new Set(fromRegistry.map((family) => family.prefix));
  return [...fromRegistry, ...PLATFORM_FAMILIES.filter((family) => !covered.has(family.prefix))];
}

/** Actions granted on the families of a group, or on families named by prefix. */
type Grant =
  | { readonly group: AbilityGroup; readonly actions: readonly AbilityAction[] }
  | { readonly prefixes: readonly string[]; readonly actions: readonly AbilityAction[] };

interface RoleSpec {
  readonly name: string;
  readonly title: string;
  /** `*`: every ability (the administrator). */
  readonly grants: readonly Grant[] | typeof WILDCARD_ABILITY;
  readonly extra?: readonly string[];
}

/**
 * The one list of role definitions (names from the spec; titles and grants are our design, as the
 * spec shows no role's abilities). The editorial roles that do not manage categories or media
 * still read them (`category-view`, `media-view`): their editors' category and image pickers do;
 * the 'redazione' also uploads (`media-create`, `attachments-create`) but deletes nothing of the library.
 * No role but the administrator manages users, desks or site settings.
 */
const ROLE_SPECS: readonly RoleSpec[] = [
  { name: ADMINISTRATOR_ROLE, title: 'Amministratore', grants: WILDCARD_ABILITY },
  {
    name: 'redazione-regionale',
    title: 'Redazione regionale',
    grants: [
      { group: 'content', actions: ALL },
      { group: 'categories', actions: ['view', 'edit'] },
      { group: 'media', actions: ALL },
    ],
    extra: [CREATE_TAG_ABILITY],
  },
  {
    name: 'redazione',
    title: 'Redazione',
    grants: [
      { group: 'content', actions: EDITING },
      { group: 'categories', actions: ['view'] },
      // Their editors upload images and files where they write (the pickers' upload views).
      { prefixes: ['media', 'attachments'], actions: ['view', 'create'] },
    ],
  },
  {
    name: 'redazione-destinazione-turistica',
    title: 'Redazione destinazione turistica',
    grants: [
      { group: 'categories', actions: ['view'] },
      { prefixes: ['media'], actions: ['view'] },
    ],
  },
  {
    name: 'editor',
    title: 'Editor',
    grants: [
      { group: 'content', actions: ALL },
      { group: 'categories', actions: ['view'] },
      { group: 'media', actions: ALL },
    ],
    extra: [CREATE_TAG_ABILITY],
  },
];

function grantedAbilities(families: readonly AbilityFamily[], grant: Grant): string[] {
  const matching = families.filter((family) =>
    'group' in grant ? family.group === grant.group : grant.prefixes.includes(family.prefix),
  );
  return matching.flatMap((family) =>
    family.actions
      .filter((action) => grant.actions.includes(action))
      .map((action) => abilityName(family.prefix, action)),
  );
}

/** What the schemas grant a role besides its groups (`grants` in an entity schema). */
function schemaGrants(role: string): string[] {
  return entityNames.flatMap((name) => {
    const meta: EntityMeta = registry[name].meta;
    const actions = Object.hasOwn(meta.grants, role) ? (meta.grants[role] ?? []) : [];
    return actions.filter((action) => meta.actions[action]).map((action) => abilityName(meta.ability, action));
  });
}

/** The default roles with their abilities (sorted, without duplicates). */
export function defaultRoles(): RoleDefinition[] {
  const families = abilityFamilies();
  return ROLE_SPECS.map((spec) => {
    const abilities =
      spec.grants === WILDCARD_ABILITY
        ? [WILDCARD_ABILITY]
        : [
            ...new Set([
              ...spec.grants.flatMap((grant) => grantedAbilities(families, grant)),
              ...schemaGrants(spec.name),
              ...(spec.extra ?? []),
            ]),
          ].sort();
    return { name: spec.name, title: spec.title, abilities };
  });
}

/** Inserts the default roles that are missing (by name); an existing role is never modified. */
export async function seedRoles(db: Executor): Promise<string[]> {
  const existing = new Set((await db.select({ name: rolesTable.name }).from(rolesTable)).map((row) => row.name));
  // Checked first so that a start with every role present draws no serial id.
  const missing = defaultRoles().filter((role) => !existing.has(role.name));
  if (missing.length === 0) return [];
  const inserted = await db
    .insert(rolesTable)
    .values(missing)
    .onConflictDoNothing({ target: rolesTable.name })
    .returning({ name: rolesTable.name });
  return inserted.map((row) => row.name);
}
