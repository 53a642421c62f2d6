/**
 * A schema's `audio` key (issue #34, schemas/README.md): the fields read aloud are per-language
 * texts (text, textarea, rich text) or lists whose entries hold per-language texts, in a language
 * the speech engine speaks; the normalised meta keeps them in order, and an entity without the key
 * has no audio. Anything else is refused where it is written.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../generator/load';
import { normalise } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';

const entity = (name: string, extra: string, languages = '[it, en]'): string =>
  `entity: ${name}
label: { singular: { it: D, en: D }, plural: { it: Dati, en: Data } }
languages: ${languages}
${extra}
contents:
  title: { kind: text, label: { it: Titolo, en: Title }, required: always }
  description: { kind: richtext, label: { it: Descrizione, en: Description } }
  slug: { kind: slug, label: { it: Slug, en: Slug }, from: title }
fields:
  parti:
    kind: list
    label: { it: Parti, en: Parts }
    fields:
      title: { kind: text, label: { it: Titolo, en: Title }, perLanguage: true }
  codici:
    kind: list
    label: { it: Codici, en: Codes }
    fields:
      code: { kind: text, label: { it: Codice, en: Code } }
list:
  title: { it: Gestione, en: List }
  newButton: { it: Nuovo, en: New }
  columns: [{ key: id, label: { it: ID, en: ID } }]
editor:
  title: { it: Dato, en: Datum }
  main: [{ card: base, title: { it: Base, en: Base }, fields: [title, description, slug, parti, codici] }]
`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

async function validate(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'audio-key-'));
  mkdirSync(path.join(dir, 'fragments'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return validateSchemas(await loadSchemas({ dir }));
}

describe("a schema's audio key", () => {
  it('keeps the fields read aloud, in order; none without the key', async () => {
    const result = await validate({
      'letto.yaml': entity('letto', 'audio: { fields: [title, description, parti] }'),
      'muto.yaml': entity('muto', ''),
    });
    if (!result.schemas) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
    const metas = new Map(normalise(result.schemas).entities.map((meta) => [meta.name, meta]));
    expect(metas.get('letto')?.audio).toEqual({ fields: ['title', 'description', 'parti'] });
    expect(metas.get('muto')?.audio).toBeNull();
  });

  it('refuses a field that holds no per-language text, an unknown field and no spoken language', async () => {
    const result = await validate({
      'sbagliato.yaml': entity('sbagliato', 'audio: { fields: [title, slug, codici, nessuno] }'),
      'francese.yaml': entity('francese', 'audio: { fields: [title] }', '[fr]'),
    });
    expect(result.schemas).toBeNull();
    const paths = result.issues.map((issue) => `${issue.file}:${issue.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/sbagliato\.yaml:audio\.fields\.1$/),
        expect.stringMatching(/sbagliato\.yaml:audio\.fields\.2$/),
        expect.stringMatching(/sbagliato\.yaml:audio\.fields\.3$/),
        expect.stringMatching(/francese\.yaml:audio$/),
      ]),
    );
    expect(paths.filter((entry) => entry.includes('audio.fields.0'))).toEqual([]);
  });
});
