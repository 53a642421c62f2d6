/**
 * The speech engine behind the articles' audio (issue #34): what turns a plain text in one of the
 * audio languages into an audio file a browser plays. eSpeak NG encoded to MP3 by LAME runs on
 * this machine (`./espeak.ts`); a cloud provider implements the same interface (its time limit, its
 * file written at `output`) and is chosen by `SPEECH_ENGINE` in `speechEngineOf` (docs/integrations.md).
 */
import type { AudioLanguage } from '#core/audio';
import type { ServerConfig } from '../../config';
import { espeakEngine } from './espeak';

/** The file an engine writes. */
export interface SpeechFormat {
  /** The MIME type it is stored and served as (`audio/mpeg`). */
  readonly mime: string;
  /** The stored file's extension, without the dot (`mp3`): lower-case letters and digits. */
  readonly extension: string;
}

export interface SpeechRequest {
  /** Plain text, already bounded by the caller (`./text.ts`); the engine bounds it again. */
  readonly text: string;
  readonly lang: AudioLanguage;
  /** Where the audio file is written (a fresh path of the media storage's temporary folder). */
  readonly output: string;
  /** Aborted when the job's time limit passes or the server stops: the engine stops at once. */
  readonly signal: AbortSignal;
  /** Told how far the engine has got (0-1), when it can tell; an estimate is enough. */
  readonly progress?: (fraction: number) => void;
}

export interface SpeechEngine {
  /** A short name for logs and the jobs view (`espeak`). */
  readonly name: string;
  readonly format: SpeechFormat;
  /** Whether the engine can run here (its programs are installed, its service configured). */
  available(): Promise<boolean>;
  /**
   * Writes `text` spoken in `lang` to `output` and answers the file's size; rejects when the
   * engine fails, when `signal` is aborted and past its own time limit (nothing is left at `output`).
   */
  synthesize(request: SpeechRequest): Promise<{ readonly bytes: number }>;
}

/** The engine `SPEECH_ENGINE` names, or null when it is `off` (the audio call answers 503). */
export function speechEngineOf(config: ServerConfig): SpeechEngine | null {
  switch (config.speechEngine) {
    case 'espeak':
      return espeakEngine({ timeoutMs: config.speechTimeoutMs });
    case 'off':
      return null;
  }
}
