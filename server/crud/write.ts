/**
 * `POST {path}` and `PUT {path}/{id}`: one save engine for every entity. In order: fill blank
 * slugs from their source field, validate with the generated zod schema of each language's
 * status, then, in one transaction holding the item's row lock: the version check (409), the
 * status transitions of `core/statuses.ts`, the references (categories under the field's main
 * category, municipalities, tags, authors), slug uniqueness, rich-text sanitising, defaults
 * (author, publication date, cover image), and the writes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { canMoveTo, STATUS, type SavedStatus } from '#core/statuses';
import { toWireDateTime } from '#core/dates';
import { formatMessage, type ApiMessageKey, type ValidationMessageKey } from '#core/messages';
import type { FieldMeta, SlugField } from '#core/model';
import { slugify } from '#core/slugify';
import { parseParams } from '#core/validation';
import { rows, type Db, type Executor } from '../db/client';
import { categorySubtree, idList, isRecord } from '../db/sql';
import { ApiError, conflict, invalid, invalidFromZod, notFound } from '../http/errors';
import type { EntityRuntime, StoredField } from './entity';
import {
  apiValues,
  canPublish,
  col,
  currentStatus,
  loadItem,
  pendingRevision,
  type ItemContext,
  type StoredItem,
} from './read';
import { permalinkOf } from './permalink';
import { sanitiseBody } from './sanitise';

type Row = Record<string, unknown>;

export interface SaveContext extends ItemContext {
  readonly user: ItemContext['user'] & { readonly id: number };
}

export interface SaveOutcome {
  readonly id: number;
  readonly created: boolean;
  readonly permalink: string | null;
  /** The confirmation shown to the user. */
  readonly message: ApiMessageKey;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Slugs derived from their source field (left blank, or typed exactly as derived): a clash gets a numeric suffix. */
interface FilledSlug {
  readonly lang: string | null;
  readonly field: SlugField;
}

/** Fills blank slugs from their source (the title) with the spec's slug helper. */
function fillSlugs(runtime: EntityRuntime, body: Row): FilledSlug[] {
  const filled: FilledSlug[] = [];
  const fill = (target: Row, lang: string | null, slugFields: readonly SlugField[]): void => {
    for (const field of slugFields) {
      const source = target[field.from];
      if (typeof source !== 'string' || slugify(source) === '') continue;
      const derived = slugify(source).slice(0, field.max).replace(/-+$/, '');
      if (isBlank(target[field.name])) {
        target[field.name] = derived;
        filled.push({ lang, field });
      } else if (target[field.name] === derived) {
        // The admin fills the slug from the title as the editor leaves it (spec): a slug that is
        // exactly the title's is still derived, so a clash gets a suffix rather than a 422.
        filled.push({ lang, field });
      }
    }
  };
  fill(
    body,
    null,
    runtime.slugs.filter((field) => !field.perLanguage),
  );
  const contents = body.contents;
  if (isRecord(contents)) {
    for (const [lang, content] of Object.entries(contents)) {
      if (isRecord(content))
        fill(
          content,
          lang,
          runtime.slugs.filter((field) => field.perLanguage),
        );
    }
  }
  return filled;
}

class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly context: SaveContext) {}
  add(path: string, key: ValidationMessageKey, params: Record<string, string | number> = {}): void {
    const message = formatMessage(key, this.context.language, params);
    const list = Object.hasOwn(this.errors, path) ? (this.errors[path] ?? []) : (this.errors[path] = []);
    if (!list.includes(message)) list.push(message);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

/** Category ids under a main category (the main itself excluded). */
async function categoriesUnder(db: Executor, main: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number }>(
    db,
    sql`select id from categories where id in ${idList(ids)} and id <> ${main} and id in ${categorySubtree(main)}`,
  );
  return new Set(found.map((row) => row.id));
}

