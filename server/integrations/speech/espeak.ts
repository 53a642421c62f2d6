/**
 * The speech engine that runs on this machine: eSpeak NG (Debian's `espeak-ng`) speaks the text as
 * WAV on its standard output, piped into LAME (`lame`), which encodes it as MP3 (mono, 48 kbit/s:
 * every browser plays it) straight into the output file. Both are child processes, so the event
 * loop never waits on them; the text goes in on standard input (never as an argument), bounded
 * again here and with eSpeak's phoneme brackets (`[[...]]`) taken apart so that it is read as
 * words. Both are killed at the time limit and when the request's signal is aborted, and a file
 * larger than `AUDIO_LIMITS.maxBytes` is a failure; on any failure the output file is removed.
 *
 * `.ci/run` installs both packages when they are missing (`apt-get install espeak-ng lame`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { AUDIO_LIMITS, type AudioLanguage } from '#core/audio';
import type { SpeechEngine, SpeechRequest } from './engine';
import { boundSpeechText } from './text';

/** The eSpeak NG voice of each audio language. */
export const ESPEAK_VOICES: Readonly<Record<AudioLanguage, string>> = { it: 'it', en: 'en-gb', de: 'de' };

/** Words a minute (eSpeak's default is 175: a little slower reads better for articles). */
const WORDS_PER_MINUTE = 160;
/** LAME's settings: mono, constant 48 kbit/s (about 6 KB a second of speech). */
const LAME_ARGS = ['--quiet', '-m', 'm', '-b', '48'];
/**
 * The MP3 bytes a character of text makes, about (160 words a minute are some 16 characters a
 * second, at 6,000 bytes a second): the progress told while the file grows.
 */
const BYTES_PER_CHARACTER = 375;
/** How often the file's growth is looked at. */
const PROGRESS_MS = 1_000;
/** What is kept of a program's error output, for the failure's message. */
const STDERR_CHARS = 500;

export class SpeechFailed extends Error {
  override readonly name = 'SpeechFailed';
}

export interface EspeakOptions {
  /** One generation at most. */
  readonly timeoutMs: number;
  /** The programs (default: `espeak-ng` and `lame` from the PATH). */
  readonly espeakPath?: string;
  readonly lamePath?: string;
  /** The characters read at most (default `AUDIO_LIMITS.maxChars`). */
  readonly maxChars?: number;
}

/**
 * The text as eSpeak NG is given it: bounded, without control characters other than line feeds,
 * and with no `[[` or `]]` (eSpeak reads what is between them as phonemes, not words).
 */
export function espeakInput(text: string, maxChars: number = AUDIO_LIMITS.maxChars): string {
  const clean = text
    .slice(0, maxChars * 2)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
    .replace(/\[(?=\[)/g, '[ ')
    .replace(/\](?=\])/g, '] ');
  return boundSpeechText(clean, maxChars).text;
}

/** The arguments of eSpeak NG: the voice, WAV on standard output, UTF-8 text read whole from standard input. */
export function espeakArgs(lang: AudioLanguage): string[] {
  return ['-v', ESPEAK_VOICES[lang], '-s', String(WORDS_PER_MINUTE), '-b', '1', '--stdout', '--stdin'];
}

/** The end of a child process: its exit code (null when killed) and the start of its error output. */
function ended(child: ChildProcess, label: string): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < STDERR_CHARS) stderr += chunk.slice(0, STDERR_CHARS - stderr.length);
  });
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new SpeechFailed(`${label}: ${error.message}`)));
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

/** Whether `program --version` runs. */
function runs(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

export function espeakEngine(options: EspeakOptions): SpeechEngine {
  const espeak = options.espeakPath ?? 'espeak-ng';
  const lame = options.lamePath ?? 'lame';
  const maxChars = options.maxChars ?? AUDIO_LIMITS.maxChars;
  let found: Promise<boolean> | null = null;

  const synthesize = async ({ text, lang, output, signal, progress }: SpeechRequest): Promise<{ bytes: number }> => {
    signal.throwIfAborted();
    const input = espeakInput(text, maxChars);
    const speaker = spawn(espeak, espeakArgs(lang), { stdio: ['pipe', 'pipe', 'pipe'] });
    const encoder = spawn(lame, [...LAME_ARGS, '-', output], { stdio: ['pipe', 'ignore', 'pipe'] });
    const kill = () => {
      speaker.kill('SIGKILL');
      encoder.kill('SIGKILL');
    };
    // The first reason the programs were stopped (the time limit, the signal, a program that failed to start).
    const stopped: { reason: Error | null } = { reason: null };
    const stop = (error: Error) => {
      stopped.reason ??= error;
      kill();
    };
    const timer = setTimeout(
      () => stop(new SpeechFailed(`la sintesi vocale ha superato ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    // The file's growth against the size the text should make, short of the end.
    const expected = Math.max(1, input.length * BYTES_PER_CHARACTER);
    const watcher = progress
      ? setInterval(() => {
          void stat(output).then(
            ({ size }) => progress(Math.min(0.95, size / expected)),
            () => undefined,
          );
        }, PROGRESS_MS)
      : null;
    const onAbort = () => stop(signal.reason instanceof Error ? signal.reason : new SpeechFailed('interrotta'));
    signal.addEventListener('abort', onAbort, { once: true });
    // A program that exits early closes its pipe: the write error is the exit's, told below.
    speaker.stdin?.on('error', () => undefined);
    encoder.stdin?.on('error', () => undefined);
    speaker.stdout?.on('error', () => undefined);
    try {
      const spoken = ended(speaker, 'espeak-ng');
      const encoded = ended(encoder, 'lame');
      if (speaker.stdout && encoder.stdin) speaker.stdout.pipe(encoder.stdin);
      speaker.stdin?.end(input, 'utf8');
      const [speech, encoding] = await Promise.all([
        spoken.catch((error: unknown) => {
          stop(error instanceof Error ? error : new SpeechFailed(String(error)));
          return { code: -1, stderr: '' };
        }),
        encoded.catch((error: unknown) => {
          stop(error instanceof Error ? error : new SpeechFailed(String(error)));
          return { code: -1, stderr: '' };
        }),
      ]);
      if (stopped.reason) throw stopped.reason;
      if (speech.code !== 0) throw new SpeechFailed(`espeak-ng: exit ${speech.code} ${speech.stderr}`.trim());
      if (encoding.code !== 0) throw new SpeechFailed(`lame: exit ${encoding.code} ${encoding.stderr}`.trim());
      const { size } = await stat(output);
      if (size === 0) throw new SpeechFailed('lame: empty file');
      if (size > AUDIO_LIMITS.maxBytes) throw new SpeechFailed(`audio over ${AUDIO_LIMITS.maxBytes} bytes`);
      return { bytes: size };
    } catch (error) {
      kill();
      await rm(output, { force: true });
      throw error;
    } finally {
      clearTimeout(timer);
      if (watcher) clearInterval(watcher);
      signal.removeEventListener('abort', onAbort);
    }
  };

  return {
    name: 'espeak',
    format: { mime: 'audio/mpeg', extension: 'mp3' },
    available: () => {
      found ??= Promise.all([runs(espeak), runs(lame)]).then((both) => both.every(Boolean));
      return found;
    },
    synthesize,
  };
}
