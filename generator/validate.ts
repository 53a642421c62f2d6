/**
 * Stage 2: check the loaded schemas against the meta-schema and against each other. Returns every
 * issue (with file and line) and, for the entities, their fields with fragments merged in, ready
 * for normalisation. Nothing here throws on bad input. What needs the normalised model (names the
 * emitters would produce twice, routes of hand-written screens) is the check stage's (`check.ts`):
 * this stage imports neither normalise nor the emitters.
 */
import type { z } from 'zod';
import { PLATFORM_CARDS } from '../core/dashboard';
import { COLUMN_KINDS, COMPUTED_COLUMNS, MEDIA_LICENCE_VERSIONS, type FieldKind } from '../core/model';
import { TDH_LANGUAGES } from '../core/tdh';
import { AUDIO_LANGUAGES, AUDIO_TEXT_KINDS } from '../core/audio';
import { COLUMN_DEFINITIONS } from '../kinds/columns/registry.generator';
import { FILTER_DEFINITIONS } from '../kinds/filters/registry.generator';
import type { FilterDefinition } from '../kinds/filters/types';
import {
  entityInput,
  fieldSchema,
  fragmentInput,
  settingsInput,
  sidebarInput,
  type EntityInput,
  type SettingsInput,
  type FragmentInput,
  type SidebarInput,
} from './input';
import type { SiblingName } from '../kinds/host/generator';
import { kindOccurs, memberNamesOf, siblingNamesOf } from './kinds';
import { issueAt, sortIssues, type Issue, type PathSegment, type SourceDocument } from './issues';
import type { LoadedSchemas } from './load';

/** A field as merged from fragments and the entity, with where each part was written. */
export interface ResolvedField {
  readonly name: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** Where the field (or its last override) is written, for error messages. */
  readonly source: SourceDocument;
  readonly at: readonly PathSegment[];
}

export interface ResolvedEntity {
  readonly source: SourceDocument;
  readonly input: EntityInput;
  readonly contents: readonly ResolvedField[];
  readonly fields: readonly ResolvedField[];
}

/** A settings screen with its sections (top-level fields) resolved. */
export interface ResolvedSettings {
  readonly source: SourceDocument;
  readonly input: SettingsInput;
  readonly contents: readonly ResolvedField[];
  readonly fields: readonly ResolvedField[];
}

export interface ValidatedSchemas {
  readonly entities: readonly ResolvedEntity[];
  readonly settings: readonly ResolvedSettings[];
  readonly sidebar: { readonly source: SourceDocument; readonly input: SidebarInput } | null;
}

export interface ValidationResult {
  readonly issues: readonly Issue[];
  /** Present only when there is no error. */
  readonly schemas: ValidatedSchemas | null;
}

function shapeIssues(source: SourceDocument, error: z.ZodError, prefix: readonly PathSegment[] = []): Issue[] {
  return error.issues.map((problem) => {
    const at = [...prefix, ...problem.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment))];
    let message = problem.message;
    if (problem.code === 'unrecognized_keys') {
      message = `unknown key${problem.keys.length > 1 ? 's' : ''} ${problem.keys.map((key) => `'${key}'`).join(', ')}`;
      at.push(problem.keys[0] ?? '');
    } else if (problem.code === 'invalid_type' && problem.input === undefined) {
      message = `'${String(at[at.length - 1])}' is required`;
    } else if (problem.code === 'invalid_union' && problem.message === 'Invalid input') {
      message = 'matches none of the allowed forms';
    }
    return issueAt(source, at, { code: problem.code === 'unrecognized_keys' ? 'unknown-key' : 'shape', message });
  });
}

function parseWith<T>(schema: z.ZodType<T>, source: SourceDocument, issues: Issue[]): T | null {
  const result = schema.safeParse(source.value);
  if (!result.success) {
    issues.push(...shapeIssues(source, result.error));
    return null;
  }
  return result.data;
}

interface FragmentEntry {
  readonly source: SourceDocument;
  readonly input: FragmentInput;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge for overrides: objects merge key by key, anything else replaces. */
function mergeField(
  base: Readonly<Record<string, unknown>>,
  override: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (override.kind !== undefined && override.kind !== base.kind) return { ...override };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? mergeField(current, value) : value;
  }
  return merged;
}

type Section = 'contents' | 'fields';

/**
 * Checks one complete field (and its nested fields) against the meta-schema of its kind.
 * `siblings`: the members of the group or list entry it belongs to (null for a top-level field).
 */
function checkField(
  field: ResolvedField,
  issues: Issue[],
  siblings: Readonly<Record<string, unknown>> | null = null,
): void {
  const kind = field.input.kind;
  if (typeof kind !== 'string') {
    issues.push(
      issueAt(field.source, field.at, {
        code: 'missing-kind',
        message: `field '${field.name}' has no kind (nor an included field to override)`,
      }),
    );
    return;
  }
  const schema = fieldSchema(kind);
  if (!schema) {
    issues.push(
      issueAt(field.source, [...field.at, 'kind'], { code: 'unknown-kind', message: `unknown field kind '${kind}'` }),
    );
    return;
  }
  const result = schema.safeParse(field.input);
  if (!result.success) issues.push(...shapeIssues(field.source, result.error, field.at));
  else {
    checkSiblingNames(field, siblingNamesOf(kind as FieldKind, result.data), siblings, issues);
    checkMemberNames(field, memberNamesOf(kind as FieldKind, result.data), issues);
  }
  if (field.input.label === undefined) {
    issues.push(
      issueAt(field.source, field.at, {
        code: 'missing-label',
        message: `field '${field.name}' needs a label {it, en}`,
      }),
    );
  }
  if ((kind === 'group' || kind === 'list') && isRecord(field.input.fields)) {
    for (const [name, nested] of Object.entries(field.input.fields)) {
      if (!isRecord(nested)) continue;
      checkField(
        { name, input: nested, source: field.source, at: [...field.at, 'fields', name] },
        issues,
        field.input.fields,
      );
    }
  }
  const { itemTitle } = field.input;
  if (kind === 'list' && typeof itemTitle === 'string' && isRecord(field.input.fields)) {
    if (!namesValueMember(field.input.fields, itemTitle))
      issues.push(
        issueAt(field.source, [...field.at, 'itemTitle'], {
          code: 'unknown-field',
          message: `itemTitle '${itemTitle}' names no member holding a value (a member, or a group member as group.member)`,
        }),
      );
  }
}

