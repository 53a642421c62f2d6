/**
 * Demo content, so that a fresh back office has something to show. The content is data, beside
 * the schemas: `schemas/demo/<entity>.yaml` holds an entity's demo items (each a save body as the
 * API takes it, with a stable `key`), `schemas/demo/categories.yaml` the demo categories (children
 * of fixed main categories). The format and its references are described in schemas/README.md,
 * "Demo content".
 *
 * Items are handed to the server's save engine through `create`, which validates them, fills what
 * the server fills (author, permalinks) and inserts them; nothing here writes an entity row. Only
 * the demo categories are written directly. This module knows no entity: the order of the files
 * follows from their references.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { parse } from 'yaml';
import {
  categoriesTable,
  categoryContentsTable,
  municipalitiesTable,
  provincesTable,
  systemStateTable,
} from '../../../core/db/platform';
import { entityNames, registry, type EntityName } from '../../../generated/registry';
import type { Executor } from '../client';
import { PROJECT_ROOT } from '../../config';
import { categoryContents } from './categories';

/** The server's generic save: validates the body, inserts the item and answers its id. */
export type CreateEntity = (entity: EntityName, body: unknown) => Promise<number>;

/** Demo items created so far (`entity/key` → id), so that a failed run resumes without duplicates. */
export const DEMO_PROGRESS_KEY = 'seed.demo.progress';

/** Where the demo files live. */
export const DEMO_DIR = path.join(PROJECT_ROOT, 'schemas', 'demo');

/** The one demo file that is not an entity's. */
const CATEGORIES_FILE = 'categories.yaml';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntityName(name: string): name is EntityName {
  return (entityNames as readonly string[]).includes(name);
}

function readList(file: string): unknown[] {
  const data: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`demo file ${path.basename(file)}: expected a list of items`);
  return data;
}

// ---------------------------------------------------------------------------------------------
// Files

export interface DemoItem {
  readonly key: string;
  /** The save body, references unresolved. */
  readonly body: Json;
}

export interface DemoFile {
  readonly entity: EntityName;
  readonly file: string;
  readonly items: readonly DemoItem[];
}

/** Reads every entity's demo file; a file named after no entity of the registry is an error. */
export function readDemoFiles(dir: string = DEMO_DIR): DemoFile[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && name !== CATEGORIES_FILE)
    .sort();
  return names.map((file) => {
    const entity = file.slice(0, -'.yaml'.length);
    if (!isEntityName(entity)) throw new Error(`demo file ${file}: the registry has no entity '${entity}'`);
    const fields: readonly string[] = registry[entity].meta.fields.map((field) => field.name);
    if (fields.includes('key')) {
      throw new Error(`demo file ${file}: the entity has a field 'key', which the demo format reserves`);
    }
    const keys = new Set<string>();
    const items = readList(path.join(dir, file)).map((entry, index): DemoItem => {
      if (!isRecord(entry)) throw new Error(`demo file ${file}: item ${index + 1} is not an object`);
      const { key, ...body } = entry;
      if (typeof key !== 'string' || key === '') throw new Error(`demo file ${file}: item ${index + 1} has no key`);
      if (keys.has(key)) throw new Error(`demo file ${file}: key '${key}' used twice`);
      keys.add(key);
      return { key, body };
    });
    return { entity, file, items };
  });
}

export interface DemoCategory {
  readonly key: string;
  /** The fixed main category it belongs to. */
  readonly parent: number;
  readonly it: string;
  readonly en: string;
}

/** The demo categories of `categories.yaml`. */
export function readDemoCategories(dir: string = DEMO_DIR): DemoCategory[] {
  const keys = new Set<string>();
  return readList(path.join(dir, CATEGORIES_FILE)).map((entry, index) => {
    const { key, parent, it, en } = isRecord(entry) ? entry : {};
    if (typeof key !== 'string' || typeof parent !== 'number' || typeof it !== 'string' || typeof en !== 'string') {
      throw new Error(`demo file ${CATEGORIES_FILE}: item ${index + 1} needs key, parent, it and en`);
    }
    if (keys.has(key)) throw new Error(`demo file ${CATEGORIES_FILE}: key '${key}' used twice`);
    keys.add(key);
    return { key, parent, it, en };
  });
}

