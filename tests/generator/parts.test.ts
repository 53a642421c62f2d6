/**
 * The models and contents rules that entities share are emitted once (`generated/entities/parts.ts`,
 * `schema-parts.ts`), and each entity's modules refer to them: the data the runtime reads must be
 * exactly the normalised model, and a part must really be shared.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry';
import * as parts from '../../generated/entities/parts';
import { emitMetaModule, emitPartsModule, isDefaultsPart, sharedParts } from '../../generator/emit/entity';
import { emitSchemaModule, sharedSchemaParts } from '../../generator/emit/zod';
import { loadSchemas } from '../../generator/load';
import { normalise } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';
import type { EntityMeta } from '../../core/model';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loaded = await loadSchemas({ dir: path.join(ROOT, 'schemas') });
const validated = validateSchemas(loaded);
if (!validated.schemas) throw new Error('the project schemas do not validate');
const model = normalise(validated.schemas);

describe('shared parts of the entity models', () => {
  it("each generated meta is, as data, exactly the entity's normalised model", () => {
    expect(Object.keys(registry).sort()).toEqual(model.entities.map((entity) => entity.name).sort());
    for (const entity of model.entities) {
      const generated = (registry as Record<string, { meta: EntityMeta }>)[entity.name]!.meta;
      expect(JSON.parse(JSON.stringify(generated)), entity.name).toEqual(JSON.parse(JSON.stringify(entity)));
      // Members in the same order too: an object written as a spread of a part keeps the model's order.
      expect(JSON.stringify(generated), entity.name).toBe(JSON.stringify(entity));
    }
  });

  it("writes an entity's own object as a spread of the shared part of its kind it differs least from", () => {
    const parts = sharedParts(model.entities);
    for (const entity of model.entities) {
      const text = emitMetaModule(entity, parts);
      for (const [, spread] of text.matchAll(/\.\.\.([a-zA-Z]+_[0-9a-f]{6})\b/g)) {
        expect([...parts.values()], `${entity.name}: ${spread}`).toContain(spread);
      }
    }
    // A third entity whose title differs from the shared one only in its length spreads it.
    const pair = model.entities.filter((entity) => ['place', 'eat'].includes(entity.name));
    const [first, second] = pair.map((entity) => structuredClone(entity) as EntityMeta);
    const third: EntityMeta = { ...structuredClone(pair[1]!), name: 'third' };
    const title = (entity: EntityMeta) => entity.contents.find((field) => field.name === 'title')!;
    Object.assign(title(third), { max: 91 });
    const shared = sharedParts([first!, second!, third]);
    const text = emitMetaModule(third, shared);
    const titleName = shared.get(JSON.stringify(title(first!)))!;
    expect(text.replace(/\s/g, '')).toContain(`{...${titleName},"max":91}`);
  });

  it('every part is used by two or more entities, and is the same object in each', () => {
    const found = new Map<unknown, Set<string>>();
    const visit = (value: unknown, entity: string): void => {
      if (value === null || typeof value !== 'object') return;
      if (found.has(value)) found.get(value)!.add(entity);
      for (const inner of Object.values(value)) visit(inner, entity);
    };
    // The synthetic defaults parts are spread (an entity may also have one whole): two metas use each.
    const defaults = Object.keys(parts).filter(isDefaultsPart);
    expect(defaults.length).toBeGreaterThan(0);
    const modelParts = sharedParts(model.entities);
    const texts = model.entities.map((entity) => emitMetaModule(entity, modelParts));
    for (const name of defaults) {
      expect(texts.filter((text) => text.includes(name)).length, name).toBeGreaterThanOrEqual(2);
    }
    const exported = Object.entries(parts)
      .filter(([name]) => !isDefaultsPart(name))
      .map(([, part]) => part);
    for (const part of exported) found.set(part, new Set());
    for (const [name, { meta }] of Object.entries(registry)) visit(meta, name);
    expect(exported.length).toBeGreaterThan(20);
    for (const [part, users] of found) {
      // Parts used only inside other parts are shared through them.
      const through = exported.filter(
        (outer) => outer !== part && JSON.stringify(outer).includes(JSON.stringify(part)),
      );
      expect(users.size + through.length, JSON.stringify(part).slice(0, 80)).toBeGreaterThanOrEqual(1);
      if (through.length === 0) expect(users.size, JSON.stringify(part).slice(0, 80)).toBeGreaterThanOrEqual(2);
    }
  });

  it('hoists only what two entities share, and a meta imports exactly the parts it writes', () => {
    const [first, second] = model.entities.filter((entity) => ['place', 'eat'].includes(entity.name));
    const alone = sharedParts([first!]);
    expect(alone.size).toBe(0);
    expect(emitMetaModule(first!, alone)).not.toContain("from '../parts'");
    const pair = sharedParts([first!, second!]);
    const titleJson = JSON.stringify(first!.contents.find((field) => field.name === 'title'));
    expect(pair.get(titleJson)).toMatch(/^contentTitle_[0-9a-f]{6}$/);
    const text = emitMetaModule(first!, pair);
    const imported = /import \{ ([^}]+) \} from '\.\.\/parts'/.exec(text)?.[1]?.split(', ') ?? [];
    const written = [...pair.values()].filter((name) =>
      new RegExp(`\\b${name}\\b`).test(text.split('\n').slice(3).join('\n')),
    );
    expect(imported.sort()).toEqual(written.sort());
    // A part that uses smaller parts comes after them.
    const module = emitPartsModule([first!, second!], pair);
    for (const name of pair.values()) {
      const declared = module.indexOf(`export const ${name} =`);
      for (const used of module
        .slice(declared)
        .split('\n')[0]!
        .match(/\b[a-zA-Z]+_[0-9a-f]{6}\b/g) ?? []) {
        if (used !== name)
          expect(module.indexOf(`export const ${used} =`), `${used} before ${name}`).toBeLessThan(declared);
      }
    }
  });

  it('shares the contents rules of entities that include the same fragments, and nothing else', () => {
    const schemaParts = sharedSchemaParts(model.entities);
    expect([...schemaParts.values()].sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^contentDraft_/), expect.stringMatching(/^contentPublish_/)]),
    );
    const single = model.entities.filter((entity) => entity.name === 'luoghi');
    expect(sharedSchemaParts(single).size).toBe(0);
    // Long field rules two entities write alike (a picker of every entity type) are shared too,
    // nested ones included (a per-language picker in a list's entries).
    const rules = [...schemaParts].filter(([, name]) => name.startsWith('rules'));
    expect(rules.length).toBeGreaterThan(0);
    for (const [text] of rules) expect(text.length).toBeGreaterThanOrEqual(80);
    const picker = rules.find(([text]) => text.startsWith('v.entityPicks('));
    expect(picker).toBeDefined();
    const users = model.entities.filter((entity) =>
      emitSchemaModule(entity, undefined, schemaParts).includes(picker![1]),
    );
    expect(users.length).toBeGreaterThanOrEqual(2);
  });
});