/**
 * The members of its own `fields` a field names by its keys (a list's `uniqueBy`): each exists, of
 * a kind it may be, held once (not perLanguage).
 */
function checkMemberNames(field: ResolvedField, named: readonly SiblingName[], issues: Issue[]): void {
  const members = isRecord(field.input.fields) ? field.input.fields : {};
  for (const { key, name, kinds } of named) {
    const member = Object.hasOwn(members, name) ? members[name] : undefined;
    const problem =
      !isRecord(member) || !kinds.some((kind) => kind === member.kind)
        ? `${key} '${name}' names no ${kinds.join(' or ')} member of the entries`
        : member.perLanguage === true
          ? `${key} '${name}': the member must be held once (not perLanguage)`
          : null;
    if (problem !== null)
      issues.push(issueAt(field.source, [...field.at, key], { code: 'unknown-field', message: problem }));
  }
}

/** A sibling named by a member's keys: held once, in the same group or list entry, not the member itself. */
function siblingOf(
  field: ResolvedField,
  siblings: Readonly<Record<string, unknown>>,
  name: string,
): Readonly<Record<string, unknown>> | null {
  const sibling = Object.hasOwn(siblings, name) ? siblings[name] : undefined;
  return isRecord(sibling) && name !== field.name ? sibling : null;
}

/**
 * The siblings a member names: those its kind's keys name (`after: start`, `siblingNames` of its
 * definition) exist in its group or list entry, of a kind they may be, both held once; its
 * `visibleWhen` names a sibling held once that holds a value, and, for a select, values among its
 * options a value can hold (not disabled). Top-level fields have no siblings.
 */
function checkSiblingNames(
  field: ResolvedField,
  named: readonly SiblingName[],
  siblings: Readonly<Record<string, unknown>> | null,
  issues: Issue[],
): void {
  const problem = (path: readonly PathSegment[], message: string) =>
    issues.push(issueAt(field.source, [...field.at, ...path], { code: 'unknown-field', message }));
  const condition: unknown = field.input.visibleWhen;
  if (siblings === null) {
    for (const { key } of named)
      problem([key], `'${key}' names a sibling: only a member of a group or list has siblings`);
    if (condition !== undefined)
      problem(['visibleWhen'], "'visibleWhen' names a sibling: only a member of a group or list has siblings");
    return;
  }
  for (const { key, name, kinds } of named) {
    const sibling = siblingOf(field, siblings, name);
    if (sibling === null || !kinds.some((kind) => kind === sibling.kind))
      problem([key], `${key} '${name}' names no sibling ${kinds.join(' or ')} field of the same group or list entry`);
    else if (sibling.perLanguage === true || field.input.perLanguage === true)
      problem([key], `${key} '${name}': both fields must be held once (not perLanguage)`);
  }
  if (!isRecord(condition) || typeof condition.field !== 'string') return;
  const sibling = siblingOf(field, siblings, condition.field);
  if (sibling === null || sibling.kind === 'group' || sibling.kind === 'list') {
    problem(
      ['visibleWhen', 'field'],
      `visibleWhen '${condition.field}' names no sibling holding a value in the same group or list entry`,
    );
    return;
  }
  if (sibling.perLanguage === true)
    problem(['visibleWhen', 'field'], `visibleWhen '${condition.field}' is held per language: name a field held once`);
  if (sibling.kind === 'select' && Array.isArray(sibling.options) && Array.isArray(condition.values)) {
    const held = sibling.options.flatMap((option: unknown) =>
      isRecord(option) && option.disabled !== true ? [option.value] : [],
    );
    condition.values.forEach((value: unknown, index) => {
      if (!held.includes(value))
        problem(
          ['visibleWhen', 'values', index],
          `${JSON.stringify(value)} is no option of the select '${condition.field}' a value can hold`,
        );
    });
  }
}

/** Whether a dotted path names a member (through groups) that holds a value of its own, not a group or list. */
function namesValueMember(fields: Readonly<Record<string, unknown>>, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  const member = fields[head];
  if (!isRecord(member)) return false;
  if (rest.length === 0) return member.kind !== 'group' && member.kind !== 'list';
  return member.kind === 'group' && isRecord(member.fields) && namesValueMember(member.fields, rest.join('.'));
}

