/**
 * The articles' audio (contract: core/contracts/audio.ts; issue #34) and its job (`AUDIO_JOB`, one
 * per entity, item and language in flight). `GET entities/audio/{id}` checks the item (one of an
 * entity whose schema has `audio`, live, written in the language, with text to read) and the
 * engine, queues a generation and answers where it is; `action=status` answers that only. The job
 * reads the item afresh at each attempt, has the speech engine (`../speech/`) write the audio into
 * the media storage's temporary folder, moves it in and records it as the item's audio
 * (`./store.ts`), in place of the earlier one. The job survives a restart: a process that stops
 * gives its attempt back, one that dies leaves it to the next once its lease expires.
 */
import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { canOnEntity } from '#core/abilities';
import { AUDIO_JOB, AUDIO_LANGUAGES, AUDIO_LIMITS, type AudioLanguage, type AudioState } from '#core/audio';
import type { AudioResult } from '#core/contracts/audio';
import { LANGUAGE_NAMES, isLanguageCode, type UiLanguage } from '#core/languages';
import { apiMessage } from '#core/messages';
import type { EntityRuntime } from '../../crud/entity';
import { liveItemHolder } from '../../crud/holder';
import { loadItem, type StoredItem } from '../../crud/read';
import type { PlatformHandlers } from '../../http/calls';
import type { ServerContext } from '../../http/context';
import { ApiError, forbidden, languageOf, notFound } from '../../http/errors';
import { PermanentJobError, type Job } from '../../jobs/queue';
import type { SpeechEngine } from '../speech/engine';
import { audioText } from './source';
import { audioJobKey, currentAudio, latestAudioJob, recordAudio, type AudioTarget } from './store';

const GeneratePayload = z.strictObject({
  entity: z.string().max(100),
  id: z.number().int().min(1),
  lang: z.enum(AUDIO_LANGUAGES),
});
type GeneratePayload = z.infer<typeof GeneratePayload>;

type AudioAnswer = z.input<typeof AudioResult>['data'];

/** The job's progress at each step (between them, as the engine tells it), and the least change written. */
const PROGRESS = { read: 10, spoken: 90, step: 5 } as const;

/** The language's name for messages ('inglese'). */
const languageName = (lang: string, language: UiLanguage): string =>
  isLanguageCode(lang) ? LANGUAGE_NAMES[lang][language] : lang;

/** The item's title in the language (the media item's title), bounded. */
function titleOf(runtime: EntityRuntime, item: StoredItem, lang: string): string {
  const value = runtime.title.perLanguage
    ? item.contents.get(lang)?.[runtime.title.name]
    : item.main[runtime.title.name];
  return typeof value === 'string' ? value.slice(0, 255) : '';
}

/** Where a generation is, from its latest job and the current audio. */
function stateOf(job: Job | null, hasAudio: boolean): AudioState {
  switch (job?.status) {
    case undefined:
    case 'done':
      return hasAudio ? 'done' : 'none';
    case 'queued':
      return 'queued';
    case 'running':
      return 'running';
    case 'dead':
    case 'cancelled':
      return 'failed';
  }
}

