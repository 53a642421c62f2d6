/**
 * Stage 3: turn validated schemas into the readonly model (`core/model.ts`) with every default
 * resolved. Emitters see only this model.
 */
import { ABILITY_ACTIONS, abilityName, type AbilityAction } from '../core/abilities';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../core/languages';
import type { MenuGroup } from '../core/menu';
import {
  COLUMN_KINDS,
  COMPUTED_COLUMNS,
  type ColumnKind,
  type EditorCard,
  type EntityMeta,
  type FieldMeta,
  type Label,
  type ListColumn,
  type ListFilter,
  type RelationMeta,
  type RequiredWhen,
  type SearchCallMeta,
  type SettingsMeta,
  type VisibleWhen,
} from '../core/model';
import { SEARCH_CALL_LIMITS } from '../core/limits';
import type { FieldInputOf, InputKind, SidebarInput } from './input';
import { RELATION_NAMES, RELATIONS, relationTableName } from '../core/relations';
import { KINDS, storageOf } from './kinds';
import { COLUMN_DEFINITIONS } from '../kinds/columns/registry.generator';
import { FILTER_DEFINITIONS } from '../kinds/filters/registry.generator';
import type { BaseField, KindDefinition, NormaliseContext } from '../kinds/host/generator';
import {
  routeParams,
  type ResolvedEntity,
  type ResolvedField,
  type ResolvedSettings,
  type ValidatedSchemas,
} from './validate';

export interface Model {
  /** Entities sorted by name. */
  readonly entities: readonly EntityMeta[];
  /** Settings screens sorted by name. */
  readonly settings: readonly SettingsMeta[];
  readonly sidebar: readonly MenuGroup[];
}

export const DEFAULT_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_SAVE_DEBOUNCE_MS = 300;

function requiredWhen(value: unknown): RequiredWhen {
  if (value === true) return 'always';
  if (value === false || value === undefined) return 'never';
  return value as RequiredWhen;
}

/** What normalising a field may read of the other entities. */
interface ProjectNames {
  /** Every entity's name, sorted. */
  readonly entities: readonly string[];
  /** The shortest keywords each entity with a title search (`searchCall`) searches. */
  readonly searchMinChars: ReadonlyMap<string, number>;
  /** The shortest keywords each entity with a combo lookup (`comboCall`) searches. */
  readonly comboMinChars: ReadonlyMap<string, number>;
}

function normaliseField(
  name: string,
  input: Readonly<Record<string, unknown>>,
  options: { parentPath: string; perLanguage: boolean; project: ProjectNames },
): FieldMeta {
  const path = options.parentPath ? `${options.parentPath}.${name}` : name;
  const base: BaseField = {
    name,
    path,
    label: input.label as Label,
    perLanguage: options.perLanguage || input.perLanguage === true,
    required: requiredWhen(input.required),
    readOnly: input.readOnly === true,
    help: (input.help as Label | undefined) ?? null,
    ...(Array.isArray(input.languages) ? { languages: input.languages as LanguageCode[] } : {}),
    // Written only when set: most fields have none, and the metas stay small.
    ...(input.visibleWhen !== undefined ? { visibleWhen: input.visibleWhen as VisibleWhen } : {}),
  };
  const context: NormaliseContext = {
    nested: (fields, parentPath) =>
      Object.entries(fields).map(([nestedName, nested]) =>
        normaliseField(nestedName, nested as Record<string, unknown>, {
          parentPath,
          perLanguage: false,
          project: options.project,
        }),
      ),
    entities: options.project.entities,
    searchMinChars: (entity) => options.project.searchMinChars.get(entity) ?? SEARCH_CALL_LIMITS.minChars,
    comboMinChars: (entity) => options.project.comboMinChars.get(entity) ?? SEARCH_CALL_LIMITS.minChars,
  };
  const kind = input.kind as InputKind;
  // Validation has checked `input` against this kind's meta-schema.
  const definition = KINDS[kind] as KindDefinition<InputKind>;
  return definition.normalise(input as FieldInputOf<InputKind>, base, context);
}

function normaliseFields(fields: readonly ResolvedField[], perLanguage: boolean, project: ProjectNames): FieldMeta[] {
  return fields.map((field) => normaliseField(field.name, field.input, { parentPath: '', perLanguage, project }));
}