/** The parts of an entity that field resolution reads, taken leniently from the raw YAML. */
interface FieldSections {
  readonly include: readonly string[];
  readonly omit: readonly string[];
  readonly contents: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly fields: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

function recordOfRecords(value: unknown): Record<string, Record<string, unknown>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])),
  );
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads the field sections even from an entity whose other parts are invalid. */
function fieldSections(value: unknown): FieldSections {
  const raw = isRecord(value) ? value : {};
  return {
    include: stringList(raw.include),
    omit: stringList(raw.omit),
    contents: recordOfRecords(raw.contents),
    fields: recordOfRecords(raw.fields),
  };
}

/**
 * The entity's raw YAML with the `list` and `editor` parts of its included fragments beneath its
 * own: fragments in `include` order, each key the entity writes replacing theirs.
 */
function withFragmentScreens(
  value: unknown,
  sections: FieldSections,
  fragments: ReadonlyMap<string, FragmentEntry>,
): unknown {
  if (!isRecord(value)) return value;
  const merged: Record<string, unknown> = { ...value };
  for (const key of ['list', 'editor'] as const) {
    const parts = sections.include.flatMap((name) => {
      const part = fragments.get(name)?.input[key];
      return part === undefined ? [] : [part];
    });
    if (parts.length === 0) continue;
    const own = value[key];
    merged[key] = Object.assign({}, ...parts, isRecord(own) ? own : {});
  }
  return merged;
}

function resolveSection(
  entity: { source: SourceDocument; sections: FieldSections },
  section: Section,
  fragments: ReadonlyMap<string, FragmentEntry>,
): ResolvedField[] {
  const byName = new Map<string, ResolvedField>();
  entity.sections.include.forEach((name) => {
    const fragment = fragments.get(name);
    if (!fragment) return;
    for (const [fieldName, field] of Object.entries(fragment.input[section] ?? {})) {
      byName.set(fieldName, { name: fieldName, input: field, source: fragment.source, at: [section, fieldName] });
    }
  });
  for (const [fieldName, field] of Object.entries(entity.sections[section])) {
    const base = byName.get(fieldName);
    const input = base ? mergeField(base.input, field) : field;
    byName.set(fieldName, { name: fieldName, input, source: entity.source, at: [section, fieldName] });
  }
  for (const name of entity.sections.omit) byName.delete(name);
  return [...byName.values()];
}

/** Every dotted path an editor card or column may name: `title`, `google.title`. */
function fieldPaths(fields: readonly ResolvedField[]): Map<string, Readonly<Record<string, unknown>>> {
  const paths = new Map<string, Readonly<Record<string, unknown>>>();
  const visit = (prefix: string, name: string, input: Readonly<Record<string, unknown>>): void => {
    const path = prefix ? `${prefix}.${name}` : name;
    paths.set(path, input);
    if (input.kind === 'group' && isRecord(input.fields)) {
      for (const [nested, value] of Object.entries(input.fields)) if (isRecord(value)) visit(path, nested, value);
    }
  };
  for (const field of fields) visit('', field.name, field.input);
  return paths;
}

/** Whether a field as written is of a kind that occurs, or holds one at any depth (groups, lists). */
function inputOccurs(input: Readonly<Record<string, unknown>>): boolean {
  if (kindOccurs(input.kind)) return true;
  return (
    isRecord(input.fields) && Object.values(input.fields).some((nested) => isRecord(nested) && inputOccurs(nested))
  );
}

/** The `:parameters` of a route template. */
export function routeParams(route: string): string[] {
  return [...route.matchAll(/:([a-z_]+)/g)].flatMap(([, param]) => (param === undefined ? [] : [param]));
}

/**
 * The list route's parameters reach the editor and back (`editorParams` maps the ones named
 * differently), the scope names a list route parameter and a shared field, and the heading's
 * `{param}`s are list route parameters.
 */
function checkRoutes(
  entity: ResolvedEntity,
  at: (path: readonly PathSegment[], code: string, message: string) => void,
): void {
  const { input } = entity;
  const listParams = new Set(routeParams(input.route ?? input.entity));
  const editorParams = routeParams(input.editorRoute ?? `${input.route ?? input.entity}/:id`);
  const mapped = input.editorParams ?? {};
  for (const [editorParam, listParam] of Object.entries(mapped)) {
    if (!editorParams.includes(editorParam) || editorParam === 'id')
      at(['editorParams', editorParam], 'unknown-param', `':${editorParam}' is no parameter of the editor route`);
    if (!listParams.has(listParam))
      at(['editorParams', editorParam], 'unknown-param', `':${listParam}' is no parameter of the list route`);
  }
  if (input.editorRoute !== undefined) {
    if (!editorParams.includes('id')) at(['editorRoute'], 'shape', 'the editor route needs :id');
    const reached = new Set([...editorParams, ...Object.values(mapped)]);
    for (const param of editorParams)
      if (param !== 'id' && !listParams.has(param) && !Object.hasOwn(mapped, param))
        at(['editorRoute'], 'unknown-param', `':${param}' is no list route parameter (map it in editorParams)`);
    for (const param of listParams)
      if (!reached.has(param))
        at(['editorRoute'], 'unknown-param', `the list route's ':${param}' does not reach the editor (editorParams)`);
  }
  if (input.scope) {
    if (!listParams.has(input.scope.param))
      at(['scope', 'param'], 'unknown-param', `':${input.scope.param}' is no parameter of the list route`);
    const field = entity.fields.find((candidate) => candidate.name === input.scope?.field);
    if (!field) at(['scope', 'field'], 'unknown-field', `scope field '${input.scope.field}' is no shared field`);
  }
  (input.list.filters ?? []).forEach((filter, index) => {
    if (typeof filter === 'object' && filter.mainParam !== undefined && !listParams.has(filter.mainParam))
      at(
        ['list', 'filters', index, 'mainParam'],
        'unknown-param',
        `':${filter.mainParam}' is no parameter of the list route`,
      );
  });
  for (const [, param] of JSON.stringify(input.list.heading ?? {}).matchAll(/\{([a-z_]+)\}/g)) {
    if (param !== undefined && !listParams.has(param))
      at(['list', 'heading'], 'unknown-param', `heading parameter '{${param}}' is no parameter of the list route`);
  }
}

