/**
 * The normalised entity model: what the generator's normalise stage produces from the YAML
 * schemas, with every default resolved. Emitters read it; generated `meta.ts` files are this
 * model as data (`satisfies EntityMeta`), so the admin runtime and the server read the same
 * shape. The YAML-shaped input type lives in `generator/input.ts`.
 */
import type { AbilityAction, AbilityGroup } from './abilities';
import type { LanguageCode } from './languages';
import type { RelationName } from './relations';
import type { TdhType } from './tdh';

/** A text in the two UI languages. */
export interface Label {
  readonly it: string;
  readonly en: string;
}

/** When a field must have a value. `publish`: only in a language saved with status 1. */
export type RequiredWhen = 'never' | 'always' | 'publish' | 'unpublished';

export interface FieldBase<K extends string> {
  readonly kind: K;
  /** The property name inside its parent (an item, a language's contents, a group). */
  readonly name: string;
  /** Dotted path from the language contents or the item root: `google.title`. */
  readonly path: string;
  readonly label: Label;
  /** Held per language (in `contents[lang]`) rather than once for the item. */
  readonly perLanguage: boolean;
  readonly required: RequiredWhen;
  /** Shown but never edited in the admin (and ignored by the server on save). */
  readonly readOnly: boolean;
  readonly help: Label | null;
  /** A field held once that the editor shows only on these languages' pages; absent: on every page. */
  readonly languages?: readonly LanguageCode[];
  /**
   * A member of a group or list entry shown only while a sibling holds one of some values; hidden,
   * its value is neither validated nor saved. Absent: always shown.
   */
  readonly visibleWhen?: VisibleWhen;
}

/** The condition a member is shown on: its sibling `field` holds one of `values`. */
export interface VisibleWhen {
  /** A sibling member's name (in the same group or list entry). */
  readonly field: string;
  readonly values: readonly (string | number | boolean)[];
}

export type TextFormat = 'url' | 'email' | 'phone';

export interface TextPattern {
  /** A JavaScript regular expression source, anchored by the emitter. */
  readonly regex: string;
  /** A validation message key of `core/messages.ts`. */
  readonly message: string;
}

interface TextLike {
  /** Maximum length after trimming; the spec's defaults are 524288 (text) and 300 (textarea). */
  readonly max: number;
  readonly min: number;
  readonly trim: boolean;
  readonly format: TextFormat | null;
  readonly pattern: TextPattern | null;
  /** Shows the remaining characters under the input. */
  readonly counter: boolean;
  /**
   * Sibling fields (same item or language) whose trimmed values, joined by a space, make this
   * field's value: written by the server on every save (a guide's title from its first and last
   * name); null for typed fields.
   */
  readonly compose: readonly string[] | null;
}

export interface TextField extends FieldBase<'text'>, TextLike {}
export interface TextareaField extends FieldBase<'textarea'>, TextLike {}
export interface RichTextField extends FieldBase<'richtext'>, TextLike {}

export interface SlugField extends FieldBase<'slug'> {
  /** The field the slug is filled from when left empty (a sibling, normally `title`). */
  readonly from: string;
  readonly max: number;
  /** Unique per entity and language (checked by the server). */
  readonly unique: boolean;
}

export interface NumberField extends FieldBase<'number'> {
  readonly integer: boolean;
  readonly min: number | null;
  readonly max: number | null;
  readonly default: number | null;
}

export interface BooleanField extends FieldBase<'boolean'> {
  readonly default: boolean;
}

export interface DateField extends FieldBase<'date'> {
  /** `now`: today's date for new items. */
  readonly default: 'now' | null;
}

export interface DateTimeField extends FieldBase<'datetime'> {
  readonly default: 'now' | null;
}

/** A time of day `HH:mm` (00:00-23:59), '' for none. */
export interface TimeField extends FieldBase<'time'> {
  /**
   * A sibling time (same group or list entry) this one must be strictly later than when both are
   * set (an opening's end after its start); null: no such rule.
   */
  readonly after: string | null;
}

