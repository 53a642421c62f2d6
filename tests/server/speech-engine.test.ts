/**
 * The speech engine that runs on this machine (`server/integrations/speech/espeak.ts`; issue #34):
 * eSpeak NG piped into LAME writes an MP3 file in each audio language; a generation whose signal is
 * aborted stops and leaves no file; programs that are missing make the engine unavailable and a
 * generation fail with a clear error, leaving no file either.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_LANGUAGES } from '../../core/audio';
import { espeakEngine, SpeechFailed } from '../../server/integrations/speech/espeak';

describe('the eSpeak NG engine', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'er-speech-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const engine = espeakEngine({ timeoutMs: 60_000 });

  it('writes an MP3 file in every audio language', async () => {
    expect(await engine.available()).toBe(true);
    expect(engine.format).toEqual({ mime: 'audio/mpeg', extension: 'mp3' });
    for (const lang of AUDIO_LANGUAGES) {
      const output = path.join(dir, `${lang}.mp3`);
      const { bytes } = await engine.synthesize({
        text: "Bologna, Rimini, Parma. [[h@'l@U]] 123.",
        lang,
        output,
        signal: new AbortController().signal,
      });
      const file = await readFile(output);
      expect(file.length).toBe(bytes);
      expect(bytes).toBeGreaterThan(1_000);
      expect(
        file.subarray(0, 3).toString('latin1') === 'ID3' || (file[0] === 0xff && ((file[1] ?? 0) & 0xe0) === 0xe0),
      ).toBe(true);
    }
  }, 60_000);

  it('stops when its signal is aborted, leaving no file', async () => {
    const output = path.join(dir, 'aborted.mp3');
    const controller = new AbortController();
    const running = engine.synthesize({
      text: 'Una frase da leggere ad alta voce. '.repeat(500),
      lang: 'it',
      output,
      signal: controller.signal,
    });
    controller.abort(new Error('fermata'));
    await expect(running).rejects.toThrow('fermata');
    expect(existsSync(output)).toBe(false);
  }, 60_000);

  it('is unavailable without its programs, and a generation fails clearly', async () => {
    const missing = espeakEngine({ timeoutMs: 60_000, espeakPath: path.join(dir, 'no-espeak-ng') });
    expect(await missing.available()).toBe(false);
    const output = path.join(dir, 'missing.mp3');
    const failed = missing.synthesize({ text: 'Ciao.', lang: 'it', output, signal: new AbortController().signal });
    await expect(failed).rejects.toBeInstanceOf(SpeechFailed);
    expect(existsSync(output)).toBe(false);
  }, 60_000);
});