/** Whether the entity has the licence versions' list `MEDIA_LICENCE_VERSIONS` names. */
function holdsLicenceVersions(entity: ResolvedEntity): boolean {
  const { field, member } = MEDIA_LICENCE_VERSIONS;
  const list = entity.fields.find((candidate) => candidate.name === field)?.input;
  const members = list?.kind === 'list' && isRecord(list.fields) ? list.fields : {};
  const name = Object.hasOwn(members, member) ? members[member] : undefined;
  return (
    isRecord(name) &&
    name.kind === 'text' &&
    name.perLanguage !== true &&
    typeof name.max === 'number' &&
    name.max <= MEDIA_LICENCE_VERSIONS.maxLength
  );
}

/** Whether the entity's field `name` holds text read aloud (`audio.fields`): see `AUDIO_TEXT_KINDS`. */
function isAudioSource(entity: ResolvedEntity, name: string): boolean {
  const isText = (kind: unknown) => (AUDIO_TEXT_KINDS as readonly unknown[]).includes(kind);
  const content = entity.contents.find((candidate) => candidate.name === name);
  if (content) return isText(content.input.kind);
  const list = entity.fields.find((candidate) => candidate.name === name)?.input;
  if (list?.kind !== 'list' || !isRecord(list.fields)) return false;
  return Object.values(list.fields).some(
    (member) => isRecord(member) && isText(member.kind) && member.perLanguage === true,
  );
}