/** The demo categories (parent and Italian title), for tests. */
export function demoCategoryTitles(): { parent: number; it: string }[] {
  return readDemoCategories().map(({ parent, it }) => ({ parent, it }));
}

// ---------------------------------------------------------------------------------------------
// References

/** A municipality as an address's `city` (the shape of the address box). */
export interface City {
  id: number;
  city: string;
  province: string;
  province_short: string;
  region: string;
  zip_code: string;
  country: string;
}

/** What references resolve to: the seed looks them up in the database, tests fake them. */
export interface DemoLookups {
  category(key: string): number;
  municipality(istat: string): number;
  city(istat: string): City;
  /** The id of a demo item already created. */
  item(entity: EntityName, key: string): number;
}

type Reference =
  | { readonly kind: 'category' | 'municipality' | 'city'; readonly value: string }
  | { readonly kind: 'ref'; readonly entity: EntityName; readonly key: string; readonly pick: readonly string[] };

const SIMPLE_REFERENCES = { $category: 'category', $municipality: 'municipality', $city: 'city' } as const;

/** The reference an object stands for, or null for a plain object. */
function referenceOf(value: Json, where: string): Reference | null {
  const keys = Object.keys(value);
  const marker = keys.find((key) => key.startsWith('$'));
  if (marker === undefined) return null;
  const target = value[marker];
  if (typeof target !== 'string') throw new Error(`${where}: ${marker} wants a string`);
  if (marker === '$ref') {
    const extra = keys.filter((key) => key !== '$ref' && key !== 'pick');
    if (extra.length > 0) throw new Error(`${where}: unexpected ${extra.join(', ')} beside $ref`);
    const [entity = '', key = '', ...rest] = target.split('/');
    if (!isEntityName(entity) || key === '' || rest.length > 0) {
      throw new Error(`${where}: $ref '${target}' is not <entity>/<key> of a registry entity`);
    }
    const pick = value.pick ?? [];
    if (!Array.isArray(pick) || !pick.every((field): field is string => typeof field === 'string')) {
      throw new Error(`${where}: pick wants a list of field names`);
    }
    return { kind: 'ref', entity, key, pick };
  }
  if (!(marker in SIMPLE_REFERENCES) || keys.length > 1) {
    throw new Error(`${where}: unknown reference ${keys.join(', ')}`);
  }
  return { kind: SIMPLE_REFERENCES[marker as keyof typeof SIMPLE_REFERENCES], value: target };
}

/** Every reference in a value, depth first. */
function referencesIn(value: unknown, where: string): Reference[] {
  if (Array.isArray(value)) return value.flatMap((entry) => referencesIn(entry, where));
  if (!isRecord(value)) return [];
  const reference = referenceOf(value, where);
  if (reference) return [reference];
  return Object.values(value).flatMap((entry) => referencesIn(entry, where));
}

/**
 * Replaces every reference in a value: `{ $category: key }` → the demo category's id,
 * `{ $municipality: istat }` → the municipality's id, `{ $city: istat }` → the municipality as an
 * address city, `{ $ref: entity/key }` → the demo item's id, and with `pick: [fields]` →
 * `{ id, ...those fields of the item's data }`.
 */
export function resolveReferences(
  value: unknown,
  lookups: DemoLookups,
  files: readonly DemoFile[],
  where: string,
): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolveReferences(entry, lookups, files, where));
  if (!isRecord(value)) return value;
  const reference = referenceOf(value, where);
  if (!reference) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, resolveReferences(entry, lookups, files, where)]),
    );
  }
  switch (reference.kind) {
    case 'category':
      return lookups.category(reference.value);
    case 'municipality':
      return lookups.municipality(reference.value);
    case 'city':
      return lookups.city(reference.value);
    case 'ref': {
      const id = lookups.item(reference.entity, reference.key);
      if (reference.pick.length === 0) return id;
      const target = findItem(files, reference.entity, reference.key);
      const picked = reference.pick.map((field) => [field, target?.body[field]] as const);
      return { id, ...Object.fromEntries(picked) };
    }
  }
}

