/**
 * Per-entity files under `generated/entities/<name>/`: meta.ts, schema.ts, List.tsx, Editor.tsx;
 * and, beside them, the models (`parts.ts`) and contents rules (`schema-parts.ts`) entities share.
 */
import { createHash } from 'node:crypto';
import { StructureKind } from 'ts-morph';
import type { EntityMeta } from '../../core/model';
import type { Model } from '../normalise';
import { camelCase, entityDir, entityIdentifiers, pascalCase, SharedTexts } from './names';
import type { Render } from './render';
import { addStatementGroups, exportedConst, moduleText, sourceFile } from './ts';
import { header, type EmitInput, type FileMap } from './types';
import { emitSchemaModule, emitSchemaPartsModule, sharedSchemaParts } from './zod';

const RUNTIME = '#runtime';

/** The module of shared parts, beside the entities' directories (a file, so no entity name clashes). */
export const PARTS_MODULE = 'generated/entities/parts.ts';

/** Parts shorter than this (as JSON) stay inline: importing them would cost more than they save. */
const MIN_PART_LENGTH = 20;

/** How the entries of a meta's arrays are named: fields by path, columns and cards by key... */
const ENTRY_PREFIX: Readonly<Record<string, string>> = {
  fields: 'field',
  contents: 'content',
  columns: 'column',
  filters: 'filter',
  main: 'card',
  side: 'card',
};

/**
 * A name for a part: its member name, with an array entry's own name (`fieldLocations`) or a
 * text's Italian words (`labelIntroduzione`).
 */
function hint(parentKey: string, value: object): string {
  if (Array.isArray(value)) return parentKey;
  const entry = value as { path?: unknown; key?: unknown; param?: unknown; name?: unknown; it?: unknown };
  if (typeof entry.it === 'string') return `${parentKey}${pascalCase(entry.it).slice(0, 24)}`;
  const own = [entry.path, entry.key, entry.param, entry.name].find((id) => typeof id === 'string');
  const prefix = ENTRY_PREFIX[parentKey];
  if (prefix !== undefined && typeof own === 'string') return `${prefix}${pascalCase(own)}`;
  return parentKey;
}

/** Shared parts by their JSON text: the exported name in the parts module. */
type Parts = ReadonlyMap<string, string>;

/**
 * The objects and arrays of entity models that are equal (as JSON) in two or more entities: the
 * fields of a shared fragment (the content item's title, the SEO group, the contacts, the address),
 * the list's and editor's conventions (the ID column, the keywords filter, the settings card) and
 * common settings. Each is named `<hint>_<hash>`: the hash of its text keeps a name stable when
 * another entity or variant appears.
 */
export function sharedParts(entities: readonly EntityMeta[]): Parts {
  const texts = new SharedTexts();
  const visit = (value: unknown, key: string, entity: string): void => {
    if (value === null || typeof value !== 'object') return;
    const json = JSON.stringify(value);
    if (json.length >= MIN_PART_LENGTH) texts.add(json, camelCase(hint(key, value)), entity);
    if (Array.isArray(value)) for (const entry of value) visit(entry, key, entity);
    else for (const [member, inner] of Object.entries(value)) visit(inner, member, entity);
  };
  for (const entity of entities) {
    for (const [member, value] of Object.entries(entity)) visit(value, member, entity.name);
  }
  const shared = texts.shared();
  const defaults = [...defaultsParts(entities)].filter(([json]) => !shared.has(json));
  if (defaults.length === 0) return shared;
  // The defaults parts that two or more entities spread (an object may spread a closer part).
  const candidate = new Map([...shared, ...defaults]);
  const users = new Map<string, number>();
  for (const entity of entities) {
    const used = new Set<string>();
    serialise(entity, { parts: candidate, bases: basesOf(candidate), used });
    for (const name of used) users.set(name, (users.get(name) ?? 0) + 1);
  }
  for (const [json, name] of defaults) if ((users.get(name) ?? 0) >= 2) shared.set(json, name);
  return shared;
}

/** The prefix of the names of the synthetic defaults parts (`defaultsOfList_xxx`): spread, never used whole. */
const DEFAULTS_PREFIX = 'defaultsOf';

