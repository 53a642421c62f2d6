/**
 * What an item's audio reads in one language: the fields its schema's `audio` names, in that order
 * (`core/model.ts` `AudioMeta`): each per-language text as one part, each entry of a list as one
 * part per per-language text member (an article's paragraph: its title, then its text). Rich text
 * is reduced to its words (`../speech/text.ts`); the whole is bounded, and the parts past the bound
 * are never looked at.
 */
import { AUDIO_TEXT_KINDS } from '#core/audio';
import type { FieldMeta } from '#core/model';
import type { EntityRuntime } from '../../crud/entity';
import type { StoredItem } from '../../crud/read';
import { isRecord } from '../../db/sql';
import { joinSpeechParts, richTextToSpeech, speechPart, type BoundedText } from '../speech/text';

/** The entries of a list read at most (a schema's lists are bounded well below it). */
const MAX_ENTRIES = 200;

const isTextKind = (field: FieldMeta): boolean => (AUDIO_TEXT_KINDS as readonly string[]).includes(field.kind);

/** A stored text as a part read aloud ('' when it is no text). */
function partOf(field: FieldMeta, value: unknown): string {
  if (typeof value !== 'string') return '';
  return speechPart(field.kind === 'richtext' ? richTextToSpeech(value) : value);
}

/** The parts read, one after another, computed as they are asked for. */
function* partsOf(runtime: EntityRuntime, item: StoredItem, lang: string): Generator<string> {
  const content = item.contents.get(lang);
  for (const name of runtime.meta.audio?.fields ?? []) {
    const own = runtime.meta.contents.find((field) => field.name === name);
    if (own) {
      if (isTextKind(own)) yield partOf(own, content?.[name]);
      continue;
    }
    const list = runtime.meta.fields.find((field) => field.name === name);
    if (list?.kind !== 'list') continue;
    const members = list.fields.filter((member) => isTextKind(member) && member.perLanguage);
    const entries: unknown = item.main[name];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries.slice(0, MAX_ENTRIES)) {
      if (!isRecord(entry)) continue;
      for (const member of members) {
        const values = entry[member.name];
        yield partOf(member, isRecord(values) ? values[lang] : undefined);
      }
    }
  }
}

/** The item's text read aloud in `lang`, bounded (`AUDIO_LIMITS.maxChars`); '' when it has none. */
export function audioText(runtime: EntityRuntime, item: StoredItem, lang: string): BoundedText {
  return joinSpeechParts(partsOf(runtime, item, lang));
}