function crossCheck(entity: ResolvedEntity, issues: Issue[]): void {
  const { source, input } = entity;
  const all = fieldPaths([...entity.contents, ...entity.fields]);
  const at = (
    path: readonly PathSegment[],
    code: string,
    message: string,
    severity: 'error' | 'warning' = 'error',
  ): void => {
    issues.push(issueAt(source, path, { code, message, severity }));
  };
  // The user form chooses a user's destinations over the providing entity's title search.
  if ((input.provides ?? []).includes('userDestinations') && !input.searchCall) {
    at(
      ['provides'],
      'invalid',
      "an entity that provides 'userDestinations' needs searchCall (the user form searches it)",
    );
  }
  // A media item names a version of its licence: the provider holds them where the platform reads.
  if ((input.provides ?? []).includes('mediaLicences') && !holdsLicenceVersions(entity)) {
    const { field, member, maxLength } = MEDIA_LICENCE_VERSIONS;
    at(
      ['provides'],
      'invalid',
      `an entity that provides 'mediaLicences' needs a shared list field '${field}' whose entries hold a text '${member}' (held once, max ${maxLength} or less): a media item names one of them`,
    );
  }
  // The data hub takes published items in Italian or English, with its categories from shared category fields.
  if (input.tdh) {
    const tdh = input.tdh;
    if (!entity.contents.some((field) => field.input.kind === 'status'))
      at(['tdh'], 'invalid', 'an entity sent to the data hub needs a status per language (only published items go)');
    if (
      input.languages === 'none' ||
      !input.languages.some((lang) => (TDH_LANGUAGES as readonly string[]).includes(lang))
    )
      at(['tdh'], 'invalid', `an entity sent to the data hub needs one of its languages (${TDH_LANGUAGES.join(', ')})`);
    for (const key of ['typeField', 'difficultyField'] as const) {
      const name = tdh[key];
      if (name === undefined) continue;
      const field = entity.fields.find((candidate) => candidate.name === name);
      if (field?.input.kind !== 'category')
        at(['tdh', key], 'unknown-field', `'${name}' is no shared category field of the entity`);
    }
  }
  // Audio reads texts held per language, in a language the speech engine speaks.
  if (input.audio) {
    if (
      input.languages === 'none' ||
      !input.languages.some((lang) => (AUDIO_LANGUAGES as readonly string[]).includes(lang))
    )
      at(['audio'], 'invalid', `an entity with audio needs one of its languages (${AUDIO_LANGUAGES.join(', ')})`);
    input.audio.fields.forEach((name, index) => {
      if (!isAudioSource(entity, name))
        at(
          ['audio', 'fields', index],
          'unknown-field',
          `'${name}' is neither a per-language text field (${AUDIO_TEXT_KINDS.join(', ')}) nor a list with per-language text members`,
        );
    });
  }
  const names = new Set<string>();
  for (const field of [...entity.contents, ...entity.fields]) {
    if (names.has(field.name))
      at(['fields', field.name], 'duplicate', `field '${field.name}' is both per-language and shared`);
    names.add(field.name);
  }
  checkRoutes(entity, at);
  const titleField = input.titleField ?? 'title';
  if (!all.has(titleField))
    at(
      input.titleField ? ['titleField'] : ['entity'],
      'unknown-field',
      `title field '${titleField}' does not exist (set titleField)`,
    );
  for (const field of [...entity.contents, ...entity.fields]) {
    if (field.input.kind === 'slug') {
      const from = typeof field.input.from === 'string' ? field.input.from : 'title';
      if (!all.has(from))
        issues.push(
          issueAt(field.source, field.at, { code: 'unknown-field', message: `slug source '${from}' does not exist` }),
        );
    }
    // A field edited on some languages' pages only is held once, in languages the entity has.
    const shownIn: unknown = field.input.languages;
    if (Array.isArray(shownIn)) {
      const entityLanguages = Array.isArray(input.languages) ? (input.languages as readonly unknown[]) : [];
      if (!entity.fields.includes(field))
        issues.push(
          issueAt(field.source, [...field.at, 'languages'], {
            code: 'languages',
            message: `'languages' is for a field held once (under fields), not one held per language`,
          }),
        );
      for (const language of shownIn) {
        if (!entityLanguages.includes(language))
          issues.push(
            issueAt(field.source, [...field.at, 'languages'], {
              code: 'languages',
              message: `'${String(language)}' is not one of the entity's languages`,
            }),
          );
      }
    }
    // A composed field reads siblings held where it is (per language, or once).
    const compose: unknown = field.input.compose;
    if (Array.isArray(compose)) {
      const siblings = new Set((entity.contents.includes(field) ? entity.contents : entity.fields).map((f) => f.name));
      for (const source of compose) {
        if (typeof source === 'string' && (!siblings.has(source) || source === field.name))
          issues.push(
            issueAt(field.source, field.at, {
              code: 'unknown-field',
              message: `composed from '${source}', which is not another field held beside it`,
            }),
          );
      }
    }
  }
  const shown = new Set<string>();
  const cards = [
    ...input.editor.main.map((card, index) => ({ card, path: ['editor', 'main', index] })),
    ...(input.editor.side ?? []).map((card, index) => ({ card, path: ['editor', 'side', index] })),
  ];
  const cardKeys = new Set<string>();
  for (const { card, path } of cards) {
    if (cardKeys.has(card.card)) at([...path, 'card'], 'duplicate', `card '${card.card}' appears twice`);
    cardKeys.add(card.card);
    card.fields.forEach((field, index) => {
      if (!all.has(field))
        at([...path, 'fields', index], 'unknown-field', `card '${card.card}' names unknown field '${field}'`);
      if (shown.has(field)) at([...path, 'fields', index], 'duplicate', `field '${field}' is shown in two cards`);
      shown.add(field);
    });
  }
  for (const field of [...entity.contents, ...entity.fields]) {
    const insideShownGroup = [...shown].some((path) => path.startsWith(`${field.name}.`));
    const composed = Array.isArray(field.input.compose);
    if (!shown.has(field.name) && !insideShownGroup && !composed) {
      at(['editor'], 'not-shown', `field '${field.name}' is in no editor card`, 'warning');
    }
  }
  // Whether the items keep occurrence days: a field of a kind that occurs, at any depth.
  const occurs = [...entity.contents, ...entity.fields].some((field) => inputOccurs(field.input));
  const noDays = (what: string): string =>
    `${what} reads the items' occurrence days: the entity has no field of a kind that occurs (at any depth)`;
  const columnKeys = new Set(input.list.columns.map((column) => column.key));
  input.list.columns.forEach((column, index) => {
    // A row link is filled from the row: each of its route's parameters must be a column.
    for (const [, param] of (column.link?.route ?? '').matchAll(/:([a-z_]+)/g)) {
      if (param !== undefined && !columnKeys.has(param))
        at(
          ['list', 'columns', index, 'link', 'route'],
          'unknown-field',
          `link parameter ':${param}' is no column of the list`,
        );
    }
    const source = column.source ?? column.key;
    if (column.kind !== undefined && COLUMN_DEFINITIONS[column.kind].readsDays) {
      // It reads the items' occurrence days, not a field (`core/occurrence-days.ts`).
      if (!occurs) at(['list', 'columns', index, 'kind'], 'invalid', noDays(`a '${column.kind}' column`));
      if (column.sortable)
        at(
          ['list', 'columns', index, 'sortable'],
          'invalid',
          `a '${column.kind}' column does not sort: its day depends on the day the list is read`,
        );
    } else if (!Object.hasOwn(COMPUTED_COLUMNS, column.key) && !all.has(source)) {
      at(
        ['list', 'columns', index, column.source ? 'source' : 'key'],
        'unknown-field',
        `column '${column.key}' reads unknown field '${source}'`,
      );
    }
    if (column.more || column.withProvince) {
      const fieldKind = all.get(source)?.kind;
      const kind =
        column.kind ??
        COMPUTED_COLUMNS[column.key] ??
        (column.link ? 'link' : undefined) ??
        COLUMN_KINDS.find((candidate) => COLUMN_DEFINITIONS[candidate].fieldKinds.some((k) => k === fieldKind)) ??
        'text';
      if (column.more && !COLUMN_DEFINITIONS[kind].lists)
        at(['list', 'columns', index, 'more'], 'invalid', `a '${kind}' column shows one value: it takes no 'more'`);
      if (column.withProvince && kind !== 'municipality')
        at(
          ['list', 'columns', index, 'withProvince'],
          'invalid',
          `only a 'municipality' column shows the province beside the name, not a '${kind}' one`,
        );
    }
  });
  (input.list.filters ?? []).forEach((filter, index) => {
    if (typeof filter === 'string') return;
    const field = filter.field === undefined ? undefined : all.get(filter.field);
    if (filter.field !== undefined && !field) {
      at(
        ['list', 'filters', index, 'field'],
        'unknown-field',
        `filter '${filter.param}' reads unknown field '${filter.field}'`,
      );
      return;
    }
    // What the kind needs of its field (`kinds/filters/<kind>/definition.ts`).
    for (const issue of FILTER_DEFINITIONS[filter.kind].check(filter, field))
      at(['list', 'filters', index, ...issue.path], issue.code, issue.message);
    const definition: FilterDefinition = FILTER_DEFINITIONS[filter.kind];
    if (definition.readsDays && !occurs)
      at(['list', 'filters', index, 'kind'], 'invalid', noDays(`a '${filter.kind}' filter`));
  });
  if (input.list.sort) {
    const sortField = input.list.sort.slice(1);
    if (sortField !== 'id' && !all.has(sortField))
      at(['list', 'sort'], 'unknown-field', `sort field '${sortField}' does not exist`);
  }
  for (const name of input.omit ?? []) {
    if (!(input.include ?? []).length) at(['omit'], 'unused', `omit '${name}' without any include`, 'warning');
  }
}