export interface SelectOption {
  readonly value: string | number;
  readonly label: Label;
  readonly disabled: boolean;
}

export interface SelectField extends FieldBase<'select'> {
  readonly options: readonly SelectOption[];
  readonly default: string | number | null;
  readonly multiple: boolean;
}

export interface CategoryField extends FieldBase<'category'> {
  /** Main category id whose tree the picker offers (spec section 9). */
  readonly main: number;
  readonly multiple: boolean;
  /** One chosen category is marked primary. */
  readonly primary: boolean;
  /** Most categories that may be chosen (default: core/limits.ts). */
  readonly max: number;
}

export interface MunicipalitiesField extends FieldBase<'municipalities'> {
  readonly multiple: boolean;
  /** Most municipalities chosen (with `multiple`). */
  readonly max: number;
  /** Most municipalities shown as chips before '+N' (spec: 10). */
  readonly shown: number;
  /** Typed characters before the search starts, and its pause in ms. */
  readonly minChars: number;
  readonly debounceMs: number;
}

/** Items of other entities chosen with the entity picker: `[{type, id, title}]`, in order. */
export interface EntityField extends FieldBase<'entity'> {
  /** Entity types that may be picked (`entity_type` of `GET entities/list`); default every entity. */
  readonly types: readonly string[];
  /** Items at most (spec: 5 by default). */
  readonly limit: number;
}

/** An entity's title search, `POST {path}/search` (`searchCall`) or its combo lookup (`comboCall`). */
export interface SearchCallMeta {
  /** The shortest keywords searched; shorter ones find nothing (spec: 2, the IAT search 3). */
  readonly minChars: number;
}

/**
 * Where a reference field's combo finds items: `search`, the title search `POST {path}/search`
 * (`{id, title, comune}`); `combo`, the lookup `GET {path}/combo` (`{id, nome}`, with an optional
 * province: spec content.md section 7, `GET operatori/combo`).
 */
export type ReferenceSource = 'search' | 'combo';

/**
 * One item of another entity, chosen by searching its title: `{id, name}` (a POI's destination);
 * with `multiple`, several (`[{id, name}]`: an experience's operators).
 */
export interface ReferenceField extends FieldBase<'reference'> {
  /** The entity referred to (it answers `POST {path}/search`, or `GET {path}/combo`). */
  readonly entity: string;
  /** The call the combo finds items with. */
  readonly source: ReferenceSource;
  /** Several items: the value is a list `[{id, name}]` of at most `max` items (else one or null). */
  readonly multiple: boolean;
  /** Most items of a multiple reference (1 for a single one). */
  readonly max: number;
  /** The widget offers a province select narrowing the combo (`source: combo` only). */
  readonly province: boolean;
  /** The referred entity's shortest keywords searched (its `searchCall` or `comboCall`). */
  readonly minChars: number;
  /** Matches shown at a time. */
  readonly shown: number;
  /** The text shown before enough is typed. */
  readonly hint: Label | null;
}

export interface ImagesField extends FieldBase<'images'> {
  readonly max: number;
  /** Exactly one image is the cover. */
  readonly cover: boolean;
  readonly minLongestSide: number;
}

export interface FilesField extends FieldBase<'files'> {
  /** Accepted MIME types or extensions; empty accepts every type. */
  readonly accept: readonly string[];
  readonly max: number;
  /** Message key shown when a file of another type is chosen. */
  readonly acceptMessage: string;
  readonly maxBytes: number;
}

export const CONTACT_TYPES = ['email', 'website', 'telephone', 'fax', 'whatsapp'] as const;