export function audioHandlers(
  context: ServerContext,
  engine: SpeechEngine | null,
): Pick<PlatformHandlers, 'generateAudio'> {
  const { db } = context.database;
  /** The entities whose schemas give their items audio. */
  const runtimes = [...context.entities.values()].filter((runtime) => runtime.meta.audio !== null);

  /** The audio entity holding live item `id` (the named one, or the only one). */
  const resolve = (id: number, entity: string | undefined, language: UiLanguage): Promise<EntityRuntime> =>
    liveItemHolder(db, runtimes, { id, entity, language }, { notTaken: 'audioNotTaken', ambiguous: 'audioAmbiguous' });

  /** One attempt of a generation: the audio made, stored and recorded. */
  const generate = async (
    payload: GeneratePayload,
    job: Job,
    signal: AbortSignal,
    progress: (n: number) => Promise<void>,
  ) => {
    if (!engine) throw new PermanentJobError(apiMessage('audioUnavailable', 'it'));
    const runtime = runtimes.find((candidate) => candidate.name === payload.entity);
    if (!runtime) throw new PermanentJobError(apiMessage('audioNotTaken', 'it'));
    const item = await loadItem(db, runtime, payload.id);
    if (!item || Number(item.main.draft) > 0) throw new PermanentJobError(apiMessage('notFound', 'it'));
    const text = audioText(runtime, item, payload.lang);
    if (text.text === '')
      throw new PermanentJobError(apiMessage('audioNoText', 'it', { lang: languageName(payload.lang, 'it') }));
    await progress(PROGRESS.read);
    const output = await context.media.temporaryPath(engine.format.extension);
    // The engine's progress between the text read and the audio spoken, written when it moved on.
    let told: number = PROGRESS.read;
    const tell = (fraction: number) => {
      const percent = Math.round(PROGRESS.read + (PROGRESS.spoken - PROGRESS.read) * fraction);
      if (percent < told + PROGRESS.step) return;
      told = percent;
      void progress(percent).catch(() => undefined);
    };
    try {
      const spoken = await engine.synthesize({ text: text.text, lang: payload.lang, output, signal, progress: tell });
      // A late estimate of the engine's is never written over the next step.
      told = PROGRESS.spoken;
      await progress(PROGRESS.spoken);
      const stored = await context.media.moveIn(output, engine.format.extension);
      try {
        const title = titleOf(runtime, item, payload.lang);
        const recorded = await recordAudio(context.database, payload, {
          storageKey: stored.key,
          mime: engine.format.mime,
          bytes: spoken.bytes,
          name: `${payload.entity}-${payload.id}-${payload.lang}.${engine.format.extension}`,
          title,
          characters: text.text.length,
          truncated: text.truncated,
          userId: job.created_by,
        });
        // The earlier audio's file: its row is gone, so a failed removal leaves a file the sweeper takes.
        await Promise.all(recorded.removedKeys.map((key) => context.media.remove(key).catch(() => undefined)));
        return { media_id: recorded.mediaId, characters: text.text.length, truncated: text.truncated };
      } catch (error) {
        await context.media.remove(stored.key).catch(() => undefined);
        throw error;
      }
    } finally {
      await rm(output, { force: true });
    }
  };

  context.jobs.register<GeneratePayload>({
    kind: AUDIO_JOB,
    timeoutMs: AUDIO_LIMITS.attemptTimeoutMs,
    maxAttempts: AUDIO_LIMITS.maxAttempts,
    parse: (payload) => {
      const parsed = GeneratePayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('malformed audio generation');
      return parsed.data;
    },
    run: (payload, { job, signal, progress }) => generate(payload, job, signal, progress),
  });

  /** What the call answers about the item's audio in the language. */
  const answer = async (target: AudioTarget & { readonly lang: AudioLanguage }, language: UiLanguage) => {
    const [job, audio] = await Promise.all([latestAudioJob(db, target), currentAudio(db, target)]);
    const state = stateOf(job, audio !== null);
    const progress = state === 'running' ? (job?.progress ?? 0) : null;
    const message =
      state === 'done'
        ? apiMessage('audioCreated', language)
        : state === 'queued'
          ? apiMessage('audioQueued', language)
          : state === 'running'
            ? apiMessage('audioRunning', language, { progress: progress ?? 0 })
            : state === 'failed'
              ? apiMessage('audioFailed', language)
              : apiMessage('audioNone', language);
    const data: AudioAnswer = {
      entity: target.entity,
      id: target.id,
      lang: target.lang,
      state,
      progress,
      job: job?.id ?? null,
      message,
      audio,
    };
    return { data };
  };

  return {
    generateAudio: async ({ params, query, user, request }) => {
      const language = languageOf(request);
      // Who may edit no item with audio learns nothing of ids.
      if (!runtimes.some((runtime) => canOnEntity(user, runtime.meta, 'edit'))) throw forbidden();
      const runtime = await resolve(params.id, query.entity, language);
      if (!canOnEntity(user, runtime.meta, 'edit')) throw forbidden();
      const { lang } = query;
      const target = { entity: runtime.name, id: params.id, lang };
      const name = languageName(lang, language);
      if (!runtime.languages.includes(lang)) throw new ApiError(422, 'audioNoLanguage', { lang: name });
      if (query.action === 'generate') {
        if (!engine || !(await engine.available())) throw new ApiError(503, 'audioUnavailable');
        const item = await loadItem(db, runtime, params.id);
        if (!item) throw notFound();
        if (!item.contents.has(lang)) throw new ApiError(422, 'audioNoLanguage', { lang: name });
        if (audioText(runtime, item, lang).text === '') throw new ApiError(422, 'audioNoText', { lang: name });
        await context.jobs.enqueue(db, AUDIO_JOB, target, { key: audioJobKey(target), createdBy: user.id });
      }
      return answer(target, language);
    },
  };
}