/** Finds a field by dotted path among top-level fields and group members. */
export function findField(fields: readonly FieldMeta[], path: string): FieldMeta | null {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return null;
  if (rest.length === 0) return field;
  return field.kind === 'group' ? findField(field.fields, rest.join('.')) : null;
}

/** The column kind of a field's column by default: the kind naming its field kind, else `text`. */
function columnKindOf(field: FieldMeta): ColumnKind {
  return COLUMN_KINDS.find((kind) => COLUMN_DEFINITIONS[kind].fieldKinds.includes(field.kind)) ?? 'text';
}

function normaliseColumns(entity: ResolvedEntity, all: readonly FieldMeta[]): ListColumn[] {
  return entity.input.list.columns.map((column) => {
    const source = column.source ?? column.key;
    const field = findField(all, source);
    const kind =
      column.kind ??
      COMPUTED_COLUMNS[column.key] ??
      (column.link ? 'link' : undefined) ??
      (field ? columnKindOf(field) : 'text');
    const sortableByDefault =
      COLUMN_DEFINITIONS[kind].sortable ||
      (field !== null && ['text', 'date', 'datetime', 'number', 'slug'].includes(field.kind) && !field.perLanguage);
    return {
      key: column.key,
      label: column.label,
      kind,
      sortable: column.sortable ?? sortableByDefault,
      empty: column.empty ?? null,
      more: column.more ?? null,
      withProvince: column.withProvince ?? false,
      source: field ? field.path : null,
      link: column.link ?? null,
    };
  });
}

/** A filter's label when neither the schema nor its field gives one (the keyword box's). */
const SEARCH_LABEL: Label = FILTER_DEFINITIONS.keywords.shorthand.label;

function normaliseFilters(entity: ResolvedEntity, all: readonly FieldMeta[]): ListFilter[] {
  const { scope } = entity.input;
  const scopeField = scope ? findField(all, scope.field) : null;
  const scoped: ListFilter[] = scope
    ? [
        {
          param: scope.param,
          kind: 'scope',
          label: scopeField?.label ?? SEARCH_LABEL,
          field: scopeField ? scopeField.path : scope.field,
          // A category field's scope: its main category (the items under the route's category).
          main: scopeField?.kind === 'category' ? scopeField.main : null,
          mainParam: null,
          options: [],
        },
      ]
    : [];
  return [...normaliseListed(entity, all), ...scoped];
}

/** The schema's filters, each normalised by its kind (`kinds/filters/<kind>/definition.ts`). */
function normaliseListed(entity: ResolvedEntity, all: readonly FieldMeta[]): ListFilter[] {
  return (entity.input.list.filters ?? ['keywords' as const]).map((filter) => {
    if (typeof filter === 'string') {
      const shorthand = FILTER_DEFINITIONS[filter].shorthand ?? { param: filter, label: SEARCH_LABEL };
      return {
        param: shorthand.param,
        kind: filter,
        label: shorthand.label,
        field: null,
        main: null,
        mainParam: null,
        options: [],
      };
    }
    const field = filter.field ? findField(all, filter.field) : null;
    const base: ListFilter = {
      param: filter.param,
      kind: filter.kind,
      label: filter.label ?? field?.label ?? SEARCH_LABEL,
      field: field ? field.path : null,
      main: filter.main ?? null,
      mainParam: filter.mainParam ?? null,
      options: (filter.options ?? []).map((option) => ({
        value: option.value,
        label: option.label,
        disabled: option.disabled ?? false,
      })),
    };
    return FILTER_DEFINITIONS[filter.kind].normalise(base, field);
  });
}

function normaliseCards(
  cards: readonly { card: string; title: Label; fields: readonly string[]; collapsible?: boolean | undefined }[],
): EditorCard[] {
  return cards.map((card) => ({
    key: card.card,
    title: card.title,
    fields: [...card.fields],
    collapsible: card.collapsible ?? false,
  }));
}

function normaliseActions(
  actions: Partial<Record<AbilityAction, boolean>> | undefined,
): Record<AbilityAction, boolean> {
  return Object.fromEntries(ABILITY_ACTIONS.map((action) => [action, actions?.[action] ?? true])) as Record<
    AbilityAction,
    boolean
  >;
}

