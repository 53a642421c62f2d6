/**
 * The text a speech engine reads, from an item's stored texts: rich text reduced to its visible
 * words by the rich-text sanitiser's library (no tags and no scripts or styles left, entities
 * decoded), each block and each part ended as a sentence so the engine pauses between them, and the
 * whole bounded (`AUDIO_LIMITS.maxChars`, cut at the last sentence or word before the bound). Every
 * step is linear in its input, and no input is looked at past `AUDIO_LIMITS.maxFieldChars`.
 */
import sanitizeHtml from 'sanitize-html';
import { AUDIO_LIMITS } from '#core/audio';

/** The end of a block of rich text: a line break follows it, so blocks are read as sentences. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div)\s*>|<br\s*\/?>/gi;
/** Characters no engine reads: C0 and C1 controls but the line feed, and the unpaired surrogates' stand-ins. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufffe\uffff]/g;
/** A line already ending a sentence (or a clause) needs no full stop. */
const SENTENCE_END = /[.!?;:…»"')\]]$/;

/** The entities the sanitiser writes back into plain text, decoded (`&amp;` last). */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The visible text of rich text (HTML), one line per block. */
export function richTextToSpeech(html: string): string {
  const marked = html.slice(0, AUDIO_LIMITS.maxFieldChars).replace(BLOCK_END, (end) => `${end}\n`);
  return decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
}

/**
 * One part read aloud (a title, a paragraph): control characters and runs of spaces gone, empty
 * lines dropped, each line ended as a sentence; '' when nothing is left.
 */
export function speechPart(text: string): string {
  return text
    .slice(0, AUDIO_LIMITS.maxFieldChars)
    .replace(CONTROLS, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => (SENTENCE_END.test(line) ? line : `${line}.`))
    .join('\n');
}

export interface BoundedText {
  readonly text: string;
  /** The text was longer than the bound and was cut. */
  readonly truncated: boolean;
}

/**
 * `text` within `maxChars` characters: as it is when it fits, else cut at the last sentence end
 * (or line break) in the last fifth before the bound, else at the last space, else at the bound.
 */
export function boundSpeechText(text: string, maxChars: number = AUDIO_LIMITS.maxChars): BoundedText {
  if (text.length <= maxChars) return { text, truncated: false };
  const head = text.slice(0, maxChars);
  const floor = Math.floor(maxChars * 0.8);
  const sentence = Math.max(
    head.lastIndexOf('.'),
    head.lastIndexOf('!'),
    head.lastIndexOf('?'),
    head.lastIndexOf('\n'),
  );
  if (sentence >= floor) return { text: head.slice(0, sentence + 1).trimEnd(), truncated: true };
  const space = head.lastIndexOf(' ');
  return { text: (space > 0 ? head.slice(0, space) : head).trimEnd(), truncated: true };
}

/**
 * The parts (already `speechPart`s) as one text, a blank line between two, bounded. Parts past the
 * bound are not joined at all.
 */
export function joinSpeechParts(parts: Iterable<string>, maxChars: number = AUDIO_LIMITS.maxChars): BoundedText {
  const kept: string[] = [];
  let length = 0;
  for (const part of parts) {
    if (part === '') continue;
    kept.push(part);
    length += part.length + 2;
    if (length > maxChars) break;
  }
  return boundSpeechText(kept.join('\n\n'), maxChars);
}
