/**
 * The schema language as users write it (YAML), checked by this meta-schema (each field by its
 * kind's own `input` schema in `kinds/<kind>/definition.ts`). Every problem is reported with the file and
 * line it comes from (see `validate.ts`). The normalised model the emitters read is `core/model.ts`.
 */
import { z } from 'zod';
import { ABILITY_ACTIONS, ABILITY_GROUPS } from '../core/abilities';
import { CONTENT_LANGUAGES } from '../core/languages';
import { MAX_DASHBOARD_ORDER, SEARCH_CALL_LIMITS } from '../core/limits';
import { STATUS_CODES } from '../core/statuses';
import { TDH_TYPES } from '../core/tdh';
import { COLUMN_KINDS, FILTER_KINDS, PLATFORM_ROLES, type FieldKind } from '../core/model';
import { FILTER_DEFINITIONS } from '../kinds/filters/registry.generator';
import { inputSchemaOf, KINDS } from './kinds';
import { fieldName, identifier, label, selectOption } from '../kinds/host/input';

/** One field as written. `kind` may be left out when the field overrides an included one. */
export interface FieldInput {
  readonly kind?: string | undefined;
  readonly [key: string]: unknown;
}

export type InputKind = FieldKind;
export const INPUT_KINDS = Object.keys(KINDS) as InputKind[];
export type { FieldInputOf } from './kinds';

/** The meta-schema of one complete field (after fragment overrides are merged): its kind's `input`. */
export function fieldSchema(kind: string): z.ZodType | null {
  return inputSchemaOf(kind);
}

/** Fields as written: a map name → field (a partial one when it overrides an included field). */
const fieldMap = z.record(fieldName, z.record(z.string(), z.unknown()));

const columnInput = z.strictObject({
  key: identifier,
  label,
  kind: z.enum(COLUMN_KINDS).optional(),
  sortable: z.boolean().optional(),
  empty: label.optional(),
  /** After the first of several values, this text (spec: the experiences' 'Bologna +  altri'). */
  more: label.optional(),
  /** A municipality column: each name followed by its short province (spec: the guides' 'Bologna (BO)'). */
  withProvince: z.boolean().optional(),
  source: z.string().optional(),
  /** A link column's route (`:name` from the row's columns) and text. */
  link: z
    .strictObject({
      route: z.string().regex(/^[a-z][a-z0-9-]*(\/(:[a-z_]+|[a-z][a-z0-9-]*))*$/),
      text: label,
    })
    .optional(),
});

/**
 * A list filter as written: the bare name of a kind that has one (`status`), or an object of a
 * kind's own meta-schema (`kinds/filters/<kind>/definition.ts`).
 */
const filterShorthands = FILTER_KINDS.filter((kind) => FILTER_DEFINITIONS[kind].shorthand !== null);
const filterObjects = FILTER_KINDS.flatMap(
  (kind) => FILTER_DEFINITIONS[kind].input?.({ identifier, label, selectOption }) ?? [],
);
const filterInput = z.union(
  [z.enum(FILTER_KINDS).refine((kind) => filterShorthands.includes(kind)), ...filterObjects],
  {
    error: `must be ${filterShorthands.map((kind) => `'${kind}'`).join(', ')} or an object {param, kind, label, field, main, mainParam, options}`,
  },
);

const cardInput = z.strictObject({
  card: identifier,
  title: label,
  fields: z.array(z.string().min(1)).min(1),
  collapsible: z.boolean().optional(),
});