function checkSidebar(
  sidebar: { source: SourceDocument; input: SidebarInput },
  entities: ReadonlySet<string>,
  issues: Issue[],
  editorRoutes: ReadonlyMap<string, string>,
): void {
  sidebar.input.sidebar.forEach((group, groupIndex) => {
    group.children.forEach((link, linkIndex) => {
      const at = ['sidebar', groupIndex, 'children', linkIndex];
      if (link.categoryChildren !== undefined) {
        if (link.entity !== undefined || link.label !== undefined || link.action !== undefined)
          issues.push(
            issueAt(sidebar.source, at, {
              code: 'shape',
              message: 'category children links take an href and an ability, no entity, action or label',
            }),
          );
        if (link.href === undefined || !/:id\b|:title\b/.test(link.href) || link.ability === undefined)
          issues.push(
            issueAt(sidebar.source, at, {
              code: 'shape',
              message: 'category children links need an href with :id or :title and an ability',
            }),
          );
        return;
      }
      if ((link.entity === undefined) === (link.href === undefined)) {
        issues.push(
          issueAt(sidebar.source, at, { code: 'shape', message: 'a sidebar link names either an entity or an href' }),
        );
      }
      if (link.entity !== undefined && !link.pending && !entities.has(link.entity)) {
        issues.push(
          issueAt(sidebar.source, [...at, 'entity'], {
            code: 'unknown-entity',
            message: `unknown entity '${link.entity}' (mark the link pending until it exists)`,
          }),
        );
      }
      // A 'new' link opens the editor route with :id 'new': any other parameter would have no value.
      const editorRoute = link.entity === undefined ? undefined : editorRoutes.get(link.entity);
      if (link.action === 'new' && editorRoute !== undefined && /:(?!id\b)/.test(editorRoute)) {
        issues.push(
          issueAt(sidebar.source, [...at, 'action'], {
            code: 'shape',
            message: `the editor route '${editorRoute}' of '${link.entity ?? ''}' has parameters besides :id: no 'new' link can fill them`,
          }),
        );
      }
      if (link.href !== undefined && (link.label === undefined || link.ability === undefined)) {
        issues.push(
          issueAt(sidebar.source, at, {
            code: 'shape',
            message: 'an href link needs a label and an ability (true for everyone)',
          }),
        );
      }
    });
  });
}

/**
 * The dashboard cards' places are the entities' and the platform's own once each (a shared place
 * would leave two cards' order to chance), and a card's list is an entity list with one address.
 */
function checkDashboard(entities: readonly ResolvedEntity[], issues: Issue[]): void {
  const placed = new Map<number, string>(
    Object.entries(PLATFORM_CARDS).map(([name, card]) => [
      card.order,
      `the platform's ${name} card (core/dashboard.ts)`,
    ]),
  );
  const routes = new Map(entities.map(({ input }) => [input.entity, input.route ?? input.entity]));
  for (const { source, input } of entities) {
    const order = input.dashboard?.order;
    if (order !== undefined) {
      const other = placed.get(order);
      if (other)
        issues.push(
          issueAt(source, ['dashboard', 'order'], {
            code: 'duplicate',
            message: `dashboard order ${order} is taken by ${other}`,
          }),
        );
      else placed.set(order, `entity '${input.entity}'`);
    }
    const list = input.dashboard?.list;
    if (list === undefined) continue;
    const route = routes.get(list);
    if (route === undefined)
      issues.push(
        issueAt(source, ['dashboard', 'list'], { code: 'unknown-entity', message: `unknown entity '${list}'` }),
      );
    else if (routeParams(route).length > 0)
      issues.push(
        issueAt(source, ['dashboard', 'list'], {
          code: 'shape',
          message: `the list route '${route}' of '${list}' has parameters: a dashboard card cannot open it`,
        }),
      );
  }
}

/**
 * The entity picker fields (`kind: entity`, at any depth of groups and lists) name existing
 * entities in `types`.
 */
