/**
 * Settings schemas (`schemas/settings/`): the project's screens normalise into sections with
 * their validators; a broken settings schema is reported with its file and line (unknown card
 * field, a section two screens claim, a route an entity holds); secrets are refused outside
 * settings; picker types that have no schema yet are a warning and cannot be picked.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../generator/load';
import { normalise } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';
import { settingsScreens } from '../../generated/settings/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('settings schemas', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'settings-schemas-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  /** The project's schemas with some files replaced or added. */
  const variant = async (name: string, files: Record<string, string>) => {
    const schemas = path.join(dir, name, 'schemas');
    await cp(path.join(ROOT, 'schemas'), schemas, { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(schemas, file), text);
    return validateSchemas(await loadSchemas({ dir: schemas }));
  };

  it('normalises the project screens into sections, and filters picker types to existing entities', async () => {
    const validated = validateSchemas(await loadSchemas({ dir: path.join(ROOT, 'schemas') }));
    expect(validated.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(validated.issues.filter((issue) => issue.code === 'unknown-entity')).toEqual([]);
    const model = normalise(validated.schemas!);
    const sections = Object.fromEntries(
      model.settings.map((screen) => [screen.route, [...screen.contents, ...screen.fields].map((field) => field.name)]),
    );
    expect(sections).toEqual({
      'home-settings-extra': ['app', 'footer', 'instagram_home', 'tdh'],
      'home-settings': ['home'],
      megamenu: ['megamenu'],
    });
    const home = model.settings.find((screen) => screen.name === 'home');
    const group = home?.contents[0];
    const events = group?.kind === 'group' ? group.fields.find((field) => field.name === 'events') : undefined;
    expect(events?.kind === 'entity' ? events.types : null).toEqual(['event']);
    // The generated registry matches: a validator for each section.
    expect(settingsScreens.flatMap((screen) => Object.keys(screen.sections)).sort()).toEqual(
      ['app', 'footer', 'home', 'instagram_home', 'megamenu', 'tdh'].sort(),
    );
  });

  it('warns of a picker type that names no entity, and leaves it out', async () => {
    const home = await (
      await import('node:fs/promises')
    ).readFile(path.join(ROOT, 'schemas/settings/home.yaml'), 'utf8');
    expect(home).toContain('types: [event]');
    const validated = await variant('unknown-type', {
      'settings/home.yaml': home.replace('types: [event]', 'types: [event, agenda]'),
    });
    const warnings = validated.issues.filter((issue) => issue.code === 'unknown-entity');
    expect(warnings.map((issue) => `${issue.file}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^schemas\/settings\/home\.yaml: .*'agenda'/),
    ]);
    const model = normalise(validated.schemas!);
    const group = model.settings.find((screen) => screen.name === 'home')?.contents[0];
    const events = group?.kind === 'group' ? group.fields.find((field) => field.name === 'events') : undefined;
    expect(events?.kind === 'entity' ? events.types : null).toEqual(['event']);
  });

  it('reports an unknown card field, a section claimed twice and a route an entity holds', async () => {
    const result = await variant('broken', {
      'settings/extra.yaml': [
        'settings: extra',
        'route: news',
        'ability: homesettings',
        'label: { it: Extra, en: Extra }',
        'languages: [it]',
        'contents:',
        '  home: { kind: group, label: { it: Home, en: Home }, fields: { a: { kind: text, label: { it: A, en: A } } } }',
        'editor:',
        '  main: [{ card: one, title: { it: Uno, en: One }, fields: [home.b] }]',
        '',
      ].join('\n'),
    });
    expect(result.schemas).toBeNull();
    const messages = result.issues
      .filter((issue) => issue.file.startsWith('schemas/settings/') && issue.severity === 'error')
      .map((issue) => `${issue.file}:${issue.line}: ${issue.message}`);
    expect(messages).toEqual([
      "schemas/settings/extra.yaml:2: route 'news' is also used by schemas/news.yaml",
      "schemas/settings/extra.yaml:9: card 'one' names unknown field 'home.b'",
      // Files are read in name order: the second screen to claim the section is told.
      expect.stringMatching(
        /^schemas\/settings\/home\.yaml:\d+: section 'home' is also used by schemas\/settings\/extra\.yaml$/,
      ),
    ]);
  });

  it('refuses a secret in an entity schema', async () => {
    const news = await (await import('node:fs/promises')).readFile(path.join(ROOT, 'schemas/news.yaml'), 'utf8');
    const result = await variant('secret', {
      'news.yaml': news.replace(/^fields:\n/m, 'fields:\n  token: { kind: secret, label: { it: Token, en: Token } }\n'),
    });
    expect(
      result.issues.some((issue) => issue.file === 'schemas/news.yaml' && /settings schema/.test(issue.message)),
    ).toBe(true);
  });
});