export const entityInput = z.strictObject({
  entity: identifier,
  path: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/i, 'must be a relative path such as news or operations/tags')
    .optional(),
  route: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\/:[a-z][a-z_]*)*$/, 'must be one path segment such as news, then any :parameters')
    .optional(),
  /**
   * The editor's route when it is not `<route>/:id`: must hold `:id` and every parameter of the
   * list route (`luogo/:id/:code` for the list `punti-interesse/:code`).
   */
  editorRoute: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\/(:[a-z][a-z_]*|[a-z][a-z0-9-]*))*$/, 'must be a path such as luogo/:id/:code')
    .optional(),
  /**
   * The editor route's parameters filled from parameters of the list route of other names
   * (editor parameter: list parameter; `{ path: name_interest, theme: main }` for the list
   * `interessi-list/:main/:name_interest` and the editor `interessi/:id/:path/:theme`).
   */
  editorParams: z.record(z.string().regex(/^[a-z][a-z_]*$/), z.string().regex(/^[a-z][a-z_]*$/)).optional(),
  /**
   * A list route parameter that scopes the items: the list asks for them with `<param>=<value>`
   * (items whose `field` equals it; for a category field, items with that category or one below
   * it) and a new item starts with that value in `field` (a POI's collection `code`; an
   * interest's primary theme). The route must hold `:<param>`.
   */
  scope: z.strictObject({ param: z.string().regex(/^[a-z][a-z_]*$/), field: z.string().min(1) }).optional(),
  /**
   * Other addresses of the list and the editor that keep working (the spec's forms, bookmarked
   * by users: `download-list`, `download/:id/:path`); the editor's must have `:id`.
   */
  routeAliases: z
    .strictObject({
      list: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be one path segment')).optional(),
      editor: z
        .array(z.string().regex(/^[a-z][a-z0-9-]*\/:id(\/:[a-z]+)*$/, 'must be a path such as download/:id/:path'))
        .optional(),
    })
    .optional(),
  ability: z
    .string()
    .regex(/^[a-z][a-z0-9/_-]*$/)
    .optional(),
  actions: z
    .strictObject({
      view: z.boolean().optional(),
      create: z.boolean().optional(),
      edit: z.boolean().optional(),
      delete: z.boolean().optional(),
      publish: z.boolean().optional(),
    })
    .optional(),
  extraAbilities: z
    .strictObject({
      view: z.array(z.string().min(1)).optional(),
      create: z.array(z.string().min(1)).optional(),
      edit: z.array(z.string().min(1)).optional(),
      delete: z.array(z.string().min(1)).optional(),
      publish: z.array(z.string().min(1)).optional(),
    })
    .optional(),
  abilityGroup: z.enum(ABILITY_GROUPS).optional(),
  /** What the platform uses this entity's items for (`mediaLicences`: the licences of media items). */
  provides: z.array(z.enum(PLATFORM_ROLES)).optional(),
  /**
   * The items go to the national tourism data hub as this hub type (`core/tdh.ts`), with the hub's
   * type and difficulty categories from these shared category fields.
   */
  tdh: z
    .strictObject({
      type: z.enum(TDH_TYPES, { error: `must be one of the hub's types (${TDH_TYPES.join(', ')})` }),
      typeField: fieldName.optional(),
      difficultyField: fieldName.optional(),
    })
    .optional(),
  /**
   * The items' spoken audio (`core/audio.ts`, `GET entities/audio/{id}`): these fields read aloud,
   * in this order (texts per language, and lists whose entries' texts are per language).
   */
  audio: z.strictObject({ fields: z.array(fieldName).min(1).max(20) }).optional(),
  /** `POST {path}/search`: items by title, for reference fields (spec: `POST destination/search`). */
  searchCall: z
    .union([
      z.boolean(),
      z.strictObject({ minChars: z.number().int().min(SEARCH_CALL_LIMITS.minChars).max(SEARCH_CALL_LIMITS.keywords) }),
    ])
    .optional(),
  /** `POST {path}/{id}` saves like `PUT {path}/{id}` (spec: "PUT or POST operations/tags/{id}"). */
  updateByPost: z.boolean().optional(),
  /**
   * `GET {path}/combo`: `[{id, nome}]` of live items by title, optionally in a province, for
   * reference fields with `source: combo` (spec: `GET operatori/combo`).
   */
  comboCall: z
    .union([
      z.boolean(),
      z.strictObject({ minChars: z.number().int().min(SEARCH_CALL_LIMITS.minChars).max(SEARCH_CALL_LIMITS.keywords) }),
    ])
    .optional(),
  /**
   * `GET {path}/export/`: every live item (the list's columns) as a CSV file of this name (spec:
   * 'Esporta Tutti' over `GET iat/export/`, downloading iat.csv).
   */
  exportCall: z
    .strictObject({
      file: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]{0,60}\.csv$/, { error: 'must be a file name ending in .csv (iat.csv)' }),
    })
    .optional(),
  grants: z.record(z.string().min(1), z.array(z.enum(ABILITY_ACTIONS))).optional(),
  label: z.strictObject({ singular: label, plural: label }),
  /**
   * The entity's summary card on the dashboard: `order`, its place among the cards (the
   * platform's media 1 and users 9: `core/dashboard.ts`; none: after the placed cards), `label`
   * (default the plural) and `list`, the entity whose list the card opens when not its own (whose
   * route has parameters: a collection's POIs open the collections).
   */
  dashboard: z
    .strictObject({
      order: z.number().int().min(1).max(MAX_DASHBOARD_ORDER).optional(),
      label: label.optional(),
      list: identifier.optional(),
    })
    .optional(),
  languages: z.union([z.literal('none'), z.array(z.enum(CONTENT_LANGUAGES)).min(1)], {
    error: `must be 'none' or a list of content languages (${CONTENT_LANGUAGES.join(', ')})`,
  }),
  include: z.array(z.string().min(1)).optional(),
  omit: z.array(z.string().min(1)).optional(),
  titleField: z.string().optional(),
  contents: fieldMap.optional(),
  fields: fieldMap.optional(),
  list: z.strictObject({
    title: label,
    /** The heading over the list when not its title; `{param}`: a list route parameter's value. */
    heading: label.optional(),
    newButton: label,
    columns: z.array(columnInput).min(1),
    filters: z.array(filterInput).optional(),
    sort: z
      .string()
      .regex(/^[+-][a-z_][a-z0-9_.]*$/, 'must be +field or -field')
      .optional(),
    search: z.array(z.string().min(1)).optional(),
    pageSizes: z.array(z.number().int().positive()).min(1).optional(),
    defaultPageSize: z.number().int().positive().optional(),
    persist: z.boolean().optional(),
    bulkDelete: z.boolean().optional(),
    export: z.boolean().optional(),
    totalAt: z.enum(['meta', 'root']).optional(),
    /** The list's names of status codes (`0: { it: Disattivo, en: Inactive }`), instead of the platform's. */
    statusLabels: z.partialRecord(z.enum(STATUS_CODES.map(String) as [string, ...string[]]), label).optional(),
    /** Rows also carry `contents` per language (the listed per-language fields; spec: `GET licence`). */
    rowContents: z.boolean().optional(),
  }),
  editor: z.strictObject({
    title: label,
    /** The top bar's screen name on the editor route (spec: 'Gestione Evento'); default the list's title. */
    screenName: label.optional(),
    main: z.array(cardInput).min(1),
    side: z.array(cardInput).optional(),
    preview: z.boolean().optional(),
    dataHub: z.boolean().optional(),
    audio: z.boolean().optional(),
    saveDebounceMs: z.number().int().nonnegative().optional(),
    /**
     * A new item's canSave (spec content.md section 4: false in news and IAT, true in events):
     * false, it is saved at a status other than 1 until its first save. Default: whether the user
     * may publish, as the server answers for a stored item.
     */
    newItemCanSave: z.boolean().optional(),
    redazioneAccess: z.boolean().optional(),
    /** The ability action that opens the editor route (default view; place and destination: create). */
    requires: z.enum(['view', 'create', 'edit']).optional(),
    /**
     * The list edits the item's title in a dialog (spec: 'Gestione Luoghi', Nome, CHIUDI, INVIA)
     * saved by `POST {call}/{id}/{title}` (id -1 creates).
     */
    dialog: z
      .strictObject({ title: label, call: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be one path segment') })
      .optional(),
  }),
});