function findItem(files: readonly DemoFile[], entity: EntityName, key: string): DemoItem | undefined {
  return files.find((file) => file.entity === entity)?.items.find((item) => item.key === key);
}

/**
 * The files in creation order: an entity's items after those of every entity they refer to
 * (alphabetical otherwise). Fails on a dangling reference and on a cycle. An item may refer to an
 * item of its own file that comes before it.
 */
export function demoOrder(files: readonly DemoFile[], categories: readonly DemoCategory[]): DemoFile[] {
  const categoryKeys = new Set(categories.map((category) => category.key));
  const needs = new Map<EntityName, Set<EntityName>>();
  for (const file of files) {
    const own = new Set<EntityName>();
    for (const [index, item] of file.items.entries()) {
      const where = `demo file ${file.file}, item ${item.key}`;
      for (const reference of referencesIn(item.body, where)) {
        if (reference.kind === 'category' && !categoryKeys.has(reference.value)) {
          throw new Error(`${where}: no demo category '${reference.value}' in ${CATEGORIES_FILE}`);
        }
        if (reference.kind !== 'ref') continue;
        const target = `${reference.entity}/${reference.key}`;
        if (!findItem(files, reference.entity, reference.key)) throw new Error(`${where}: no demo item ${target}`);
        if (reference.entity !== file.entity) own.add(reference.entity);
        else if (!file.items.slice(0, index).some((earlier) => earlier.key === reference.key)) {
          throw new Error(`${where}: ${target} must come before the item that refers to it`);
        }
      }
    }
    needs.set(file.entity, own);
  }
  const ordered: DemoFile[] = [];
  const pending = [...files];
  while (pending.length > 0) {
    const ready = pending.findIndex((file) =>
      [...(needs.get(file.entity) ?? [])].every((entity) => ordered.some((done) => done.entity === entity)),
    );
    if (ready < 0) {
      throw new Error(`demo files refer to each other in a cycle: ${pending.map((file) => file.file).join(', ')}`);
    }
    ordered.push(...pending.splice(ready, 1));
  }
  return ordered;
}

// ---------------------------------------------------------------------------------------------
// Database look-ups

/**
 * Creates the demo categories that are missing, looked up by parent and Italian title (a category
 * an editor has renamed is created again under its demo title).
 */
async function seedDemoCategories(db: Executor, categories: readonly DemoCategory[]): Promise<Map<string, number>> {
  const parents = [...new Set(categories.map((category) => category.parent))];
  const existing =
    parents.length === 0
      ? []
      : await db
          .select({ id: categoriesTable.id, parent: categoriesTable.parent_id, title: categoryContentsTable.title })
          .from(categoriesTable)
          .innerJoin(
            categoryContentsTable,
            and(eq(categoryContentsTable.category_id, categoriesTable.id), eq(categoryContentsTable.lang, 'it')),
          )
          .where(inArray(categoriesTable.parent_id, parents));
  const ids = new Map<string, number>();
  const order = new Map<number, number>();
  for (const category of categories) {
    const position = (order.get(category.parent) ?? 0) + 1;
    order.set(category.parent, position);
    const found = existing.find((row) => row.parent === category.parent && row.title === category.it);
    if (found) {
      ids.set(category.key, found.id);
      continue;
    }
    const [row] = await db
      .insert(categoriesTable)
      .values({ parent_id: category.parent, order: position })
      .returning({ id: categoriesTable.id });
    if (!row) throw new Error(`cannot create the demo category '${category.it}'`);
    await db.insert(categoryContentsTable).values(categoryContents(row.id, category));
    ids.set(category.key, row.id);
  }
  return ids;
}