/** Where an object of a model sits: the entity itself, or its member / array entry key, and its kind. */
const DEFAULTS_CONTEXTS = new Set([
  'entity',
  'list',
  'editor',
  'fields',
  'contents',
  'columns',
  'filters',
  'relations',
]);

/** The contexts above whose values are arrays of objects (the others are one object). */
const ARRAY_CONTEXTS = new Set(['fields', 'contents', 'columns', 'filters', 'relations']);

/**
 * Synthetic parts of defaults: for the objects of one context and kind (the entities themselves,
 * their lists and editors, the fields of each kind, the columns and filters of each kind) found in
 * two or more entities, an object with their most common member list (in its order), each member
 * the most common value (null where no two objects agree). An entity's object then spreads it and
 * writes only what differs (`{ ...defaultsOfList_xxx, title: ... }`): the members most entities
 * leave at their default (`searchCall: null`, `pageSizes`, `readOnly: false`...) are not repeated
 * in each chunk.
 */
function defaultsParts(entities: readonly EntityMeta[]): Map<string, string> {
  const groups = new Map<string, { objects: Record<string, unknown>[]; entities: Set<string> }>();
  const add = (context: string, value: Record<string, unknown>, entity: string): void => {
    // Fields, columns and filters by kind; relations by the relation they are.
    const kind = [value.kind, value.relation].find((member) => typeof member === 'string') ?? '';
    const key = `${context}${pascalCase(String(kind))}`;
    const group = groups.get(key) ?? { objects: [], entities: new Set<string>() };
    group.objects.push(value);
    group.entities.add(entity);
    groups.set(key, group);
  };
  const visit = (value: unknown, key: string, entity: string): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const entry of value) {
        if (DEFAULTS_CONTEXTS.has(key) && entry !== null && typeof entry === 'object' && !Array.isArray(entry))
          add(key, entry as Record<string, unknown>, entity);
        visit(entry, key, entity);
      }
      return;
    }
    if (DEFAULTS_CONTEXTS.has(key) && !ARRAY_CONTEXTS.has(key)) add(key, value as Record<string, unknown>, entity);
    for (const [member, inner] of Object.entries(value)) visit(inner, member, entity);
  };
  for (const entity of entities) {
    add('entity', entity as unknown as Record<string, unknown>, entity.name);
    for (const [member, value] of Object.entries(entity)) visit(value, member, entity.name);
  }
  const defaults = new Map<string, string>();
  for (const [context, group] of groups) {
    if (group.entities.size < 2) continue;
    // The most common member list; objects with another list are written as they are.
    const lists = new Map<string, number>();
    for (const object of group.objects) {
      const keys = JSON.stringify(Object.keys(object));
      lists.set(keys, (lists.get(keys) ?? 0) + 1);
    }
    const [keysJson] = [...lists].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]!;
    const keys = JSON.parse(keysJson) as string[];
    const alike = group.objects.filter((object) => JSON.stringify(Object.keys(object)) === keysJson);
    if (alike.length < 2) continue;
    let agreed = 0;
    const base: Record<string, unknown> = {};
    for (const key of keys) {
      const counts = new Map<string, number>();
      for (const object of alike) {
        const text = JSON.stringify(object[key]);
        counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      const [text, count] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]!;
      if (count >= 2) agreed += 1;
      base[key] = count >= 2 ? (JSON.parse(text) as unknown) : null;
    }
    if (agreed < 3) continue;
    const json = JSON.stringify(base);
    const name = `${DEFAULTS_PREFIX}${pascalCase(context)}_${createHash('sha1').update(json).digest('hex').slice(0, 6)}`;
    defaults.set(json, name);
  }
  return defaults;
}

/** Whether a part is a synthetic defaults part (only spread: no entity has it whole). */
export function isDefaultsPart(name: string): boolean {
  return name.startsWith(DEFAULTS_PREFIX);
}

/**
 * A shared object part that an entity's own object may be written from, as `{ ...part, key: value }`:
 * its name, members and member texts.
 */