export type EntityInput = z.infer<typeof entityInput>;

/**
 * A settings screen (`schemas/settings/<name>.yaml`): its top-level fields are the sections of
 * `operations/settings` it edits (`contents`: held per language; `fields`: held once).
 */
export const settingsInput = z.strictObject({
  settings: identifier,
  route: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be one path segment such as home-settings'),
  ability: z.string().regex(/^[a-z][a-z0-9_-]*$/),
  label,
  languages: z.union([z.literal('none'), z.array(z.enum(CONTENT_LANGUAGES)).min(1)], {
    error: `must be 'none' or a list of content languages (${CONTENT_LANGUAGES.join(', ')})`,
  }),
  contents: fieldMap.optional(),
  fields: fieldMap.optional(),
  editor: z.strictObject({
    main: z.array(cardInput).min(1),
    side: z.array(cardInput).optional(),
  }),
});

export type SettingsInput = z.infer<typeof settingsInput>;

export const fragmentInput = z.strictObject({
  fragment: z.string().regex(/^[a-z][a-z0-9-]*$/),
  description: z.string().optional(),
  contents: fieldMap.optional(),
  fields: fieldMap.optional(),
  /**
   * Parts of the list and the editor the including entities share (two near-identical lists
   * and editors, the stay proposals'): each key an entity writes under its own `list` or
   * `editor` replaces the fragment's; the merged whole is checked as the entity's.
   */
  list: entityInput.shape.list.partial().optional(),
  editor: entityInput.shape.editor.partial().optional(),
});

export type FragmentInput = z.infer<typeof fragmentInput>;

const sidebarLink = z.strictObject({
  label: label.optional(),
  entity: identifier.optional(),
  action: z.enum(['list', 'new']).optional(),
  href: z.string().regex(/^\//).optional(),
  ability: z.union([z.string().min(1), z.literal(true)]).optional(),
  icon: z.string().optional(),
  pending: z.boolean().optional(),
  /** One link per child of this main category, built at run time: `href` holds `:id` and `:title`. */
  categoryChildren: z.number().int().nonnegative().optional(),
});

export const sidebarInput = z.strictObject({
  sidebar: z.array(
    z.strictObject({
      label,
      icon: z.string(),
      ability: z.union([z.string().min(1), z.literal(true)]).optional(),
      children: z.array(sidebarLink).min(1),
    }),
  ),
});

export type SidebarInput = z.infer<typeof sidebarInput>;
export type SidebarLinkInput = z.infer<typeof sidebarLink>;