/** The relation tables the entity's top-level fields are stored in (`core/relations.ts`). */
function entityRelations(name: string, fields: readonly FieldMeta[]): RelationMeta[] {
  return RELATION_NAMES.flatMap((relation) => {
    const stored = fields.filter((field) => {
      const storage = storageOf(field);
      return storage.kind === 'relation' && storage.relation === relation;
    });
    if (stored.length === 0) return [];
    const { column, target } = RELATIONS[relation];
    return [
      {
        relation,
        table: relationTableName(name, relation),
        column,
        target,
        fields: stored.map((field) => field.name),
      },
    ];
  });
}

function normaliseScope(scope: { param: string; field: string }, fields: readonly FieldMeta[]): EntityMeta['scope'] {
  const field = fields.find((candidate) => candidate.name === scope.field);
  return { param: scope.param, field: scope.field, match: field?.kind === 'category' ? 'category' : 'equals' };
}

function normaliseEntity(entity: ResolvedEntity, project: ProjectNames): EntityMeta {
  const { input } = entity;
  const contents = normaliseFields(entity.contents, true, project);
  const fields = normaliseFields(entity.fields, false, project);
  const all = [...contents, ...fields];
  const languages: LanguageCode[] = input.languages === 'none' ? [DEFAULT_LANGUAGE] : [...input.languages];
  const columns = normaliseColumns(entity, all);
  const sort = input.list.sort ?? '-id';
  const sortField = sort.slice(1);
  const sortable = [
    ...new Set([
      'id',
      sortField,
      ...columns.filter((column) => column.sortable).map((column) => column.source ?? column.key),
    ]),
  ].sort();
  const titleField = input.titleField ?? 'title';
  const actions = normaliseActions(input.actions);
  return {
    name: input.entity,
    source: entity.source.file,
    path: input.path ?? input.entity,
    route: input.route ?? input.entity,
    editorRoute: input.editorRoute ?? `${input.route ?? input.entity}/:id`,
    editorParams: input.editorParams ?? {},
    scope: input.scope ? normaliseScope(input.scope, fields) : null,
    routeAliases: { list: input.routeAliases?.list ?? [], editor: input.routeAliases?.editor ?? [] },
    ability: input.ability ?? input.entity,
    actions,
    extraAbilities: input.extraAbilities ?? {},
    abilityGroup: input.abilityGroup ?? 'content',
    provides: input.provides ?? [],
    tdh: input.tdh
      ? {
          type: input.tdh.type,
          typeField: input.tdh.typeField ?? null,
          difficultyField: input.tdh.difficultyField ?? null,
        }
      : null,
    audio: input.audio ? { fields: input.audio.fields } : null,
    searchCall: searchCallOf(input.searchCall),
    comboCall: searchCallOf(input.comboCall),
    updateByPost: input.updateByPost ?? false,
    exportCall: input.exportCall ?? null,
    grants: input.grants ?? {},
    label: input.label,
    dashboard: {
      order: input.dashboard?.order ?? null,
      label: input.dashboard?.label ?? input.label.plural,
      // A list route with parameters has no one address: no link unless the schema names a list.
      list: input.dashboard?.list ?? (routeParams(input.route ?? input.entity).length > 0 ? null : input.entity),
    },
    languages,
    languageSwitch: input.languages !== 'none' && languages.length > 1,
    fields,
    contents,
    titleField,
    relations: entityRelations(input.entity, [...fields, ...contents]),
    list: {
      title: input.list.title,
      heading: input.list.heading ?? null,
      newButton: input.list.newButton,
      columns,
      filters: normaliseFilters(entity, all),
      defaultSort: { field: sortField, direction: sort.startsWith('-') ? 'desc' : 'asc' },
      sortable,
      search: input.list.search ?? [titleField],
      pageSizes: input.list.pageSizes ?? [...DEFAULT_PAGE_SIZES],
      defaultPageSize: input.list.defaultPageSize ?? DEFAULT_PAGE_SIZE,
      persistState: input.list.persist ?? true,
      bulkDelete: (input.list.bulkDelete ?? true) && actions.delete,
      export: input.list.export ?? false,
      totalAt: input.list.totalAt ?? 'meta',
      ...(input.list.statusLabels ? { statusLabels: input.list.statusLabels } : {}),
      ...(input.list.rowContents ? { rowContents: true as const } : {}),
    },
    editor: {
      title: input.editor.title,
      ...(input.editor.screenName ? { screenName: input.editor.screenName } : {}),
      main: normaliseCards(input.editor.main),
      side: normaliseCards(input.editor.side ?? []),
      preview: input.editor.preview ?? false,
      dataHub: input.editor.dataHub ?? false,
      audio: input.editor.audio ?? false,
      saveDebounceMs: input.editor.saveDebounceMs ?? DEFAULT_SAVE_DEBOUNCE_MS,
      newItemCanSave: input.editor.newItemCanSave ?? null,
      redazioneAccess: input.editor.redazioneAccess ?? true,
      requires: input.editor.requires ?? 'view',
      dialog: input.editor.dialog ?? null,
    },
  };
}