function checkPickedTypes(
  entity: Pick<ResolvedEntity, 'contents' | 'fields'>,
  entities: ReadonlySet<string>,
  issues: Issue[],
  severity: 'error' | 'warning' = 'error',
): void {
  const visit = (source: SourceDocument, at: readonly PathSegment[], input: Readonly<Record<string, unknown>>) => {
    if (input.kind === 'entity' && Array.isArray(input.types)) {
      input.types.forEach((type: unknown, index) => {
        if (typeof type === 'string' && !entities.has(type)) {
          issues.push(
            issueAt(source, [...at, 'types', index], {
              code: 'unknown-entity',
              severity,
              message:
                severity === 'error'
                  ? `unknown entity '${type}'`
                  : `entity '${type}' has no schema yet: nothing of it can be picked until it has one`,
            }),
          );
        }
      });
    }
    if (input.kind === 'reference' && typeof input.entity === 'string' && !entities.has(input.entity)) {
      issues.push(
        issueAt(source, [...at, 'entity'], {
          code: 'unknown-entity',
          severity,
          message: `unknown entity '${input.entity}' (it must exist and have searchCall: true, or comboCall with source: combo)`,
        }),
      );
    }
    if ((input.kind === 'group' || input.kind === 'list') && isRecord(input.fields)) {
      for (const [name, nested] of Object.entries(input.fields)) {
        if (isRecord(nested)) visit(source, [...at, 'fields', name], nested);
      }
    }
  };
  for (const field of [...entity.contents, ...entity.fields]) visit(field.source, field.at, field.input);
}

/**
 * A reference field's combo calls its entity: `source: combo` needs that entity's `comboCall`
 * (and only the combo narrows by province); the default source, its `searchCall`.
 */
function checkReferenceCalls(
  entity: Pick<ResolvedEntity, 'contents' | 'fields'>,
  calls: ReadonlyMap<string, { readonly search: boolean; readonly combo: boolean }>,
  issues: Issue[],
): void {
  const visit = (source: SourceDocument, at: readonly PathSegment[], input: Readonly<Record<string, unknown>>) => {
    if (input.kind === 'reference' && typeof input.entity === 'string') {
      const referred = calls.get(input.entity);
      const combo = input.source === 'combo';
      if (referred && !(combo ? referred.combo : referred.search)) {
        issues.push(
          issueAt(source, [...at, 'entity'], {
            code: 'unknown-entity',
            message: `entity '${input.entity}' has no ${combo ? 'comboCall' : 'searchCall'}: the combo cannot find its items`,
          }),
        );
      }
      if (input.province === true && !combo) {
        issues.push(
          issueAt(source, [...at, 'province'], {
            code: 'shape',
            message: 'only a combo (source: combo) narrows by province',
          }),
        );
      }
      if (input.max !== undefined && input.multiple !== true) {
        issues.push(issueAt(source, [...at, 'max'], { code: 'shape', message: 'max applies to multiple references' }));
      }
    }
    if ((input.kind === 'group' || input.kind === 'list') && isRecord(input.fields)) {
      for (const [name, nested] of Object.entries(input.fields)) {
        if (isRecord(nested)) visit(source, [...at, 'fields', name], nested);
      }
    }
  };
  for (const field of [...entity.contents, ...entity.fields]) visit(field.source, field.at, field.input);
}

/** Secrets (`kind: secret`) belong to settings schemas only: the settings store keeps them write-only. */
function checkNoSecrets(fields: readonly ResolvedField[], issues: Issue[]): void {
  const visit = (source: SourceDocument, at: readonly PathSegment[], input: Readonly<Record<string, unknown>>) => {
    if (input.kind === 'secret') {
      issues.push(
        issueAt(source, [...at, 'kind'], {
          code: 'kind-mismatch',
          message: "a 'secret' field belongs in a settings schema (schemas/settings/)",
        }),
      );
    }
    if ((input.kind === 'group' || input.kind === 'list') && isRecord(input.fields)) {
      for (const [name, nested] of Object.entries(input.fields)) {
        if (isRecord(nested)) visit(source, [...at, 'fields', name], nested);
      }
    }
  };
  for (const field of fields) visit(field.source, field.at, field.input);
}

/** The cards of a settings screen name its fields, each once; every section is shown. */
function crossCheckSettings(settings: ResolvedSettings, issues: Issue[]): void {
  const { source, input } = settings;
  const all = fieldPaths([...settings.contents, ...settings.fields]);
  const at = (path: readonly PathSegment[], code: string, message: string, severity: 'error' | 'warning' = 'error') =>
    issues.push(issueAt(source, path, { code, message, severity }));
  const names = new Set<string>();
  for (const field of [...settings.contents, ...settings.fields]) {
    if (names.has(field.name))
      at(['fields', field.name], 'duplicate', `section '${field.name}' is both per-language and shared`);
    names.add(field.name);
  }
  if (names.size === 0) at(['settings'], 'shape', 'a settings schema needs at least one section (contents or fields)');
  const shown = new Set<string>();
  const cards = [
    ...input.editor.main.map((card, index) => ({ card, path: ['editor', 'main', index] })),
    ...(input.editor.side ?? []).map((card, index) => ({ card, path: ['editor', 'side', index] })),
  ];
  for (const { card, path } of cards) {
    card.fields.forEach((field, index) => {
      if (!all.has(field))
        at([...path, 'fields', index], 'unknown-field', `card '${card.card}' names unknown field '${field}'`);
      if (shown.has(field)) at([...path, 'fields', index], 'duplicate', `field '${field}' is shown in two cards`);
      shown.add(field);
    });
  }
  for (const field of [...settings.contents, ...settings.fields]) {
    if (![...shown].some((path) => path === field.name || path.startsWith(`${field.name}.`)))
      at(['editor'], 'not-shown', `section '${field.name}' is in no card`, 'warning');
  }
}

