/**
 * The one place that decides whether a user may do something. Used by the server on every route
 * and by the admin to show or hide links, buttons and row actions.
 */
export const ABILITY_ACTIONS = ['view', 'create', 'edit', 'delete', 'publish'] as const;
export type AbilityAction = (typeof ABILITY_ACTIONS)[number];

/**
 * What a family of abilities is about, for granting it to roles in bulk: an entity schema's
 * `abilityGroup` (default `content`), or a platform family of the roles seed.
 */
export const ABILITY_GROUPS = ['content', 'categories', 'media', 'settings', 'users'] as const;
export type AbilityGroup = (typeof ABILITY_GROUPS)[number];

export const ADMINISTRATOR_ROLE = 'administrator';
export const WILDCARD_ABILITY = '*';
/** Lets a user create new tags by typing in a tag field. */
export const CREATE_TAG_ABILITY = 'view-tag';

/** Ability prefixes that are spelled differently from the path they guard (spec: newsim → observatory). */
export const ABILITY_ALIASES: Readonly<Record<string, string>> = {
  newsim: 'osservatorio',
};

/** What the server and the admin know of a user when checking abilities. */
export interface AbilityHolder {
  readonly roles: Readonly<Record<string, unknown>>;
  readonly abilities: Readonly<Record<string, unknown>>;
}

/** The ability string for an action on an entity prefix: `news` + `edit` → `news-edit`. */
export function abilityName(prefix: string, action: AbilityAction): string {
  return `${ABILITY_ALIASES[prefix] ?? prefix}-${action}`;
}

export function isAdministrator(user: AbilityHolder): boolean {
  return Object.prototype.hasOwnProperty.call(user.roles, ADMINISTRATOR_ROLE);
}

function holds(user: AbilityHolder, ability: string): boolean {
  const value = user.abilities[ability];
  return value !== undefined && value !== null && value !== false && value !== 0;
}

/** True when the user is an administrator, holds `*`, or holds the named ability. */
export function can(user: AbilityHolder | null | undefined, ability: string): boolean {
  if (!user) return false;
  return isAdministrator(user) || holds(user, WILDCARD_ABILITY) || holds(user, ability);
}

/** True when any of the named abilities passes. */
export function canAny(user: AbilityHolder | null | undefined, abilities: readonly string[]): boolean {
  return abilities.some((ability) => can(user, ability));
}

/** What an entity allows at all, whoever asks (tags are never deletable, desks never deleted). */
export interface EntityAbilities {
  readonly ability: string;
  readonly actions: Readonly<Record<AbilityAction, boolean>>;
  /** Abilities that also allow an action, beside `{ability}-{action}`. */
  readonly extraAbilities?: Readonly<Partial<Record<AbilityAction, readonly string[]>>>;
}

/** True when the entity allows the action and the user holds its ability. */
export function canOnEntity(
  user: AbilityHolder | null | undefined,
  entity: EntityAbilities,
  action: AbilityAction,
): boolean {
  if (!entity.actions[action]) return false;
  return can(user, abilityName(entity.ability, action)) || canAny(user, entity.extraAbilities?.[action] ?? []);
}

/** True when the user may take any of `actions` on the entity (an editor's uploads: create or edit). */
export function canSomeOnEntity(
  user: AbilityHolder | null | undefined,
  entity: EntityAbilities,
  actions: readonly AbilityAction[],
): boolean {
  return actions.some((action) => canOnEntity(user, entity, action));
}

/**
 * The restricted editorial role (spec section 6: routes "where the role family 'redazione' is set
 * to no access"). Our reading: the family is the role named 'redazione'; 'redazione-regionale' and
 * 'redazione-destinazione-turistica' edit news and webcams, so they are not in it.
 */
export const REDAZIONE_ROLE = 'redazione';
/** The role that sees the reduced dashboard (logo and title only). */
export const DESTINATION_DESK_ROLE = 'redazione-destinazione-turistica';

function hasRole(user: AbilityHolder, role: string): boolean {
  return Object.prototype.hasOwnProperty.call(user.roles, role);
}

/** True for a user of the restricted 'redazione' family who is not also an administrator. */
export function inRedazioneFamily(user: AbilityHolder | null | undefined): boolean {
  return !!user && !isAdministrator(user) && hasRole(user, REDAZIONE_ROLE);
}

/** True when the user gets the reduced dashboard (and is not an administrator). */
export function hasReducedDashboard(user: AbilityHolder | null | undefined): boolean {
  return !!user && !isAdministrator(user) && hasRole(user, DESTINATION_DESK_ROLE);
}