/** The value a new contact row starts with, per type (content.md section 3, "Contact"). */
export const CONTACT_DEFAULTS: Readonly<Record<(typeof CONTACT_TYPES)[number], string>> = {
  email: '@',
  website: 'https://',
  telephone: '+39 ',
  fax: '+39 ',
  whatsapp: '',
};
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The name of each contact type in the UI languages: the admin's type select, the server's preview page. */
export const CONTACT_TYPE_NAMES: Readonly<Record<ContactType, { readonly it: string; readonly en: string }>> = {
  email: { it: 'Email', en: 'Email' },
  website: { it: 'Sito web', en: 'Website' },
  telephone: { it: 'Telefono', en: 'Telephone' },
  fax: { it: 'Fax', en: 'Fax' },
  whatsapp: { it: 'WhatsApp', en: 'WhatsApp' },
};

export interface ContactsField extends FieldBase<'contacts'> {
  readonly types: readonly ContactType[];
  readonly max: number;
}

export interface AddressField extends FieldBase<'address'> {
  /** Shows the map and the geocoding button. */
  readonly map: boolean;
  /** Latitude and longitude must be present (spec: they are required). */
  readonly requireCoordinates: boolean;
  /** Several addresses (info points) rather than one. */
  readonly multiple: boolean;
}

/** A non-repeating set of named sub-fields stored as one object (`google`, `social`, `webcam`). */
export interface GroupField extends FieldBase<'group'> {
  readonly fields: readonly FieldMeta[];
}

/** A repeatable, ordered list of entries with nested fields (stops, stages, paragraphs...). */
export interface ListField extends FieldBase<'list'> {
  readonly fields: readonly FieldMeta[];
  readonly min: number;
  readonly max: number;
  readonly sortable: boolean;
  /** The entry field shown as the entry's title in its accordion. */
  readonly itemTitle: string | null;
  /** Confirmation text key asked before removing an entry. */
  readonly confirmRemove: boolean;
  /** The add button's text ('Aggiungi voce'); null: 'Aggiungi'. */
  readonly addLabel: Label | null;
  /** Each entry can be folded to its title (the mega-menu's entries). */
  readonly collapsible: boolean;
  /**
   * The entries are an accordion: one panel open at a time, a new entry opens and folds the
   * others, a single entry is shown open with no title nor remove button (an event's stages).
   */
  readonly accordion: boolean;
  /** An entry's name while it has no title, numbered: 'Tappa 2'; null: 'Elemento 2'. */
  readonly entryLabel: Label | null;
  /**
   * A text member (held once) no two entries may repeat, compared trimmed and case-insensitively
   * ('Valore ripetuto' on the repeating entry's member); null: entries may repeat.
   */
  readonly uniqueBy: string | null;
  /**
   * The list is `max` slots, all shown and padded with blank ones (spec: the home's five video
   * slots); a blank slot is no entry: its members' rules do not apply and it is not stored.
   */
  readonly slots?: true;
}

export interface ParamsField extends FieldBase<'params'> {
  /** Sent to the server as JSON text rather than an object. */
  readonly asJsonText: boolean;
  readonly max: number;
}

export interface PortalField extends FieldBase<'portal'> {
  /** Portal ids only some roles may tick (spec: Emilia-Romagna, id 1, for regional editors). */
  readonly restricted: readonly { readonly id: number; readonly roles: readonly string[] }[];
}

export type AuthorField = FieldBase<'author'>;

export interface StatusField extends FieldBase<'status'> {
  readonly default: number;
  /** A note field shown at status 7 (Non accettato), where it is required. */
  readonly noteField: string | null;
}

/**
 * A write-only value (a client secret of an integration): answers never carry it, only
 * `{set: true|false}`; a save sends a new value as text, or `{set}` back to keep (true) or clear
 * (false) the stored one.
 */
export interface SecretField extends FieldBase<'secret'> {
  readonly max: number;
}

export interface TagsField extends FieldBase<'tags'> {
  /** Ability that lets a user create tags by typing (spec: view-tag). */
  readonly createAbility: string;
  readonly max: number;
}

