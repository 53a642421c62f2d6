/**
 * `generated/entities/<name>/schema.ts`: the entity's zod validators, shared by the server (422
 * answers) and the admin (form errors). Per-language contents come in two variants chosen by
 * the language's status: `publish` (status 1, the strict rules) and `draft` (any other status).
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { EntityMeta, FieldMeta } from '../../core/model';
import { zodOf } from '../kinds';
import { DRAFT_STATUSES, PUBLISH_STATUSES } from '../../kinds/status/definition';
import { entityIdentifiers, SharedTexts } from './names';
import { moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';

/**
 * The helpers the validators call as `v.<helper>`: each kind's (`kinds/<kind>/zod.ts`, the calls
 * its `zod()` writes) and core's shared pieces, gathered in one module.
 */
const VALIDATION_MODULE = '#kinds/validation';

/** Which rules apply: a language's draft or publish rules; for shared fields also `base`. */
type Variant = 'draft' | 'publish' | 'base';

/** Whether a field needs a value under a variant; a group does when any member does. */
export function requiredIn(field: FieldMeta, variant: Variant): boolean {
  if (field.kind === 'group' && field.fields.some((nested) => requiredIn(nested, variant))) return true;
  switch (field.required) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'publish':
      return variant === 'publish';
    case 'unpublished':
      return variant === 'draft';
  }
}

function expression(
  field: FieldMeta,
  options: { variant: Variant; languages: readonly string[]; nested: boolean },
): string {
  const required = field.kind === 'status' ? options.variant === 'publish' : requiredIn(field, options.variant);
  const inner = zodOf(field, {
    required,
    languages: options.languages,
    nested: (nested) => expression(nested, { ...options, nested: true }),
  });
  if (options.nested && field.perLanguage) {
    return `v.perLanguage(${JSON.stringify(options.languages)}, ${inner}${required ? ', { required: true }' : ''})`;
  }
  return inner;
}

function shape(fields: readonly FieldMeta[], options: { variant: Variant; languages: readonly string[] }): string {
  return fields.map((field) => `${field.name}: ${expression(field, { ...options, nested: false })}`).join(',\n');
}

function uses(fields: readonly FieldMeta[], required: FieldMeta['required']): boolean {
  return fields.some(
    (field) =>
      field.required === required ||
      ((field.kind === 'group' || field.kind === 'list') && uses(field.fields, required)),
  );
}

/** What a validators module is made from: an entity, or a settings screen. */
type ValidatedShape = Pick<EntityMeta, 'name' | 'source' | 'languages' | 'fields' | 'contents'>;

/**
 * The zod expression of one whole section of a settings screen, as `operations/settings` carries
 * it: a per-language field becomes a map of language to value.
 */
export function sectionExpression(field: FieldMeta, languages: readonly string[]): string {
  const inner = expression(field, { variant: 'draft', languages, nested: false });
  return field.perLanguage ? `v.perLanguage(${JSON.stringify(languages)}, ${inner})` : inner;
}

/** An entity's per-language contents objects: the draft rules, and the publish rules when it has a status. */
function contentObjects(entity: ValidatedShape): { readonly draft: string; readonly publish: string | null } | null {
  if (entity.contents.length === 0) return null;
  const languages = entity.languages;
  const object = (variant: Variant): string =>
    `z.strictObject({ ...v.contentEnvelope, ${shape(entity.contents, { variant, languages })} })`;
  const hasStatus = entity.contents.some((field) => field.kind === 'status');
  return { draft: object('draft'), publish: hasStatus ? object('publish') : null };
}

/** The module of contents objects that entities share, beside their directories. */
export const SCHEMA_PARTS_MODULE = 'generated/entities/schema-parts.ts';

/** Shared contents objects by their text: the exported name in the schema parts module. */
export type SchemaParts = ReadonlyMap<string, string>;

/**
 * Contents objects (draft or publish rules) that two or more entities write alike, because they
 * include the same fragments: emitted once, so each entity's editor carries only its own rules.
 */
export function sharedSchemaParts(entities: readonly ValidatedShape[]): SchemaParts {
  const texts = new SharedTexts();
  for (const entity of entities) {
    const objects = contentObjects(entity);
    if (objects === null) continue;
    texts.add(objects.draft, 'contentDraft', entity.name);
    if (objects.publish !== null) texts.add(objects.publish, 'contentPublish', entity.name);
  }
  return texts.shared();
}

