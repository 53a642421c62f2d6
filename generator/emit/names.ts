/** Names shared by emitters, so that one emitter's output can import another's. */
import { createHash } from 'node:crypto';
import type { EntityMeta } from '../../core/model';
import { pascalCase } from '../../kinds/contracts/json';

export { pascalCase };
import { RELATION_NAMES, relationTableName, type RelationName } from '../../core/relations';

/** `news_items` → `NewsItems`; `operations/tags` → `OperationsTags`. */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

/** Directory of an entity's generated files. */
export function entityDir(entity: EntityMeta): string {
  return `generated/entities/${entity.name}`;
}

/** Exported identifiers of an entity's generated modules. */
export function entityIdentifiers(entity: Pick<EntityMeta, 'name'>) {
  const camel = camelCase(entity.name);
  const pascal = pascalCase(entity.name);
  return {
    meta: `${camel}Meta`,
    item: `${camel}Item`,
    contentDraft: `${camel}ContentDraft`,
    contentPublish: `${camel}ContentPublish`,
    content: `${camel}Content`,
    validators: `${camel}Validators`,
    itemType: `${pascal}Item`,
    list: `${pascal}List`,
    editor: `${pascal}Editor`,
    /** The entity's CRUD calls in `generated/api/<name>.ts` (its OpenAPI tag is its name). */
    calls: `${camel}Calls`,
  };
}

export interface TableName {
  readonly exportName: string;
  readonly sqlName: string;
}

/**
 * Drizzle table exports and SQL names in `generated/db/schema.ts` for an entity: the main table,
 * the per-language contents table, and one relation table per relation of `core/relations.ts`.
 */
export function tableNames(entity: Pick<EntityMeta, 'name'>): {
  readonly main: TableName;
  readonly contents: TableName;
} & { readonly [R in RelationName]: TableName } {
  const camel = camelCase(entity.name);
  const sql = entity.name;
  const relations = Object.fromEntries(
    RELATION_NAMES.map((relation) => {
      const sqlName = relationTableName(sql, relation);
      return [relation, { exportName: `${camelCase(sqlName)}Table`, sqlName }];
    }),
  ) as { readonly [R in RelationName]: TableName };
  return {
    main: { exportName: `${camel}Table`, sqlName: sql },
    contents: { exportName: `${camel}ContentsTable`, sqlName: `${sql}_contents` },
    ...relations,
  };
}

/**
 * Texts (models, validator expressions) seen in the entities' output, each named `<hint>_<hash>`:
 * the hash of the text keeps a name stable when another entity or variant appears. Those seen in
 * two or more entities are emitted once, in a module the entities import.
 */
export class SharedTexts {
  private readonly seen = new Map<string, { name: string; entities: Set<string> }>();

  add(text: string, hint: string, entity: string): void {
    let entry = this.seen.get(text);
    if (!entry) {
      entry = { name: `${hint}_${createHash('sha1').update(text).digest('hex').slice(0, 6)}`, entities: new Set() };
      this.seen.set(text, entry);
    }
    entry.entities.add(entity);
  }

  /** The texts two or more entities have, with their names (two texts named alike: a generator bug). */
  shared(): Map<string, string> {
    const shared = new Map<string, string>();
    const names = new Set<string>();
    for (const [text, { name, entities }] of this.seen) {
      if (entities.size < 2) continue;
      if (names.has(name)) throw new Error(`generator bug: two shared parts named ${name}`);
      names.add(name);
      shared.set(text, name);
    }
    return shared;
  }
}
