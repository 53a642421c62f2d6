/**
 * A sidebar 'new' link opens its entity's editor route with :id 'new' (the spec's
 * /opendata/new/opendata when the editor route is opendata/:id/opendata, /news/new by default); an
 * editor route with parameters besides :id cannot be filled by such a link and is refused.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../generator/load';
import { normalise } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';

const entity = (name: string, routes: string): string =>
  `entity: ${name}
${routes}
label: { singular: { it: D, en: D }, plural: { it: Dati, en: Data } }
languages: [it]
contents:
  title: { kind: text, label: { it: Titolo, en: Title }, required: always }
list:
  title: { it: Gestione, en: List }
  newButton: { it: Nuovo, en: New }
  columns: [{ key: id, label: { it: ID, en: ID } }]
editor:
  title: { it: Dato, en: Datum }
  main: [{ card: base, title: { it: Base, en: Base }, fields: [title] }]
`;

const sidebar = (entities: readonly string[]): string =>
  `sidebar:
  - label: { it: Dati, en: Data }
    icon: file
    children:
${entities.map((name) => `      - { entity: ${name} }\n      - { entity: ${name}, action: new }`).join('\n')}
`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

async function validate(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'sidebar-new-'));
  mkdirSync(path.join(dir, 'fragments'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return validateSchemas(await loadSchemas({ dir }));
}

describe("the sidebar's 'new' link", () => {
  it('opens the editor route with :id new', async () => {
    const result = await validate({
      'dati.yaml': entity('dati', 'route: dati-list\neditorRoute: dati/:id/dati'),
      'plain.yaml': entity('plain', ''),
      'sidebar.yaml': sidebar(['dati', 'plain']),
    });
    if (!result.schemas) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
    const hrefs = normalise(result.schemas).sidebar.flatMap((group) =>
      group.children.map((link) => ('href' in link ? link.href : '')),
    );
    expect(hrefs).toEqual(['/dati-list', '/dati/new/dati', '/plain', '/plain/new']);
  });

  it('is refused when the editor route has other parameters', async () => {
    const result = await validate({
      'luogo.yaml': entity('luogo', 'route: luoghi/:code\neditorRoute: luogo/:id/:code'),
      'sidebar.yaml': sidebar(['luogo']),
    });
    expect(result.schemas).toBeNull();
    expect(result.issues.map((issue) => issue.path)).toContain('sidebar.0.children.1.action');
  });
});