/**
 * The days of an event stage (content.md section 3, "Event stage and ticketing"), usable by any
 * entity: `{start, end, includes, excludes, weekdays, moreInfo}` (wire dates `YYYY-MM-DD`; `end`
 * '' for the start day only; `weekdays` the flags lun..dom, 0 or 1), stored as JSON. Its days are
 * `occurrences()` of `core/occurrences.ts`.
 */
export interface ScheduleField extends FieldBase<'schedule'> {
  /** Longest range start..end in days (default `SCHEDULE_LIMITS.days`). */
  readonly maxDays: number;
  /** Most included days, and most excluded days. */
  readonly maxDates: number;
  /** Characters of `moreInfo` after trimming. */
  readonly moreInfoMax: number;
}

export type FieldMeta =
  | TextField
  | TextareaField
  | RichTextField
  | SlugField
  | NumberField
  | BooleanField
  | DateField
  | DateTimeField
  | TimeField
  | SelectField
  | CategoryField
  | MunicipalitiesField
  | EntityField
  | ReferenceField
  | ImagesField
  | FilesField
  | ContactsField
  | AddressField
  | GroupField
  | ListField
  | ParamsField
  | PortalField
  | AuthorField
  | StatusField
  | SecretField
  | ScheduleField
  | TagsField;

export type FieldKind = FieldMeta['kind'];
export type FieldOfKind<K extends FieldKind> = Extract<FieldMeta, { kind: K }>;

/** How an entity's items go to the data hub (`tdh` in its schema). */
export interface TdhMeta {
  /** The hub's item type, also the waiting and sent lists' type filter (`core/tdh.ts`). */
  readonly type: TdhType;
  /** The shared category field holding the hub's type category (main 50082), if any. */
  readonly typeField: string | null;
  /** The shared category field holding the hub's difficulty category (main 50095), if any. */
  readonly difficultyField: string | null;
}

/** How an entity's items are read aloud (`audio` in its schema; issue #34, `core/audio.ts`). */
export interface AudioMeta {
  /**
   * The fields read, in this order: the item's texts per language (text, textarea, rich text),
   * and lists whose entries' texts are per language (an article's paragraphs: each entry's texts
   * in the order of its members).
   */
  readonly fields: readonly string[];
}

