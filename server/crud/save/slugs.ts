/**
 * Slugs: blank ones are filled from their source field before validation (`fillSlugs`), and,
 * inside the save's transaction, derived ones that clash get a free `-N` suffix while typed ones
 * that clash are reported (`settleSlugs`).
 */
import { sql } from 'drizzle-orm';
import type { SlugField } from '#core/model';
import { slugify } from '#core/slugify';
import { rows, type Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import type { EntityRuntime } from '../entity';
import { isBlank, type FieldErrors, type Row } from './context';

/** Slugs derived from their source field (left blank, or typed exactly as derived): a clash gets a numeric suffix. */
export interface FilledSlug {
  readonly lang: string | null;
  readonly field: SlugField;
}

/** Fills blank slugs from their source (the title) with the spec's slug helper. */
export function fillSlugs(runtime: EntityRuntime, body: Row): FilledSlug[] {
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

/** Gives filled slugs a free `-N` suffix; reports typed slugs that another item already uses. */
export async function settleSlugs(
  db: Executor,
  runtime: EntityRuntime,
  itemId: number | null,
  body: Row,
  filled: readonly FilledSlug[],
  errors: FieldErrors,
): Promise<void> {
  const contentsTable = runtime.sqlNames.contents;
  const contents = isRecord(body.contents) ? body.contents : {};
  // Slugs held once per item (a POI collection's code), unique among the live items.
  for (const field of runtime.slugs) {
    if (!field.unique || field.perLanguage) continue;
    const slug = body[field.name];
    if (typeof slug !== 'string' || slug === '') continue;
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${runtime.name}:${field.name}:${slug}`}, 0))`,
    );
    const taken = await rows<{ slug: string }>(
      db,
      sql`select m.${sql.identifier(field.name)} as slug from ${runtime.sqlNames.main} m
           where m.draft = 0 and m.id <> ${itemId ?? -1}
             and (m.${sql.identifier(field.name)} = ${slug} or m.${sql.identifier(field.name)} like ${`${slug}-%`})`,
    );
    const used = new Set(taken.map((row) => row.slug));
    if (!used.has(slug)) continue;
    if (!filled.some((entry) => entry.lang === null && entry.field.name === field.name)) {
      errors.add(field.name, 'slugTaken');
      continue;
    }
    let suffix = 2;
    while (used.has(`${slug}-${suffix}`)) suffix += 1;
    body[field.name] = `${slug}-${suffix}`;
  }
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

/** Saves tried when a derived slug clashes with a concurrent save's. */
export const SLUG_ATTEMPTS = 5;

export class DerivedSlugClash extends Error {
  constructor(readonly path: string) {
    super(`derived slug clash at ${path}`);
  }
}