export function emitSchemaPartsModule(entities: readonly ValidatedShape[], parts: SchemaParts): FileMap {
  const file = sourceFile('/schema-parts.ts');
  const exports = [...parts].sort(([, a], [, b]) => a.localeCompare(b));
  if (exports.length > 0) {
    file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'] });
    file.addImportDeclaration({ moduleSpecifier: VALIDATION_MODULE, namespaceImport: 'v' });
  }
  for (const [text, name] of exports) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name, initializer: text }],
    });
  }
  if (exports.length === 0) file.addStatements('export {};');
  const comment =
    '// Contents rules that two or more entities write alike (they include the same fragments),\n' +
    "// emitted once so that each entity's editor carries only its own.\n\n";
  return new Map([
    [
      SCHEMA_PARTS_MODULE,
      moduleText(file, header({ sources: entities.map((entity) => entity.source), comment: '//' }) + comment),
    ],
  ]);
}

export function emitSchemaModule(
  entity: ValidatedShape,
  extra?: (file: ReturnType<typeof sourceFile>) => void,
  parts: SchemaParts = new Map(),
): string {
  const ids = entityIdentifiers(entity);
  const file = sourceFile(`/${entity.name}/schema.ts`);
  const objects = contentObjects(entity);
  const hasContents = objects !== null;
  const hasStatus = objects?.publish != null;
  // Without contents, zod is only needed for the item's type.
  file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'], isTypeOnly: !hasContents });
  file.addImportDeclaration({ moduleSpecifier: VALIDATION_MODULE, namespaceImport: 'v' });
  const shared = [objects?.draft, objects?.publish].flatMap((text) => {
    const name = text == null ? undefined : parts.get(text);
    return name === undefined ? [] : [name];
  });
  if (shared.length > 0) file.addImportDeclaration({ moduleSpecifier: '../schema-parts', namedImports: shared });
  const languages = entity.languages;
  const constant = (name: string, initializer: string, docs?: string): void => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name, initializer }],
      ...(docs ? { docs: [docs] } : {}),
    });
  };
  if (objects !== null) {
    constant(
      ids.contentDraft,
      parts.get(objects.draft) ?? objects.draft,
      hasStatus
        ? `One language's contents at any status but 1 (${DRAFT_STATUSES.join(', ')}).`
        : "One language's contents.",
    );
    if (objects.publish !== null) {
      constant(
        ids.contentPublish,
        parts.get(objects.publish) ?? objects.publish,
        `One language's contents at status ${PUBLISH_STATUSES.join(', ')} (Pubblico): the publish rules.`,
      );
      constant(
        ids.content,
        `z.discriminatedUnion('status', [${ids.contentPublish}, ${ids.contentDraft}])`,
        "One language's contents, checked by the rules of its own status.",
      );
    } else {
      constant(ids.content, ids.contentDraft);
    }
  }
  const options = [
    `languages: ${JSON.stringify(languages)}`,
    `fields: { ${shape(entity.fields, { variant: 'base', languages })} }`,
    `contents: ${hasContents ? ids.content : 'null'}`,
  ];
  // Only the shared fields whose rules change with publication are checked a second time.
  const dependingOn = (required: FieldMeta['required']): FieldMeta[] =>
    entity.fields.filter((field) => uses([field], required));
  if (uses(entity.fields, 'publish'))
    options.push(`whenPublished: { ${shape(dependingOn('publish'), { variant: 'publish', languages })} }`);
  if (uses(entity.fields, 'unpublished'))
    options.push(`whenUnpublished: { ${shape(dependingOn('unpublished'), { variant: 'draft', languages })} }`);
  constant(
    ids.item,
    `v.item({ ${options.join(',\n')} })`,
    'The whole item as the admin saves it (POST and PUT bodies).',
  );
  file.addTypeAlias({ isExported: true, name: ids.itemType, type: `z.input<typeof ${ids.item}>` });
  const contentRef = (name: string, present: boolean): string => (present ? name : 'null');
  constant(
    ids.validators,
    `{ item: ${ids.item}, content: ${contentRef(ids.content, hasContents)}, contentDraft: ${contentRef(ids.contentDraft, hasContents)}, contentPublish: ${contentRef(ids.contentPublish, hasStatus)} } as const satisfies v.EntityValidators`,
  );
  extra?.(file);
  return moduleText(file, header({ sources: [entity.source], comment: '//' }));
}