interface Base {
  readonly name: string;
  /** A synthetic defaults part: spread whenever that is shorter, however many members change. */
  readonly defaults: boolean;
  readonly keys: readonly string[];
  readonly texts: ReadonlyMap<string, string>;
}

const basesByParts = new WeakMap<Parts, readonly Base[]>();

/** The shared parts that are objects (not arrays), as bases to spread (computed once per parts map). */
function basesOf(parts: Parts): readonly Base[] {
  const known = basesByParts.get(parts);
  if (known) return known;
  const bases: Base[] = [];
  for (const [json, name] of parts) {
    const value = JSON.parse(json) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const members = Object.entries(value);
    bases.push({
      name,
      defaults: isDefaultsPart(name),
      keys: members.map(([key]) => key),
      texts: new Map(members.map(([key, member]) => [key, JSON.stringify(member)])),
    });
  }
  bases.sort((a, b) => a.name.localeCompare(b.name));
  basesByParts.set(parts, bases);
  return bases;
}

/** How values are written: the shared parts by name, and the bases an entity's own objects may spread. */
interface Writing {
  readonly parts: Parts;
  readonly bases: readonly Base[];
  readonly used: Set<string>;
}

/**
 * The text of an object written as a spread of `base` and the members it changes or adds, or null
 * when `base` does not fit: it must have no member the object lacks, keep the object's member
 * order (a spread keeps the base's order; added members come last), be of the same kind (a
 * field, column or filter spreads one of its own kind), and supply most members.
 */
function spreadText(
  base: Base,
  keys: readonly string[],
  json: ReadonlyMap<string, string>,
  texts: ReadonlyMap<string, string>,
): { text: string; changed: string[] } | null {
  if (base.keys.length > keys.length) return null;
  for (let index = 0; index < base.keys.length; index += 1) if (base.keys[index] !== keys[index]) return null;
  if (base.texts.get('kind') !== json.get('kind')) return null;
  const changed = keys.filter((key) => base.texts.get(key) !== json.get(key));
  if (!base.defaults && changed.length * 2 >= keys.length) return null;
  const members = changed.map((key) => `,${JSON.stringify(key)}:${texts.get(key)!}`);
  return { text: `{...${base.name}${members.join('')}}`, changed };
}

/**
 * JSON text of a value, each shared object or array in it written as its part's name (added to
 * `used`); with bases, an object of the entity's own written as the spread of the shared object it
 * differs least from, when that is shorter (`{ ...contentSubtitle_xxx, max: 90 }`): the members
 * it has in common (a kind's defaults, mostly) are then not repeated in each entity's chunk.
 */
