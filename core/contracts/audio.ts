/**
 * The articles' audio (content.md section 7: `GET entities/audio/{id}` (audio generation); section
 * 2: the blog editor's side panel; issue #34). The call queues a generation of the item's spoken
 * audio in one language, as a job that outlives a restart, and answers where it is; with
 * `action=status` it only answers where the latest one is, which the editor asks until it ends.
 * Items are named by their id and, since ids are per entity, by `entity` (the spec's form without
 * it works when the id is of one entity with audio only), as the data hub's calls. Whoever may edit
 * the item may call it. Handlers in `server/integrations/audio/calls.ts`.
 */
import { z } from 'zod';
import { AUDIO_ACTIONS, AUDIO_LANGUAGES, AUDIO_LIMITS, AUDIO_STATES } from '../audio';
import { MAX_ID } from '../limits';
import { component, defineCall, param } from './define';
import { dataOf } from './shared';

const AudioFile = component(
  'AudioFile',
  z.object({
    /** The media item of the audio (collection `audio`). */
    media_id: z.number().int(),
    /** Where it is served (`/uploads/...mp3`). */
    url: z.string(),
    mime: z.string(),
    bytes: z.number().int().min(0),
    /** The characters read, and whether the text was cut at `AUDIO_LIMITS.maxChars`. */
    characters: z.number().int().min(0),
    truncated: z.boolean(),
    created_at: z.string().meta({ description: 'An instant in UTC: `2026-05-01T09:30:00Z`.' }),
  }),
  "An item's spoken audio in one language: an MP3 file of the media library.",
);

export const AudioResult = component(
  'AudioResult',
  dataOf(
    z.object({
      entity: z.string(),
      id: z.number().int(),
      lang: z.enum(AUDIO_LANGUAGES),
      /** none, queued, running, done or failed: see `core/audio.ts`. */
      state: z.enum(AUDIO_STATES),
      /** 0-100 while running; null otherwise. */
      progress: z.number().int().min(0).max(100).nullable(),
      /** The job of the latest generation, if any (the administrators' jobs view shows it). */
      job: z.number().int().nullable(),
      /** Where the generation is, in the caller's language ('Audio creato con successo' once done). */
      message: z.string(),
      /** The current audio (an earlier one while a new one is made or after a failure); null if none. */
      audio: AudioFile.nullable(),
    }),
  ),
  "Where an item's audio is in one language, and the audio itself once made.",
);

export const AUDIO_CALLS = {
  generateAudio: defineCall({
    method: 'get',
    path: '/entities/audio/{id}',
    summary: "Generate an item's spoken audio in one language",
    description:
      "Queues a generation of the item's spoken audio (its title and text, as its schema's `audio` names them) in " +
      'one language, as a job (one per item and language in flight; a new one replaces the earlier audio), and ' +
      'answers its state at once; `action=status` queues nothing and answers the latest state. The audio is an MP3 ' +
      `file of the media library (collection \`audio\`); at most ${AUDIO_LIMITS.maxChars} characters are read. ` +
      'Whoever may edit the item may call it; 422 when the item is not written in the language or has no text, ' +
      '503 when no speech engine is configured.',
    access: 'user',
    params: { id: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The item id.' }) },
    query: {
      lang: param.oneOf(AUDIO_LANGUAGES, { default: 'it', description: 'The language read (it, en or de).' }),
      entity: param.entity({
        withStatus: false,
        required: false,
        description:
          'The entity of the item (one whose schema has `audio`); without it, the id must be of one such entity only.',
      }),
      action: param.oneOf(AUDIO_ACTIONS, {
        default: 'generate',
        description: '`generate` (default): queue a generation; `status`: only answer where the latest one is.',
      }),
    },
    answer: AudioResult,
    errors: [401, 403, 404, 409, 422, 429, 503],
  }),
};