async function idsIn(db: Executor, table: 'municipalities' | 'tags' | 'users', ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id in ${idList(ids)}`);
  return new Set(found.map((row) => row.id));
}

/** Every reference in the body points at a row that exists (and categories under their main). */
async function checkReferences(db: Executor, runtime: EntityRuntime, body: Row, errors: FieldErrors): Promise<void> {
  const contents = isRecord(body.contents) ? body.contents : {};
  const scopes: { prefix: string; values: Row; fields: readonly StoredField[] }[] = [
    { prefix: '', values: body, fields: runtime.fields },
    ...Object.entries(contents)
      .filter((entry): entry is [string, Row] => isRecord(entry[1]))
      .map(([lang, values]) => ({ prefix: `contents.${lang}.`, values, fields: runtime.contents })),
  ];
  for (const { prefix, values, fields } of scopes) {
    for (const { field } of fields) {
      const value = values[field.name];
      if (value === undefined || value === null) continue;
      const path = `${prefix}${field.name}`;
      if (field.kind === 'category' && isRecord(value) && Array.isArray(value.ids)) {
        const ids = value.ids.map(Number);
        const valid = await categoriesUnder(db, field.main, ids);
        if (ids.some((id) => !valid.has(id))) errors.add(`${path}.ids`, 'unknownCategory');
      } else if (field.kind === 'municipalities') {
        const ids = (Array.isArray(value) ? value : [value]).map(Number);
        const valid = await idsIn(db, 'municipalities', ids);
        if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownMunicipality');
      } else if (field.kind === 'tags' && Array.isArray(value)) {
        const ids = value.map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN));
        const valid = await idsIn(db, 'tags', ids);
        if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownTag');
      } else if (field.kind === 'author' && typeof value === 'number') {
        const valid = await idsIn(db, 'users', [value]);
        if (!valid.has(value)) errors.add(path, 'unknownUser');
      }
    }
  }
}

/** Gives filled slugs a free `-N` suffix; reports typed slugs that another item already uses. */
async function settleSlugs(
  db: Executor,
  runtime: EntityRuntime,
  itemId: number | null,
  body: Row,
  filled: readonly FilledSlug[],
  errors: FieldErrors,
): Promise<void> {
  const contentsTable = runtime.sqlNames.contents;
  const contents = isRecord(body.contents) ? body.contents : {};
  for (const field of runtime.slugs) {
    if (!field.unique || !field.perLanguage || !contentsTable) continue;
    for (const [lang, content] of Object.entries(contents)) {
      if (!isRecord(content)) continue;
      const slug = content[field.name];
      if (typeof slug !== 'string' || slug === '') continue;
      // Saves of the same slug wait for each other here, so the second sees the first's row
      // (and takes the next suffix) instead of both choosing the same one.
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${runtime.name}:${field.name}:${lang}:${slug}`}, 0))`,
      );
      const taken = await rows<{ slug: string }>(
        db,
        sql`select c.${sql.identifier(field.name)} as slug from ${contentsTable} c
             where c.lang = ${lang} and c.draft = 0 and c.item_id <> ${itemId ?? -1}
               and (c.${sql.identifier(field.name)} = ${slug}
                    or c.${sql.identifier(field.name)} like ${`${slug}-%`})`,
      );
      const used = new Set(taken.map((row) => row.slug));
      if (!used.has(slug)) continue;
      const wasFilled = filled.some((entry) => entry.lang === lang && entry.field.name === field.name);
      if (!wasFilled) {
        errors.add(`contents.${lang}.${field.name}`, 'slugTaken');
        continue;
      }
      let suffix = 2;
      while (used.has(`${slug}-${suffix}`)) suffix += 1;
      content[field.name] = `${slug}-${suffix}`;
    }
  }
}

/** Defaults the server applies: author = current user, publication date = now, a cover image. */
function applyDefaults(runtime: EntityRuntime, body: Row, previous: StoredItem | null, context: SaveContext): void {
  const now = toWireDateTime(new Date());
  const apply = (values: Row, fields: readonly StoredField[], isNewLanguage: boolean): void => {
    for (const { field } of fields) {
      const value = values[field.name];
      if (field.kind === 'author' && (value === undefined || value === null)) values[field.name] = context.user.id;
      if (field.kind === 'datetime' && field.default === 'now' && isNewLanguage && isBlank(value)) {
        values[field.name] = now;
      }
      if (field.kind === 'images' && Array.isArray(value) && value.length > 0) {
        const images: Row[] = value.filter(isRecord).map((image, index) => ({ ...image, order: index + 1 }));
        if (field.cover && !images.some((image) => image.is_primary === true)) {
          images.forEach((image, index) => (image.is_primary = index === 0));
        }
        values[field.name] = images;
      }
    }
  };
  apply(body, runtime.fields, previous === null);
  if (isRecord(body.contents)) {
    for (const [lang, content] of Object.entries(body.contents)) {
      if (isRecord(content)) apply(content, runtime.contents, !previous?.contents.has(lang));
    }
  }
}

/** A validated (and already sanitised) value as it is stored in its column. */
function columnValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined) return null;
  if (field.kind === 'params' && field.asJsonText && typeof value === 'string') return parseParams(value) ?? {};
  // A cleared date is sent as '' (the admin's empty date input): no date.
  if ((field.kind === 'date' || field.kind === 'datetime') && value === '') return null;
  return value;
}

function columnsOf(fields: readonly StoredField[], storage: 'main' | 'contents', values: Row): Row {
  const result: Row = {};
  for (const { field, storage: where } of fields) {
    if (where !== storage || !(field.name in values)) continue;
    result[field.name] = columnValue(field, values[field.name]);
  }
  return result;
}

async function writeRelations(
  tx: Executor,
  runtime: EntityRuntime,
  itemId: number,
  fields: readonly StoredField[],
  values: Row,
  lang: string,
): Promise<void> {
  for (const { field, storage } of fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (storage === 'categories' && runtime.tables.categories) {
      const table = runtime.tables.categories;
      await tx.delete(table).where(and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name)));
      const choice = isRecord(value) ? value : { ids: [], primary: null };
      const ids = Array.isArray(choice.ids) ? [...new Set(choice.ids.map(Number))] : [];
      if (ids.length > 0) {
        await tx.insert(table).values(
          ids.map((categoryId) => ({
            item_id: itemId,
            field: field.name,
            category_id: categoryId,
            is_primary: choice.primary === categoryId,
          })),
        );
      }
    } else if (storage === 'municipalities' && runtime.tables.municipalities) {
      const table = runtime.tables.municipalities;
      await tx.delete(table).where(and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name)));
      const ids = [...new Set((Array.isArray(value) ? value : value == null ? [] : [value]).map(Number))];
      if (ids.length > 0) {
        await tx
          .insert(table)
          .values(
            ids.map((municipalityId) => ({ item_id: itemId, field: field.name, municipality_id: municipalityId })),
          );
      }
    } else if (storage === 'tags' && runtime.tables.tags) {
      const table = runtime.tables.tags;
      const tagLang = field.perLanguage ? lang : '';
      await tx
        .delete(table)
        .where(
          and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name), eq(col(table, 'lang'), tagLang)),
        );
      const ids = [
        ...new Set((Array.isArray(value) ? value : []).map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN))),
      ];
      if (ids.length > 0) {
        await tx
          .insert(table)
          .values(
            ids.map((tagId, order) => ({ item_id: itemId, lang: tagLang, field: field.name, tag_id: tagId, order })),
          );
      }
    }
  }
}

/** The PostgreSQL error code and constraint of a failed statement, wherever the driver puts them. */
function pgError(error: unknown): { code?: string; constraint?: string; detail?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return {
        code: current.code,
        constraint: typeof current.constraint === 'string' ? current.constraint : undefined,
        detail: typeof current.detail === 'string' ? current.detail : undefined,
      };
    }
    current = current.cause;
  }
  return {};
}

/** The item's version, read under a row lock held until the transaction ends; null when missing. */
async function lockVersion(tx: Executor, runtime: EntityRuntime, id: number): Promise<number | null> {
  const [locked] = (await tx
    .select({ version: col(runtime.tables.main, 'version') })
    .from(runtime.tables.main)
    .where(eq(col(runtime.tables.main, 'id'), id))
    .for('update')) as { version: number }[];
  return locked ? locked.version : null;
}

/**
 * Where a save goes (ARCHITECTURE.md, "Editorial workflow"):
 * - `insert`: a new item; `update`: the item itself;
 * - `revise`: a user who cannot publish saves a published item: a revision draft (`draft` 1,
 *   `original_id`) takes the changes and the live item stays as it is;
 * - `accept`: a publisher sets a revision to Accettato (6): its values go to the live item, where
 *   accepted languages are published, and the draft is removed.
 */
type SavePlan = { readonly liveId: number | null; readonly message: ApiMessageKey } & (
  | { readonly kind: 'insert'; readonly draft: 0; readonly originalId: null }
  | { readonly kind: 'update'; readonly targetId: number; readonly draft: number }
  | { readonly kind: 'revise'; readonly draft: 1; readonly originalId: number }
  | { readonly kind: 'accept'; readonly targetId: number; readonly draft: 0; readonly revisionId: number }
);

function languagesAt(values: Row, status: number): boolean {
  const contents = isRecord(values.contents) ? values.contents : {};
  return Object.values(contents).some((content) => isRecord(content) && content.status === status);
}

async function planSave(
  tx: Executor,
  runtime: EntityRuntime,
  previous: StoredItem | null,
  values: Row,
  context: SaveContext,
): Promise<SavePlan> {
  if (previous === null) return { kind: 'insert', draft: 0, originalId: null, liveId: null, message: 'created' };
  const id = Number(previous.main.id);
  const draft = Number(previous.main.draft);
  const workflow = runtime.hasStatus && runtime.meta.actions.publish;
  const publish = canPublish(runtime, context.user);
  if (workflow && draft === 0 && !publish) {
    const published = [...previous.contents.values()].some((row) => row.status === STATUS.published);
    if (published) {
      const existing = await pendingRevision(tx, runtime, id);
      if (existing) throw new ApiError(409, 'revisionExists', { id: existing.id });
      mergeMissing(values, apiValues(runtime, previous));
      return { kind: 'revise', draft: 1, originalId: id, liveId: id, message: 'revisionSaved' };
    }
  }
  const originalId = previous.main.original_id;
  if (workflow && draft > 0 && publish && typeof originalId === 'number' && languagesAt(values, STATUS.accepted)) {
    if ((await lockVersion(tx, runtime, originalId)) === null) throw notFound();
    mergeMissing(values, apiValues(runtime, previous));
    return {
      kind: 'accept',
      targetId: originalId,
      draft: 0,
      revisionId: id,
      liveId: originalId,
      message: 'revisionAccepted',
    };
  }
  return {
    kind: 'update',
    targetId: id,
    draft,
    liveId: draft > 0 && typeof originalId === 'number' ? originalId : id,
    message: 'saved',
  };
}

/** Values the body leaves out are taken from `base` (a revision starts as a copy of the live item). */
function mergeMissing(values: Row, base: Row): void {
  for (const [key, value] of Object.entries(base)) {
    if (key === 'contents' && isRecord(value)) {
      const contents = isRecord(values.contents) ? values.contents : {};
      for (const [lang, content] of Object.entries(value)) {
        if (!(lang in contents)) contents[lang] = content;
      }
      values.contents = contents;
    } else if (!(key in values)) {
      values[key] = value;
    }
  }
}

/** Accepted languages (6) are published (1) on the live item; the others keep their status. */
function acceptStatuses(values: Row): void {
  const contents = isRecord(values.contents) ? values.contents : {};
  for (const content of Object.values(contents)) {
    if (isRecord(content) && content.status === STATUS.accepted) content.status = STATUS.published;
  }
}

export async function saveItem(
  database: Db,
  runtime: EntityRuntime,
  id: number | null,
  input: unknown,
  context: SaveContext,
): Promise<SaveOutcome> {
  if (!isRecord(input)) throw invalid({ '': [formatMessage('invalid', context.language)] });
  const body = structuredClone(input);
  sanitiseBody(runtime.fields, runtime.contents, body);
  const filled = fillSlugs(runtime, body);
  const parsed = runtime.validators.item.safeParse(body);
  if (!parsed.success) throw invalidFromZod(parsed.error, context.language);
  const validated = parsed.data as Row;
  if (id !== null && typeof validated.version !== 'number') {
    throw invalid({ version: [formatMessage('required', context.language)] });
  }
  // A slug derived from the title can still meet a concurrent save's between our check and our
  // write (another base slug's suffix): the save is tried again, and then sees that row.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeItem(database, runtime, id, structuredClone(validated), filled, context);
    } catch (error) {
      if (!(error instanceof DerivedSlugClash)) throw error;
      if (attempt >= SLUG_ATTEMPTS) throw invalid({ [error.path]: [formatMessage('slugTaken', context.language)] });
    }
  }
}

/** Saves tried when a derived slug clashes with a concurrent save's. */
const SLUG_ATTEMPTS = 5;

class DerivedSlugClash extends Error {
  constructor(readonly path: string) {
    super(`derived slug clash at ${path}`);
  }
}

async function writeItem(
  database: Db,
  runtime: EntityRuntime,
  id: number | null,
  values: Row,
  filled: readonly FilledSlug[],
  context: SaveContext,
): Promise<SaveOutcome> {
  const errors = new FieldErrors(context);
  try {
    return await database.transaction(async (tx) => {
      let previous: StoredItem | null = null;
      if (id !== null) {
        const version = await lockVersion(tx, runtime, id);
        if (version === null) throw notFound();
        if (version !== values.version) throw conflict();
        previous = await loadItem(tx, runtime, id);
      }
      const plan = await planSave(tx, runtime, previous, values, context);

      const contents = isRecord(values.contents) ? values.contents : {};
      const publish = canPublish(runtime, context.user);
      for (const [lang, content] of Object.entries(contents)) {
        if (!isRecord(content) || typeof content.status !== 'number') continue;
        const to = content.status as SavedStatus;
        if (!canMoveTo({ from: currentStatus(previous, lang), to, canPublish: publish })) {
          errors.add(`contents.${lang}.status`, 'statusTransition');
        }
      }
      await checkReferences(tx, runtime, values, errors);
      await settleSlugs(tx, runtime, plan.liveId, values, filled, errors);
      if (errors.any) throw invalid(errors.errors);
      applyDefaults(runtime, values, previous, context);
      if (plan.kind === 'accept') acceptStatuses(values);

      const main = runtime.tables.main;
      const mainValues = columnsOf(runtime.fields, 'main', values);
      let itemId: number;
      let draft: number;
      if (plan.kind === 'insert' || plan.kind === 'revise') {
        const [inserted] = (await tx
          .insert(main)
          .values({ ...mainValues, created_by: context.user.id, draft: plan.draft, original_id: plan.originalId })
          .returning({ id: col(main, 'id'), draft: col(main, 'draft') })) as { id: number; draft: number }[];
        if (!inserted) throw new Error('insert returned no row');
        itemId = inserted.id;
        draft = inserted.draft;
      } else {
        itemId = plan.targetId;
        draft = plan.draft;
        await tx
          .update(main)
          .set({ ...mainValues, version: sql`${col(main, 'version')} + 1`, updated_at: sql`now()` })
          .where(eq(col(main, 'id'), itemId));
      }
      await writeRelations(tx, runtime, itemId, runtime.fields, values, '');

      const contentsTable = runtime.tables.contents;
      if (contentsTable) {
        for (const [lang, content] of Object.entries(contents)) {
          if (!isRecord(content)) continue;
          const row = columnsOf(runtime.contents, 'contents', content);
          await tx
            .insert(contentsTable)
            .values({ ...row, item_id: itemId, lang, draft })
            .onConflictDoUpdate({
              target: [col(contentsTable, 'item_id'), col(contentsTable, 'lang')],
              set: row,
            });
          await writeRelations(tx, runtime, itemId, runtime.contents, content, lang);
        }
      }
      // An accepted revision has been applied to the live item: the draft goes.
      if (plan.kind === 'accept') await tx.delete(main).where(eq(col(main, 'id'), plan.revisionId));

      const editedLang = typeof values.lang === 'string' && values.lang in contents ? values.lang : null;
      const permalinkLang = editedLang ?? Object.keys(contents)[0] ?? null;
      const shown = permalinkLang ? contents[permalinkLang] : undefined;
      const permalink =
        permalinkLang && isRecord(shown) && draft === 0
          ? permalinkOf(context.permalinks, runtime, permalinkLang, shown.slug, shown.status)
          : null;
      return { id: itemId, created: previous === null, permalink, message: plan.message };
    });
  } catch (error) {
    const failure = pgError(error);
    if (failure.code === '23505' && failure.constraint?.endsWith('_slug_unique')) {
      const lang = /\(lang, slug\)=\(([a-z]{2}),/.exec(failure.detail ?? '')?.[1] ?? 'it';
      if (filled.some((entry) => entry.lang === lang)) throw new DerivedSlugClash(`contents.${lang}.slug`);
      errors.add(`contents.${lang}.slug`, 'slugTaken');
      throw invalid(errors.errors);
    }
    if (failure.code === '23503') {
      errors.add('', 'invalid');
      throw invalid(errors.errors);
    }
    throw error;
  }
}
