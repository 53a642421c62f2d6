/**
 * The demo files (`schemas/demo`): every item of every file is a valid save body of its entity once
 * its references are resolved (here to fake ids), and the loader refuses malformed sets of files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entityNames, registry } from '../../generated/registry';
import {
  demoOrder,
  readDemoCategories,
  readDemoFiles,
  resolveReferences,
  type DemoLookups,
} from '../../server/db/seed/demo';

const fakeLookups: DemoLookups = {
  category: () => 100_000,
  municipality: () => 1,
  city: () => ({
    id: 1,
    city: 'Comune',
    province: 'Provincia',
    province_short: 'PR',
    region: 'Emilia-Romagna',
    zip_code: '40100',
    country: 'Italia',
  }),
  item: () => 1,
};

describe('demo files', () => {
  const categories = readDemoCategories();
  const files = demoOrder(readDemoFiles(), categories);

  it('hold demo items and categories', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
    for (const file of files) expect(file.items.length, file.file).toBeGreaterThan(0);
  });

  it.each(files.flatMap((file) => file.items.map((item) => ({ file, item, name: `${file.file}: ${item.key}` }))))(
    'validates $name with the generated validator',
    ({ file, item }) => {
      const body = resolveReferences(item.body, fakeLookups, files, item.key);
      const result = registry[file.entity].validators.item.safeParse(body);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.success).toBe(true);
    },
  );
});

describe('demo loader', () => {
  const [first, second] = entityNames;
  let dir = '';
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  const setUp = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'demo-'));
    write('categories.yaml', '- { key: demo, parent: 1, it: Demo, en: Demo }\n');
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a file named after no entity, naming the file', () => {
    setUp();
    write('not-an-entity.yaml', '- { key: a }\n');
    expect(() => readDemoFiles(dir)).toThrow(/not-an-entity\.yaml/);
  });

  it('creates referenced entities first, and refuses dangling references and cycles', () => {
    setUp();
    write(`${first}.yaml`, `- { key: a, x: { $ref: ${second}/b } }\n`);
    write(`${second}.yaml`, `- { key: b, x: { $category: demo } }\n`);
    expect(demoOrder(readDemoFiles(dir), readDemoCategories(dir)).map((file) => file.entity)).toEqual([second, first]);

    write(`${second}.yaml`, `- { key: b, x: { $ref: ${first}/a } }\n`);
    expect(() => demoOrder(readDemoFiles(dir), readDemoCategories(dir))).toThrow(/cycle/);

    write(`${second}.yaml`, `- { key: b, x: { $ref: ${second}/c } }\n- { key: c }\n`);
    expect(() => demoOrder(readDemoFiles(dir), readDemoCategories(dir))).toThrow(/must come before/);

    write(`${second}.yaml`, `- { key: b, x: { $ref: ${first}/missing } }\n`);
    expect(() => demoOrder(readDemoFiles(dir), readDemoCategories(dir))).toThrow(/no demo item/);

    write(`${second}.yaml`, `- { key: b, x: { $category: missing } }\n`);
    expect(() => demoOrder(readDemoFiles(dir), readDemoCategories(dir))).toThrow(/no demo category 'missing'/);
  });

  it('resolves references, picking fields of the item referred to', () => {
    setUp();
    write(`${first}.yaml`, '- { key: a, label: Alpha }\n');
    write(`${second}.yaml`, `- { key: b, one: { $ref: ${first}/a, pick: [label] }, two: [{ $ref: ${first}/a }] }\n`);
    const files = demoOrder(readDemoFiles(dir), readDemoCategories(dir));
    const item = files[1]?.items[0];
    const lookups: DemoLookups = { ...fakeLookups, item: (entity, key) => (entity === first && key === 'a' ? 7 : -1) };
    expect(resolveReferences(item?.body, lookups, files, 'b')).toEqual({ one: { id: 7, label: 'Alpha' }, two: [7] });
  });
});