function normaliseSettings(settings: ResolvedSettings, project: ProjectNames): SettingsMeta {
  const { input } = settings;
  const languages: LanguageCode[] = input.languages === 'none' ? [DEFAULT_LANGUAGE] : [...input.languages];
  return {
    name: input.settings,
    source: settings.source.file,
    route: input.route,
    ability: input.ability,
    label: input.label,
    languages,
    languageSwitch: input.languages !== 'none' && languages.length > 1,
    fields: normaliseFields(settings.fields, false, project),
    contents: normaliseFields(settings.contents, true, project),
    editor: { main: normaliseCards(input.editor.main), side: normaliseCards(input.editor.side ?? []) },
  };
}

function normaliseSidebar(input: SidebarInput, entities: ReadonlyMap<string, EntityMeta>): MenuGroup[] {
  return input.sidebar
    .map((group) => ({
      label: group.label,
      icon: group.icon,
      ability: group.ability ?? true,
      children: group.children
        .filter((link) => !link.pending)
        .map((link) => {
          const entity = link.entity ? entities.get(link.entity) : undefined;
          if (entity) {
            const isNew = link.action === 'new';
            return {
              label: link.label ?? (isNew ? { it: `Nuovo`, en: 'New' } : entity.label.plural),
              // The editor route with :id 'new' (`/news/new`; `/opendata/new/opendata`).
              href: isNew ? `/${entity.editorRoute.replace(':id', 'new')}` : `/${entity.route}`,
              ability: link.ability ?? abilityName(entity.ability, isNew ? 'create' : 'view'),
            };
          }
          if (link.categoryChildren !== undefined)
            return {
              categoryChildren: link.categoryChildren,
              href: link.href as string,
              ability: link.ability ?? true,
            };
          return { label: link.label as Label, href: link.href as string, ability: link.ability ?? true };
        }),
    }))
    .filter((group) => group.children.length > 0);
}

/** `searchCall` or `comboCall` as written (true, or the shortest keywords searched) as the model holds it. */
function searchCallOf(input: boolean | { readonly minChars: number } | undefined): SearchCallMeta | null {
  if (input === undefined || input === false) return null;
  return { minChars: input === true ? SEARCH_CALL_LIMITS.minChars : input.minChars };
}

export function normalise(schemas: ValidatedSchemas): Model {
  const project: ProjectNames = {
    entities: schemas.entities.map((entity) => entity.input.entity).sort(),
    searchMinChars: new Map(
      schemas.entities.flatMap((entity) => {
        const search = searchCallOf(entity.input.searchCall);
        return search ? [[entity.input.entity, search.minChars] as const] : [];
      }),
    ),
    comboMinChars: new Map(
      schemas.entities.flatMap((entity) => {
        const combo = searchCallOf(entity.input.comboCall);
        return combo ? [[entity.input.entity, combo.minChars] as const] : [];
      }),
    ),
  };
  const entities = schemas.entities
    .map((entity) => normaliseEntity(entity, project))
    .sort((a, b) => a.name.localeCompare(b.name));
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const settings = schemas.settings
    .map((screen) => normaliseSettings(screen, project))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    entities,
    settings,
    sidebar: schemas.sidebar ? normaliseSidebar(schemas.sidebar.input, byName) : [],
  };
}
