/**
 * The pure logic of the permission grid (a role's abilities as rows of sections and columns of
 * actions): which cells a row has, whole-row and whole-column toggles, and the summary of what
 * the role can do. The rows come from the server (`data.permission`: prefix → ability → 0/1), so
 * a new schema's section appears with no change here.
 */
import { ABILITY_ACTIONS, type AbilityAction } from '#core/abilities';

export type PermissionMap = Readonly<Record<string, Readonly<Record<string, 0 | 1>>>>;

export interface GridRow {
  readonly prefix: string;
  readonly label: string;
  /** The ability of each column the section has (absent: the section has no such action). */
  readonly cells: Readonly<Partial<Record<AbilityAction, string>>>;
  /** Abilities beyond the five columns (`view-tag`). */
  readonly extras: readonly string[];
}

/**
 * The column an ability of a section stands for: its last word (`news-edit` → edit; also for
 * aliased prefixes, `osservatorio-edit` in the `newsim` row); other abilities (`view-tag`) are the
 * row's extras.
 */
function actionOf(ability: string): AbilityAction | null {
  const suffix = ability.slice(ability.lastIndexOf('-') + 1);
  return ABILITY_ACTIONS.find((action) => action === suffix) ?? null;
}

export function gridRows(permission: PermissionMap, labels: Readonly<Record<string, string>>): GridRow[] {
  return Object.entries(permission).map(([prefix, abilities]) => {
    const cells: Partial<Record<AbilityAction, string>> = {};
    const extras: string[] = [];
    for (const ability of Object.keys(abilities)) {
      const action = actionOf(ability);
      if (action !== null && cells[action] === undefined) cells[action] = ability;
      else extras.push(ability);
    }
    return { prefix, label: labels[prefix] ?? prefix, cells, extras };
  });
}

/** The abilities held in the grid (`1` cells). */
export function heldAbilities(permission: PermissionMap): Set<string> {
  const held = new Set<string>();
  for (const abilities of Object.values(permission)) {
    for (const [ability, value] of Object.entries(abilities)) if (value === 1) held.add(ability);
  }
  return held;
}

function rowAbilities(row: GridRow): string[] {
  return [
    ...ABILITY_ACTIONS.flatMap((action) => (row.cells[action] === undefined ? [] : [row.cells[action]])),
    ...row.extras,
  ];
}

/** Every ability of the row on, or (when all are on already) all off. */
export function toggleRow(held: ReadonlySet<string>, row: GridRow): Set<string> {
  const abilities = rowAbilities(row);
  const next = new Set(held);
  const allOn = abilities.every((ability) => held.has(ability));
  for (const ability of abilities) {
    if (allOn) next.delete(ability);
    else next.add(ability);
  }
  return next;
}

/** The column's ability on in every (shown) row that has it, or (when all are on) off in all. */
export function toggleColumn(held: ReadonlySet<string>, rows: readonly GridRow[], action: AbilityAction): Set<string> {
  const abilities = rows.flatMap((row) => (row.cells[action] === undefined ? [] : [row.cells[action]]));
  const next = new Set(held);
  const allOn = abilities.length > 0 && abilities.every((ability) => held.has(ability));
  for (const ability of abilities) {
    if (allOn) next.delete(ability);
    else next.add(ability);
  }
  return next;
}

export type RowState = 'all' | 'some' | 'none';

/**
 * The abilities of `row` that are held, in the row's order, as one string (space-separated): what
 * a memoised row is given, so it renders again when one of its own cells changes and not when
 * another row's does (the string is equal by value).
 */
export function rowHeld(held: ReadonlySet<string>, row: GridRow): string {
  return rowAbilities(row)
    .filter((ability) => held.has(ability))
    .join(' ');
}

/** The held abilities of `rowHeld` back as a set. */
export function heldSet(rowHeldText: string): ReadonlySet<string> {
  return new Set(rowHeldText === '' ? [] : rowHeldText.split(' '));
}

export function rowState(held: ReadonlySet<string>, row: GridRow): RowState {
  const abilities = rowAbilities(row);
  const on = abilities.filter((ability) => held.has(ability)).length;
  return on === 0 ? 'none' : on === abilities.length ? 'all' : 'some';
}

export function columnState(held: ReadonlySet<string>, rows: readonly GridRow[], action: AbilityAction): RowState {
  const abilities = rows.flatMap((row) => (row.cells[action] === undefined ? [] : [row.cells[action]]));
  const on = abilities.filter((ability) => held.has(ability)).length;
  return on === 0 ? 'none' : on === abilities.length ? 'all' : 'some';
}

/** How many abilities are held, on how many sections, and per column. */
export function summary(
  held: ReadonlySet<string>,
  rows: readonly GridRow[],
): { count: number; sections: number; perAction: Record<AbilityAction, number> } {
  const perAction = Object.fromEntries(ABILITY_ACTIONS.map((action) => [action, 0])) as Record<AbilityAction, number>;
  let count = 0;
  let sections = 0;
  for (const row of rows) {
    const abilities = rowAbilities(row).filter((ability) => held.has(ability));
    count += abilities.length;
    if (abilities.length > 0) sections += 1;
    for (const action of ABILITY_ACTIONS) {
      const ability = row.cells[action];
      if (ability !== undefined && held.has(ability)) perAction[action] += 1;
    }
  }
  return { count, sections, perAction };
}

/** Rows whose label or prefix contains `text` (case- and accent-insensitive). */
export function filterRows(rows: readonly GridRow[], text: string): GridRow[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(text.trim());
  if (wanted === '') return [...rows];
  return rows.filter((row) => fold(row.label).includes(wanted) || fold(row.prefix).includes(wanted));
}
