/**
 * `POST {path}` and `PUT {path}/{id}`: one save engine for every entity. In order: fill blank
 * slugs from their source field, validate with the generated zod schema of each language's
 * status, then, in one transaction holding the item's row lock: the version check (409), the
 * status transitions of `core/statuses.ts`, the references (categories under the field's main
 * category, municipalities, tags, authors), slug uniqueness, rich-text sanitising, defaults
 * (author, publication date, cover image), the item's occurrence days (`save/occurrences.ts`, bounded:
 * 422 beyond), the writes, and a 301 redirect from each permalink
 * of the live item that moved (`../redirects/rules.ts`), a data-hub item sent before put back on
 * the hub's waiting list (`../integrations/tdh/store.ts`), and the change's entry in the history
 * (`../history/record.ts`). The steps live in `save/`; this module runs them in order
 * (`saveItem`, `writeItem`).
 */
import { eq, sql } from 'drizzle-orm';
import { canMoveTo, type SavedStatus } from '#core/statuses';
import { formatMessage } from '#core/messages';
import { OCCURRENCE_LIMITS } from '#core/limits';
import type { Db } from '../db/client';
import { isRecord, pgError } from '../db/sql';
import { conflict, invalid, invalidFromZod, notFound } from '../http/errors';
import type { EntityRuntime } from './entity';
import { apiValues, canPublish, col, currentStatus, loadItem, type StoredItem } from './read';
import { itemDays, occurrenceValue } from './save/occurrences';
import { permalinkOf } from './permalink';
import { redirectMovedPermalinks } from '../redirects/rules';
import { putBackOnWaitlist } from '../integrations/tdh/store';
import { sanitiseBody } from './sanitise';
import { recordHistory, type HistoryActor } from '../history/record';
import { columnsOf, writeRelations } from './save/columns';
import { FieldErrors, type Row, type SaveContext, type SaveOutcome } from './save/context';
import { applyDefaults } from './save/defaults';
import { acceptStatuses, lockVersion, planSave } from './save/plan';
import { checkReferences } from './save/references';
import { DerivedSlugClash, fillSlugs, settleSlugs, SLUG_ATTEMPTS, type FilledSlug } from './save/slugs';

export type { SaveContext, SaveOutcome } from './save/context';

export async function saveItem(
  database: Db,
  runtime: EntityRuntime,
  id: number | null,
  input: unknown,
  context: SaveContext,
): Promise<SaveOutcome> {
  if (!isRecord(input)) throw invalid({ '': [formatMessage('invalid', context.language)] });
  const body = structuredClone(input);
  await sanitiseBody(runtime.fields, runtime.contents, body, context.language);
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
      // The live item as it was, when this save changes it: its permalinks may move.
      const liveBefore =
        plan.kind === 'accept'
          ? await loadItem(tx, runtime, plan.targetId)
          : plan.kind === 'update' && plan.draft === 0
            ? previous
            : null;

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
      // The item's occurrence days (the lists' date filter and next date), from every value with days.
      const occurrence = runtime.occurrences
        ? occurrenceValue(itemDays(runtime, values, () => (previous ? apiValues(runtime, previous) : null)))
        : null;
      if (occurrence && 'tooMany' in occurrence) {
        for (const path of occurrence.tooMany) errors.add(path, 'tooManyDays', { max: OCCURRENCE_LIMITS.days });
      }
      if (errors.any) throw invalid(errors.errors);
      applyDefaults(runtime, values, previous, context);
      if (plan.kind === 'accept') acceptStatuses(values);

      const main = runtime.tables.main;
      const mainValues = columnsOf(runtime.fields, 'main', values);
      if (runtime.occurrences && occurrence && 'value' in occurrence)
        mainValues[runtime.occurrences] = occurrence.value;
      let itemId: number;
      let draft: number;
      if (plan.kind === 'insert' || plan.kind === 'revise') {
        const [inserted] = (await tx
          .insert(main)
          .values({
            ...mainValues,
            // A deleted item restored from the history comes back under its own id.
            ...(plan.kind === 'insert' && context.restoring?.id !== undefined ? { id: context.restoring.id } : {}),
            created_by: context.user.id,
            draft: plan.draft,
            original_id: plan.originalId,
          })
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
      // A live item the data hub has in an older version goes back on its waiting list.
      if (runtime.meta.tdh !== null && draft === 0 && (plan.kind === 'update' || plan.kind === 'accept')) {
        await putBackOnWaitlist(tx, runtime.name, itemId);
      }
      if (liveBefore) {
        await redirectMovedPermalinks(tx, {
          site: context.permalinks.site,
          runtime,
          before: liveBefore.contents,
          after: contents,
        });
      }

      // The history: the change of the item written (the live one, for an accepted revision), and
      // the accepted revision draft's removal.
      const actor: HistoryActor = context.system ? { system: true } : { userId: context.user.id };
      await recordHistory(tx, {
        runtime,
        itemId,
        actor,
        before: plan.kind === 'accept' ? liveBefore : plan.kind === 'update' ? previous : null,
        after: await loadItem(tx, runtime, itemId),
        ...(context.restoring ? { action: 'restore' as const } : {}),
      });
      if (plan.kind === 'accept') {
        await recordHistory(tx, { runtime, itemId: plan.revisionId, actor, before: previous, after: null });
      }

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