/** The platform roles an entity can fill (`provides` in its schema). */
export const PLATFORM_ROLES = ['mediaLicences', 'userDestinations'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/**
 * Where the entity providing `mediaLicences` holds a licence's versions, which a media item names
 * with its licence (platform.md section 5): a shared list field `field` whose entries hold the
 * version's name in the text member `member`, of at most `maxLength` characters. The generator
 * refuses a provider without it.
 */
export const MEDIA_LICENCE_VERSIONS = {
  field: 'versions',
  member: 'name',
  /** Characters of a version's name at most: the member's `max`, and the media item's bound. */
  maxLength: 50,
} as const;

/**
 * The column kinds (what a list column shows): one folder each under `kinds/columns/`, and this one
 * list, from which `npm run generate` emits every host's registry of their parts
 * (`kinds/columns/registry.*.ts`, never edited by hand); it refuses a listed kind missing a part.
 */
export const COLUMN_KINDS = [
  'id',
  'text',
  'date',
  'statuses',
  'languages',
  'municipality',
  'province',
  'category',
  'count',
  'url',
  'street',
  'link',
  'actions',
  'nextdate',
] as const;

export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Column keys the server computes for every row rather than reading a field, with their kind. */
export const COMPUTED_COLUMNS: Readonly<Record<string, ColumnKind>> = {
  id: 'id',
  statuses: 'statuses',
  languages: 'languages',
  actions: 'actions',
  count: 'count',
  permalink: 'url',
};

export interface ListColumn {
  /** The row property it shows (`id`, `title`, `comune`...). */
  readonly key: string;
  readonly label: Label;
  readonly kind: ColumnKind;
  readonly sortable: boolean;
  /** Text shown when the row has no value (spec: 'assente'). */
  readonly empty: Label | null;
  /**
   * Text shown after the first of several values, which then are the row's value as a list (spec:
   * the experiences' COMUNE, 'Bologna +  altri'); null: the first value's text as the server gives it.
   */
  readonly more: Label | null;
  /** A municipality column: each name followed by its short province (`Bologna (BO)`). */
  readonly withProvince: boolean;
  /** Where the server reads the value: a field path, or null for computed columns. */
  readonly source: string | null;
  /**
   * A `link` column: a fixed text linking to an admin route whose `:name` parameters are the
   * row's values of those column keys (`punti-interesse/:code`: a collection's POIs).
   */
  readonly link: { readonly route: string; readonly text: Label } | null;
}

/**
 * The filter kinds: one folder each under `kinds/filters/`, and this one list, from which
 * `npm run generate` emits every host's registry of their parts (`kinds/filters/registry.*.ts`,
 * never edited by hand); it refuses a listed kind missing a part.
 * `scope`: the value of a list route parameter (`scope` in the schema), never a control of its own;
 * `reference`: an item of another entity, read from a reference field (the POI list's destination);
 * `daterange`: the items with an occurrence day in a range (`core/occurrence-days.ts`).
 */
export const FILTER_KINDS = [
  'keywords',
  'status',
  'category',
  'province',
  'municipality',
  'select',
  'text',
  'scope',
  'reference',
  'daterange',
] as const;

export type FilterKind = (typeof FILTER_KINDS)[number];

export interface ListFilter {
  /** The query parameter (`keywords`, `stato`, `comune`, `provincia`, `destinazione`, `tema`...). */
  readonly param: string;
  readonly kind: FilterKind;
  readonly label: Label;
  /** The field the filter applies to (category, municipality, reference or text filters). */
  readonly field: string | null;
  /** Main category id offered by a category filter. */
  readonly main: number | null;
  /**
   * A category filter's main category taken from this list route parameter (an interest list's
   * `:main`), `main` while the route has none; null: `main` alone.
   */
  readonly mainParam: string | null;
  readonly options: readonly SelectOption[];
}

export interface SortOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ListMeta {
  readonly title: Label;
  /**
   * The list's heading when it is not its title, each `{param}` the list route's parameter
   * (`Interessi - {name_interest}`); null: the title.
   */
  readonly heading: Label | null;
  readonly newButton: Label;
  readonly columns: readonly ListColumn[];
  readonly filters: readonly ListFilter[];
  readonly defaultSort: SortOrder;
  /** Fields the list may be sorted by (`orderBy`), `id` always included. */
  readonly sortable: readonly string[];
  /** Fields the keyword box searches. */
  readonly search: readonly string[];
  readonly pageSizes: readonly number[];
  readonly defaultPageSize: number;
  /** Page, size, sort and filters are kept in local storage and restored on return. */
  readonly persistState: boolean;
  readonly bulkDelete: boolean;
  readonly export: boolean;
  /** Where the list answer carries the total: `meta` (`meta.total`) or `root` (`total`). */
  readonly totalAt: 'meta' | 'root';
  /**
   * The list's own names of some status codes, shown by its status badges and status filter
   * instead of the platform's (spec: the events list's Disattivo, Attivo, Bozza, Da validare, Da
   * rivalidare for 0-4); absent: the platform's names.
   */
  readonly statusLabels?: Readonly<Partial<Record<string, Label>>>;
  /**
   * Each row also carries `contents`: per language, the listed per-language fields (title, slug,
   * status and the columns' sources), as the spec's licence list answers (`data[]` with
   * per-language contents); absent: the row speaks one language only.
   */
  readonly rowContents?: true;
}

export interface EditorCard {
  readonly key: string;
  readonly title: Label;
  /** Field paths shown in the card, in order. */
  readonly fields: readonly string[];
  readonly collapsible: boolean;
}

export interface EditorMeta {
  /** The noun in 'Inserimento X' / 'Modifica X'. */
  readonly title: Label;
  /** The top bar's screen name on the editor route (spec: 'Gestione Evento'); absent: the list's title. */
  readonly screenName?: Label;
  readonly main: readonly EditorCard[];
  readonly side: readonly EditorCard[];
  readonly preview: boolean;
  readonly dataHub: boolean;
  readonly audio: boolean;
  readonly saveDebounceMs: number;
  /**
   * A new item's canSave (spec: false in news and IAT, true in events); null: whether the user may
   * publish, as the server answers for a stored item.
   */
  readonly newItemCanSave: boolean | null;
  /** False: the editor route is closed to the restricted editorial role family (spec section 6). */
  readonly redazioneAccess: boolean;
  /** The action whose ability opens the editor route (spec section 6: place-create for places). */
  readonly requires: 'view' | 'create' | 'edit';
  /**
   * The list edits the title in a dialog titled `title`, saved by `POST {call}/{id}/{title}` (id
   * -1 creates; spec: the POI collections' 'Gestione Luoghi' over `set-luogo`); null: no dialog.
   */
  readonly dialog: { readonly title: Label; readonly call: string } | null;
}

/** A relation table of the entity (see `core/relations.ts`) and the fields stored in it. */
export interface RelationMeta {
  readonly relation: RelationName;
  /** The SQL name of the entity's relation table (`news_categories`). */
  readonly table: string;
  /** The column holding the related id. */
  readonly column: string;
  /** The SQL name of the table the ids point at (foreign key), or null. */
  readonly target: string | null;
  /** Field names whose values live in the table, shared and per language. */
  readonly fields: readonly string[];
}

export interface EntityMeta {
  /** Identifier of the entity, also its table name. */
  readonly name: string;
  /** The source schema, relative to the project root. */
  readonly source: string;
  /** API path under `/api/v1` (`news`, `operations/tags`). */
  readonly path: string;
  /** The list's admin route (`news`; may hold scope parameters: `punti-interesse/:code`). */
  readonly route: string;
  /** The editor's admin route, with `:id` (`news/:id`, `luogo/:id/:code`). */
  readonly editorRoute: string;
  /**
   * The editor route's parameters filled from the list route's, by name (editor parameter → list
   * parameter: `{ theme: main }`); a parameter of both routes with the same name needs none.
   */
  readonly editorParams: Readonly<Record<string, string>>;
  /**
   * A list route parameter scoping the items: the list asks `<param>=<value>`, and a new item
   * starts with the value in `field`. `equals`: items whose shared `field` is the value (a
   * collection's code); `category`: items with the category, or one below it, in the category
   * field `field` (a new item starts with it as its primary category).
   */
  readonly scope: {
    readonly param: string;
    readonly field: string;
    readonly match: 'equals' | 'category';
  } | null;
  /** Other addresses of the list and the editor (the spec's forms), served by the same screens. */
  readonly routeAliases: { readonly list: readonly string[]; readonly editor: readonly string[] };
  readonly ability: string;
  readonly actions: Readonly<Record<AbilityAction, boolean>>;
  /** Abilities that also allow an action (spec: 'view-tag' lets editors create tags from tag fields). */
  readonly extraAbilities: Readonly<Partial<Record<AbilityAction, readonly string[]>>>;
  /** What the entity's abilities are about, for the default roles (`content`, or `settings`...). */
  readonly abilityGroup: AbilityGroup;
  /**
   * What the platform uses the entity's items for: `mediaLicences`, the licences a media item
   * may name (a published item is an active licence).
   */
  readonly provides: readonly PlatformRole[];
  /**
   * Whether and how the items go to the national tourism data hub (`tdh` in the schema; issue
   * #34, docs/integrations.md); null: they do not.
   */
  readonly tdh: TdhMeta | null;
  /**
   * Whether and which of the items' texts are made into spoken audio (`audio` in the schema;
   * issue #34, `GET entities/audio/{id}`); null: no audio.
   */
  readonly audio: AudioMeta | null;
  /** The entity answers `POST {path}/search` (items by title, for reference fields). */
  readonly searchCall: SearchCallMeta | null;
  /**
   * The entity answers `GET {path}/combo?keywords=&provincia=`: `[{id, nome}]` of live items by
   * title, optionally in a province (spec: `GET operatori/combo`, for reference fields with
   * `source: combo`).
   */
  readonly comboCall: SearchCallMeta | null;
  /** `POST {path}/{id}` saves too, like `PUT {path}/{id}` (spec: "PUT or POST operations/tags/{id}"). */
  readonly updateByPost: boolean;
  /**
   * The entity answers `GET {path}/export/`: every live item, the list's columns, as a CSV file of
   * this name (the list's 'Esporta Tutti'); null: no export.
   */
  readonly exportCall: { readonly file: string } | null;
  /** Default roles given this entity's actions besides those of its group (role name → actions). */
  readonly grants: Readonly<Record<string, readonly AbilityAction[]>>;
  readonly label: { readonly singular: Label; readonly plural: Label };
  /** The entity's summary card on the dashboard (spec platform.md section 2). */
  readonly dashboard: {
    /**
     * Its place among the cards (the platform's own, media and users, are placed in
     * `core/dashboard.ts`); null: after every placed card, in the entities' order.
     */
    readonly order: number | null;
    /** The card's label, and its draft group's (`<label> da revisionare`): the plural by default. */
    readonly label: Label;
    /**
     * The entity whose list the card opens: itself, or the one its schema names; null when its
     * own list route has parameters and the schema names none (no link).
     */
    readonly list: string | null;
  };
  readonly languages: readonly LanguageCode[];
  /** False for entities edited in one language with no switcher (webcam, hotel, tags). */
  readonly languageSwitch: boolean;
  /** Fields held once per item. */
  readonly fields: readonly FieldMeta[];
  /** Fields held per language, in `contents[lang]`. */
  readonly contents: readonly FieldMeta[];
  /** The per-language field used as the item's title in lists and pickers. */
  readonly titleField: string;
  /** The relation tables the entity's fields use, in the order of `RELATION_NAMES`. */
  readonly relations: readonly RelationMeta[];
  readonly list: ListMeta;
  readonly editor: EditorMeta;
}

/**
 * A settings screen (`schemas/settings/<name>.yaml`): a singleton edited like an item. Each of
 * its top-level fields is one section of `operations/settings` (held per language under
 * `contents`, or once under `fields`), stored and validated on its own.
 */
export interface SettingsMeta {
  /** The schema's name (the file's), also the generated directory. */
  readonly name: string;
  readonly source: string;
  /** Admin route (`/home-settings`). */
  readonly route: string;
  /** Ability prefix: `<ability>-view` opens the screen and reads, `<ability>-edit` saves. */
  readonly ability: string;
  /** The screen's title, in the top bar. */
  readonly label: Label;
  readonly languages: readonly LanguageCode[];
  readonly languageSwitch: boolean;
  /** Sections held once. */
  readonly fields: readonly FieldMeta[];
  /** Sections held per language. */
  readonly contents: readonly FieldMeta[];
  readonly editor: { readonly main: readonly EditorCard[]; readonly side: readonly EditorCard[] };
}

/** What the editor's form machinery (cards, defaults, validation) reads of an entity or a settings screen. */
export type FormMeta = Pick<EntityMeta, 'name' | 'source' | 'languages' | 'languageSwitch' | 'fields' | 'contents'> & {
  readonly editor: Pick<EditorMeta, 'main' | 'side'>;
};
