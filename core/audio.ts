/**
 * The spoken audio of articles (issue #34; content.md sections 2 and 7: the blog editor's 'audio
 * generation', `GET entities/audio/{id}`): the languages it is made in, the states a generation
 * goes through, and the bounds of the text read and of the work. Which entities have audio, and
 * which of their fields are read, is their schemas' `audio` key (schemas/README.md); the speech
 * engine and its configuration are in docs/integrations.md.
 */

/** The languages audio is made in (the articles' languages, each with a voice of the engine). */
export const AUDIO_LANGUAGES = ['it', 'en', 'de'] as const;
export type AudioLanguage = (typeof AUDIO_LANGUAGES)[number];

export function isAudioLanguage(value: unknown): value is AudioLanguage {
  return typeof value === 'string' && (AUDIO_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Where a generation is, as `GET entities/audio/{id}` answers it: `none` (no audio and nothing
 * under way), `queued`, `running` (with its progress), `done` (the audio's address) or `failed`
 * (an Italian message; an earlier audio, if any, is still answered).
 */
export const AUDIO_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type AudioState = (typeof AUDIO_STATES)[number];

/** The states the editor keeps asking about (`action=status`) until they change. */
export const LIVE_AUDIO_STATES: readonly AudioState[] = ['queued', 'running'];

/** What `GET entities/audio/{id}` does: queue a generation (default), or only tell where it is. */
export const AUDIO_ACTIONS = ['generate', 'status'] as const;
export type AudioAction = (typeof AUDIO_ACTIONS)[number];

/**
 * The field kinds whose text is read: an item's own per language, or the per-language members of
 * a list's entries (a schema's `audio.fields` names such fields only).
 */
export const AUDIO_TEXT_KINDS = ['text', 'textarea', 'richtext'] as const;

/** The job kind of a generation (one job per entity, item and language in flight). */
export const AUDIO_JOB = 'article-audio';

/** The media collection the audio files are recorded in (the gallery and the pickers show images only). */
export const AUDIO_COLLECTION = 'audio';

/** The bounds of a generation. */
export const AUDIO_LIMITS = {
  /**
   * The characters of plain text read at most (about 20 minutes of speech): a longer article is
   * cut at the last sentence or word before it.
   */
  maxChars: 20_000,
  /** The characters of one field's stored text looked at (rich text included) before it is reduced to plain text. */
  maxFieldChars: 200_000,
  /** The engine's time limit for one generation, unless `SPEECH_TIMEOUT_MS` says otherwise. */
  synthesisTimeoutMs: 180_000,
  /** The largest audio file kept: a longer one is a failure. */
  maxBytes: 32 * 1024 * 1024,
  /** The job's time limit for one attempt (above the engine's, which it includes). */
  attemptTimeoutMs: 10 * 60_000,
  /** Attempts of one generation (an engine that crashed or timed out is tried again). */
  maxAttempts: 3,
  /** How often the editor asks where a generation is. */
  pollMs: 1_000,
} as const;
