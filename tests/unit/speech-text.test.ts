/**
 * The text the speech engine reads (`server/integrations/speech/text.ts`, `espeak.ts`; issue #34):
 * rich text reduced to its words (no markup, no script, entities decoded, one sentence per block),
 * each part ended as a sentence, the whole bounded at `AUDIO_LIMITS.maxChars` (cut at a sentence or
 * a word, the parts past the bound never looked at), and eSpeak NG's own input without control
 * characters or phoneme brackets, within the bound whatever it is given.
 */
import { describe, expect, it } from 'vitest';
import { AUDIO_LIMITS } from '../../core/audio';
import { ESPEAK_VOICES, espeakArgs, espeakInput } from '../../server/integrations/speech/espeak';
import { boundSpeechText, joinSpeechParts, richTextToSpeech, speechPart } from '../../server/integrations/speech/text';

describe('the text read aloud', () => {
  it('keeps the words of rich text, one line per block, and nothing of scripts, styles or tags', () => {
    const html =
      '<h2>Il mare</h2><p>Sabbia <strong>fine</strong> &amp; acqua &lt;bassa&gt;,&nbsp;l&#39;estate.</p>' +
      '<ul><li>uno</li><li>due</li></ul><script>alert("x")</script><style>p{}</style><p>fine<br>riga</p>';
    const text = speechPart(richTextToSpeech(html));
    expect(text).toBe("Il mare.\nSabbia fine & acqua <bassa>, l'estate.\nuno.\ndue.\nfine.\nriga.");
    expect(text).not.toContain('alert');
  });

  it('ends each part as a sentence, drops control characters and empty lines, and leaves a punctuated end', () => {
    expect(speechPart('  Titolo\u0000 dell\u0007articolo  ')).toBe('Titolo dell articolo.');
    expect(speechPart('Davvero?')).toBe('Davvero?');
    expect(speechPart('\n\n \t\n')).toBe('');
    expect(joinSpeechParts(['Titolo.', '', 'Testo.'])).toEqual({ text: 'Titolo.\n\nTesto.', truncated: false });
  });

  it('cuts a long text at the bound, at the last sentence or word before it', () => {
    const sentence = 'Una frase di prova. ';
    const long = sentence.repeat(2_000);
    const bounded = boundSpeechText(long, 1_000);
    expect(bounded.truncated).toBe(true);
    expect(bounded.text.length).toBeLessThanOrEqual(1_000);
    expect(bounded.text.endsWith('prova.')).toBe(true);
    // No sentence end near the bound: the last word boundary.
    const words = boundSpeechText('parola '.repeat(500), 1_000);
    expect(words.text.length).toBeLessThanOrEqual(1_000);
    expect(words.text.endsWith('parola')).toBe(true);
    // Not even a space: the bound itself.
    expect(boundSpeechText('x'.repeat(5_000), 1_000).text).toHaveLength(1_000);
    expect(boundSpeechText('corto', 1_000)).toEqual({ text: 'corto', truncated: false });
  });

  it('stops looking at the parts once the bound is passed', () => {
    let asked = 0;
    function* parts(): Generator<string> {
      for (;;) {
        asked += 1;
        yield speechPart('Un paragrafo piuttosto lungo da leggere ad alta voce');
      }
    }
    const joined = joinSpeechParts(parts(), 500);
    expect(joined.truncated).toBe(true);
    expect(joined.text.length).toBeLessThanOrEqual(500);
    expect(asked).toBeLessThan(20);
  });

  it("bounds a rich text's markup before reading it", () => {
    const huge = `<p>${'a '.repeat(AUDIO_LIMITS.maxFieldChars)}</p>`;
    expect(richTextToSpeech(huge).length).toBeLessThanOrEqual(AUDIO_LIMITS.maxFieldChars);
  });
});

describe("eSpeak NG's input", () => {
  it('is bounded, without control characters and with no phoneme brackets, whatever it is given', () => {
    const input = espeakInput(`[[a]] [[[b]]] c\u0000d\u001b[0m ${'parola '.repeat(10_000)}`, 2_000);
    expect(input.length).toBeLessThanOrEqual(2_000);
    expect(input).not.toMatch(/\[\[|\]\]/);
    // eslint-disable-next-line no-control-regex
    expect(input).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(espeakInput('x'.repeat(AUDIO_LIMITS.maxChars * 3)).length).toBeLessThanOrEqual(AUDIO_LIMITS.maxChars);
  });

  it('has a voice for every audio language and reads the text from standard input, never from its arguments', () => {
    expect(Object.keys(ESPEAK_VOICES).sort()).toEqual(['de', 'en', 'it']);
    for (const lang of ['it', 'en', 'de'] as const) {
      const args = espeakArgs(lang);
      expect(args).toContain('--stdin');
      expect(args).toContain('--stdout');
      expect(args[args.indexOf('-v') + 1]).toBe(ESPEAK_VOICES[lang]);
    }
  });
});