function serialise(value: unknown, writing: Writing): string {
  if (Array.isArray(value)) return `[${value.map((entry) => partOrText(entry, writing)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value);
    // Each member's text with the parts it uses, added to `used` only if the member is written.
    const uses = new Map<string, Set<string>>();
    const texts = new Map<string, string>();
    for (const [key, member] of members) {
      const used = new Set<string>();
      uses.set(key, used);
      texts.set(key, partOrText(member, { ...writing, used }));
    }
    const keys = members.map(([key]) => key);
    let best = `{${keys.map((key) => `${JSON.stringify(key)}:${texts.get(key)!}`).join(',')}}`;
    let written: { base: string; keys: readonly string[] } = { base: '', keys };
    if (writing.bases.length > 0) {
      const json = new Map(members.map(([key, member]) => [key, JSON.stringify(member)]));
      for (const base of writing.bases) {
        const spread = spreadText(base, keys, json, texts);
        if (spread !== null && spread.text.length < best.length) {
          best = spread.text;
          written = { base: base.name, keys: spread.changed };
        }
      }
    }
    if (written.base !== '') writing.used.add(written.base);
    for (const key of written.keys) for (const name of uses.get(key)!) writing.used.add(name);
    return best;
  }
  return JSON.stringify(value);
}

function partOrText(value: unknown, writing: Writing): string {
  const name = value !== null && typeof value === 'object' ? writing.parts.get(JSON.stringify(value)) : undefined;
  if (name === undefined) return serialise(value, writing);
  writing.used.add(name);
  return name;
}

/**
 * The shared parts as `as const` data, one export each. A part may use smaller parts, so they are
 * written shortest first (then by name), each after the parts it uses.
 */
export function emitPartsModule(entities: readonly EntityMeta[], parts: Parts): string {
  const exports = [...parts].sort(([a, nameA], [b, nameB]) => a.length - b.length || nameA.localeCompare(nameB));
  const file = sourceFile('/entities/parts.ts');
  addStatementGroups(file, [
    exports.length === 0
      ? [{ kind: StructureKind.ExportDeclaration }]
      : exports.map(([json, name]) =>
          exportedConst(
            name,
            `${serialise(JSON.parse(json) as unknown, { parts, bases: [], used: new Set() })} as const`,
          ),
        ),
  ]);
  return moduleText(
    file,
    header({ sources: entities.map((entity) => entity.source), comment: '//' }) +
      '// Models that two or more entities share (mostly from the same fragment: fields, list columns\n' +
      "// and filters, editor cards), emitted once so that each entity's chunk carries only its own.\n\n",
  );
}

/**
 * The model of one entity as `as const` data, typed by `EntityMeta`, its shared entries imported
 * from the parts module. The module is one declaration, added with its imports in one ts-morph
 * manipulation (each manipulation parses the file again). ts-morph costs more than the string
 * concatenation it replaced (measured: the 19 metas and the parts module about 120 ms of CPU
 * instead of 30 ms, warm), a small share of `npm run generate`.
 */
export function emitMetaModule(entity: EntityMeta, parts: Parts = new Map()): string {
  const ids = entityIdentifiers(entity);
  const used = new Set<string>();
  const text = serialise(entity, { parts, bases: basesOf(parts), used });
  const file = sourceFile(`/entities/${entity.name}/meta.ts`);
  addStatementGroups(file, [
    [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: '#core/model',
        namedImports: ['EntityMeta'],
        isTypeOnly: true,
      },
      ...(used.size === 0
        ? []
        : [
            {
              kind: StructureKind.ImportDeclaration,
              moduleSpecifier: '../parts',
              namedImports: [...used].sort(),
            } as const,
          ]),
    ],
    [
      exportedConst(
        ids.meta,
        `${text} as const satisfies EntityMeta`,
        `${entity.label.singular.en}: the normalised schema, read by the admin runtime and the server.`,
      ),
    ],
  ]);
  return moduleText(file, header({ sources: [entity.source], comment: '//' }));
}

function emitScreens(entity: EntityMeta, render: Render): [string, string][] {
  const ids = entityIdentifiers(entity);
  const headerText = header({ sources: [entity.source], comment: '//' });
  const dir = entityDir(entity);
  return [
    [
      `${dir}/List.tsx`,
      render('List.tsx', {
        header: headerText,
        runtime: RUNTIME,
        meta: ids.meta,
        calls: ids.calls,
        client: `../../api/${entity.name}`,
        component: ids.list,
        description: `The list screen of ${entity.label.plural.en} (/${entity.route}).`,
      }),
    ],
    [
      `${dir}/Editor.tsx`,
      render('Editor.tsx', {
        header: headerText,
        runtime: RUNTIME,
        meta: ids.meta,
        validators: ids.validators,
        calls: ids.calls,
        client: `../../api/${entity.name}`,
        component: ids.editor,
        description: `The editor of ${entity.label.plural.en} (/${entity.route}/:id, id 'new' to create).`,
      }),
    ],
  ];
}

export function emitEntityFiles(model: Model, { render }: EmitInput): FileMap {
  const files = new Map<string, string>();
  const parts = sharedParts(model.entities);
  files.set(PARTS_MODULE, emitPartsModule(model.entities, parts));
  const schemaParts = sharedSchemaParts(model.entities);
  for (const [file, text] of emitSchemaPartsModule(model.entities, schemaParts)) files.set(file, text);
  for (const entity of model.entities) {
    const dir = entityDir(entity);
    files.set(`${dir}/meta.ts`, emitMetaModule(entity, parts));
    files.set(`${dir}/schema.ts`, emitSchemaModule(entity, undefined, schemaParts));
    for (const [file, text] of emitScreens(entity, render)) files.set(file, text);
  }
  return files;
}
