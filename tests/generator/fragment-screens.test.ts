/**
 * A fragment's `list` and `editor` parts (schemas/README.md, "A fragment"): two entities that
 * include it get them, each key an entity writes replacing the fragment's (the stay proposals'
 * two near-identical lists, one with a category filter more); the merged whole is checked as the
 * entity's own.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../generator/load';
import { validateSchemas } from '../../generator/validate';

const FRAGMENT = `fragment: shared
contents:
  title: { kind: text, label: { it: Titolo, en: Title }, required: always }
  status: { kind: status, label: { it: Stato, en: Status } }
fields:
  category: { kind: category, label: { it: Categoria, en: Category }, main: 10 }
list:
  title: { it: Gestione proposte, en: Proposals }
  newButton: { it: Nuova proposta, en: New proposal }
  columns:
    - { key: id, label: { it: ID, en: ID } }
    - { key: title, label: { it: TITOLO, en: TITLE } }
  filters: [keywords, status]
editor:
  title: { it: Proposta, en: Proposal }
  main:
    - { card: base, title: { it: Base, en: Base }, fields: [title] }
  side:
    - { card: settings, title: { it: Impostazioni, en: Settings }, fields: [status, category] }
`;

const entity = (name: string, extra = ''): string =>
  `entity: ${name}
label: { singular: { it: P, en: P }, plural: { it: P, en: P } }
languages: [it]
include: [shared]
${extra}`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

async function validate(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'fragment-screens-'));
  mkdirSync(path.join(dir, 'fragments'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return validateSchemas(await loadSchemas({ dir }));
}

describe("a fragment's list and editor", () => {
  it('reach every entity including it, with the keys an entity writes replacing the fragment’s', async () => {
    const result = await validate({
      'fragments/shared.yaml': FRAGMENT,
      'first.yaml': entity('first'),
      'second.yaml': entity(
        'second',
        `list:
  filters:
    - keywords
    - { param: categoria, kind: category, field: category, label: { it: Categoria, en: Category } }
`,
      ),
    });
    expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    const [first, second] = result.schemas?.entities.map((resolved) => resolved.input) ?? [];
    expect(first?.list.title.it).toBe('Gestione proposte');
    expect(first?.list.filters).toEqual(['keywords', 'status']);
    expect(first?.editor.main[0]?.fields).toEqual(['title']);
    expect(second?.list.newButton.it).toBe('Nuova proposta');
    expect(second?.list.columns).toEqual(first?.list.columns);
    expect(second?.list.filters).toEqual([
      'keywords',
      { param: 'categoria', kind: 'category', field: 'category', label: { it: 'Categoria', en: 'Category' } },
    ]);
    expect(second?.editor).toEqual(first?.editor);
  });

  it('is checked once merged: a list still lacking a required key is refused', async () => {
    const result = await validate({
      'fragments/shared.yaml': FRAGMENT.replace(/ {2}newButton: .*\n/, ''),
      'first.yaml': entity('first'),
    });
    expect(result.schemas).toBeNull();
    expect(result.issues.map((issue) => `${issue.file.split('/').pop() ?? ''} ${issue.path}`)).toContain(
      'first.yaml list.newButton',
    );
  });

  it('refuses a fragment whose list part has an unknown key', async () => {
    const result = await validate({
      'fragments/shared.yaml': FRAGMENT.replace('list:\n', 'list:\n  colour: red\n'),
      'first.yaml': entity('first'),
    });
    expect(result.schemas).toBeNull();
    expect(result.issues.map((issue) => [issue.file.split('/').pop(), issue.path, issue.message])).toContainEqual([
      'shared.yaml',
      'list.colour',
      "unknown key 'colour'",
    ]);
  });

  it('names an editor card field the entity does not have, in the entity', async () => {
    const result = await validate({
      'fragments/shared.yaml': FRAGMENT,
      'first.yaml': entity('first', 'omit: [category]\n'),
    });
    expect(result.schemas).toBeNull();
    expect(result.issues.some((issue) => issue.file.endsWith('first.yaml') && /category/.test(issue.message))).toBe(
      true,
    );
  });
});