function validateSettings(
  sources: readonly SourceDocument[],
  routes: ReadonlyMap<string, string>,
  issues: Issue[],
): ResolvedSettings[] {
  const resolved: ResolvedSettings[] = [];
  const seen = { settings: new Map<string, string>(), section: new Map<string, string>(), route: new Map(routes) };
  for (const source of sources) {
    if (source.value === null) continue;
    const sections = { ...fieldSections(source.value), include: [], omit: [] };
    const contents = resolveSection({ source, sections }, 'contents', new Map());
    const fields = resolveSection({ source, sections }, 'fields', new Map());
    for (const field of [...contents, ...fields]) checkField(field, issues);
    const input = parseWith(settingsInput, source, issues);
    if (!input) continue;
    const unique = (kind: keyof typeof seen, value: string, path: PathSegment[]): void => {
      const other = seen[kind].get(value);
      if (other)
        issues.push(
          issueAt(source, path, { code: 'duplicate', message: `${kind} '${value}' is also used by ${other}` }),
        );
      seen[kind].set(value, source.file);
    };
    unique('settings', input.settings, ['settings']);
    unique('route', input.route, ['route']);
    for (const field of [...contents, ...fields]) unique('section', field.name, [...field.at]);
    const settings: ResolvedSettings = { source, input, contents, fields };
    crossCheckSettings(settings, issues);
    resolved.push(settings);
  }
  return resolved;
}

function dedupe(issues: readonly Issue[]): Issue[] {
  const seenKeys = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.file}:${issue.line}:${issue.column}:${issue.path}:${issue.message}`;
    if (seenKeys.has(key)) return false;
    seenKeys.add(key);
    return true;
  });
}

export function validateSchemas(loaded: LoadedSchemas): ValidationResult {
  const issues: Issue[] = [...loaded.issues];
  const fragments = new Map<string, FragmentEntry>();
  for (const source of loaded.fragments) {
    if (source.value === null) continue;
    const input = parseWith(fragmentInput, source, issues);
    if (!input) continue;
    if (fragments.has(input.fragment))
      issues.push(
        issueAt(source, ['fragment'], { code: 'duplicate', message: `fragment '${input.fragment}' is defined twice` }),
      );
    fragments.set(input.fragment, { source, input });
  }
  const entities: ResolvedEntity[] = [];
  const seen = { entity: new Map<string, string>(), path: new Map<string, string>(), route: new Map<string, string>() };
  // Fragment fields are checked on their own too, so that a fragment no entity includes is
  // still checked; issues repeated through an including entity are dropped below.
  for (const fragment of fragments.values()) {
    for (const section of ['contents', 'fields'] as const) {
      for (const [name, input] of Object.entries(fragment.input[section] ?? {})) {
        checkField({ name, input, source: fragment.source, at: [section, name] }, issues);
      }
    }
  }
  for (const source of loaded.entities) {
    if (source.value === null) continue;
    const sections = fieldSections(source.value);
    sections.include.forEach((name, index) => {
      if (!fragments.has(name))
        issues.push(
          issueAt(source, ['include', index], { code: 'unknown-fragment', message: `unknown fragment '${name}'` }),
        );
    });
    // Fields are resolved and checked even when the rest of the entity is invalid, so that one
    // run reports every problem.
    const contents = resolveSection({ source, sections }, 'contents', fragments);
    const fields = resolveSection({ source, sections }, 'fields', fragments);
    for (const field of [...contents, ...fields]) checkField(field, issues);
    const input = parseWith(
      entityInput,
      { ...source, value: withFragmentScreens(source.value, sections, fragments) },
      issues,
    );
    if (!input) continue;
    const unique = (kind: keyof typeof seen, value: string, path: PathSegment[]): void => {
      const other = seen[kind].get(value);
      if (other)
        issues.push(
          issueAt(source, path, { code: 'duplicate', message: `${kind} '${value}' is also used by ${other}` }),
        );
      seen[kind].set(value, source.file);
    };
    unique('entity', input.entity, ['entity']);
    unique('path', input.path ?? input.entity, [input.path ? 'path' : 'entity']);
    unique('route', input.route ?? input.entity, [input.route ? 'route' : 'entity']);
    const entity: ResolvedEntity = { source, input, contents, fields };
    crossCheck(entity, issues);
    entities.push(entity);
  }
  const names = new Set(entities.map((entity) => entity.input.entity));
  for (const entity of entities) checkPickedTypes(entity, names, issues);
  checkDashboard(entities, issues);
  const calls = new Map(
    entities.map((entity) => [
      entity.input.entity,
      { search: Boolean(entity.input.searchCall), combo: Boolean(entity.input.comboCall) },
    ]),
  );
  for (const entity of entities) checkReferenceCalls(entity, calls, issues);
  for (const entity of entities) checkNoSecrets([...entity.contents, ...entity.fields], issues);
  const settings = validateSettings(loaded.settings, seen.route, issues);
  // Settings may name content types still to come (the home page's events): a warning, not an error.
  for (const screen of settings) checkPickedTypes(screen, names, issues, 'warning');
  let sidebar: ValidatedSchemas['sidebar'] = null;
  if (loaded.sidebar && loaded.sidebar.value !== null) {
    const input = parseWith(sidebarInput, loaded.sidebar, issues);
    if (input) {
      sidebar = { source: loaded.sidebar, input };
      const editorRoutes = new Map(
        entities.map(({ input }) => [input.entity, input.editorRoute ?? `${input.route ?? input.entity}/:id`] as const),
      );
      checkSidebar(sidebar, names, issues, editorRoutes);
    }
  }
  const schemas: ValidatedSchemas = { entities, settings, sidebar };
  const sorted = sortIssues(dedupe(issues));
  const failed = sorted.some((issue) => issue.severity === 'error');
  return { issues: sorted, schemas: failed ? null : schemas };
}