/** The municipalities the files name, by ISTAT code, as address cities. */
async function loadCities(db: Executor, files: readonly DemoFile[]): Promise<Map<string, City>> {
  const codes = new Set<string>();
  for (const file of files) {
    for (const item of file.items) {
      for (const reference of referencesIn(item.body, `demo file ${file.file}, item ${item.key}`)) {
        if (reference.kind === 'municipality' || reference.kind === 'city') codes.add(reference.value);
      }
    }
  }
  if (codes.size === 0) return new Map();
  const found = await db
    .select({
      id: municipalitiesTable.id,
      istat: municipalitiesTable.istat,
      name: municipalitiesTable.name,
      cap: municipalitiesTable.cap,
      province: provincesTable.nome,
      sigla: provincesTable.sigla,
    })
    .from(municipalitiesTable)
    .innerJoin(provincesTable, eq(provincesTable.id, municipalitiesTable.province_id))
    .where(inArray(municipalitiesTable.istat, [...codes]));
  const cities = new Map<string, City>();
  for (const row of found) {
    cities.set(row.istat, {
      id: row.id,
      city: row.name,
      province: row.province,
      province_short: row.sigla,
      region: 'Emilia-Romagna',
      zip_code: row.cap[0] ?? '',
      country: 'Italia',
    });
  }
  const missing = [...codes].filter((code) => !cities.has(code));
  if (missing.length > 0) throw new Error(`municipalities ${missing.join(', ')} missing: seed the geography first`);
  return cities;
}

// ---------------------------------------------------------------------------------------------
// Loading

async function readProgress(db: Executor): Promise<Record<string, number>> {
  const [row] = await db
    .select({ value: systemStateTable.value })
    .from(systemStateTable)
    .where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
  const value = row?.value;
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

async function writeProgress(db: Executor, progress: Record<string, number>): Promise<void> {
  await db
    .insert(systemStateTable)
    .values({ key: DEMO_PROGRESS_KEY, value: progress })
    .onConflictDoUpdate({ target: systemStateTable.key, set: { value: progress, updated_at: new Date() } });
}

/** Forgets the progress of a completed demo load. */
export async function clearDemoProgress(db: Executor): Promise<void> {
  await db.delete(systemStateTable).where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
}

/** Items created per entity by this call (a resumed load counts only what it created). */
export type DemoSummary = Record<EntityName, number>;

/**
 * Creates the demo categories, then every demo file's items through `create`, in `demoOrder`.
 * Each created item is recorded under `seed.demo.progress` by `entity/key`, so that a load
 * interrupted by an error resumes where it stopped. Whether the demo was loaded at all is the
 * caller's business (`runSeed` records `seed.demo`).
 */
export async function seedDemo(db: Executor, create: CreateEntity, dir: string = DEMO_DIR): Promise<DemoSummary> {
  const categories = readDemoCategories(dir);
  const files = demoOrder(readDemoFiles(dir), categories);
  const categoryIds = await seedDemoCategories(db, categories);
  const cities = await loadCities(db, files);
  const progress = await readProgress(db);
  const created = Object.fromEntries(entityNames.map((name) => [name, 0])) as DemoSummary;

  const city = (istat: string): City => {
    const found = cities.get(istat);
    if (!found) throw new Error(`municipality ${istat} missing`);
    return found;
  };
  const lookups: DemoLookups = {
    category: (key) => {
      const id = categoryIds.get(key);
      if (id === undefined) throw new Error(`demo category '${key}' missing`);
      return id;
    },
    municipality: (istat) => city(istat).id,
    city,
    item: (entity, key) => {
      const id = progress[`${entity}/${key}`];
      if (id === undefined) throw new Error(`demo item ${entity}/${key} not created yet`);
      return id;
    },
  };

  for (const file of files) {
    for (const item of file.items) {
      const progressKey = `${file.entity}/${item.key}`;
      if (progress[progressKey] !== undefined) continue;
      const body = resolveReferences(item.body, lookups, files, `demo file ${file.file}, item ${item.key}`);
      progress[progressKey] = await create(file.entity, body);
      created[file.entity] += 1;
      await writeProgress(db, progress);
    }
  }
  return created;
}
