/**
 * `generated/entities/<name>/schema.ts`: the entity's zod validators, shared by the server (422
 * answers) and the admin (form errors). Per-language contents come in two variants chosen by
 * the language's status: `publish` (status 1, the strict rules) and `draft` (any other status).
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { EntityMeta, FieldMeta } from '../../core/model';
import { siblingChecksOf, zodOf } from '../kinds';
import { DRAFT_STATUSES, PUBLISH_STATUSES } from '../../kinds/status/definition';
import { entityIdentifiers, pascalCase, SharedTexts } from './names';
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

/** Shared expressions by their text: the exported name in the schema parts module. */
export type SchemaParts = ReadonlyMap<string, string>;

interface ExpressionOptions {
  readonly variant: Variant;
  readonly languages: readonly string[];
  readonly nested: boolean;
  /** Shared expressions, written by name. */
  readonly parts?: SchemaParts;
  /** Sees each field expression's own text (no part names in it), to find what entities share. */
  readonly collect?: (text: string, field: FieldMeta) => void;
}

function expression(field: FieldMeta, options: ExpressionOptions): string {
  const required = field.kind === 'status' ? options.variant === 'publish' : requiredIn(field, options.variant);
  const inner = kindExpression(field, options, required);
  if (options.nested && field.perLanguage) {
    return `v.perLanguage(${JSON.stringify(options.languages)}, ${inner}${required ? ', { required: true }' : ''})`;
  }
  return inner;
}

/** A field's own rules (its kind's expression, without the per-language map of a nested field). */
function kindExpression(field: FieldMeta, options: ExpressionOptions, required: boolean): string {
  const { parts, collect } = options;
  if ((parts !== undefined && parts.size > 0) || collect !== undefined) {
    const own = kindExpression(field, { ...options, parts: undefined, collect: undefined }, required);
    collect?.(own, field);
    const name = parts?.get(own);
    if (name !== undefined) return name;
  }
  return zodOf(field, {
    required,
    languages: options.languages,
    nested: (nested) => expression(nested, { ...options, nested: true }),
    siblingChecks: siblingChecksOf,
  });
}

type ShapeOptions = Omit<ExpressionOptions, 'nested'>;

function shape(fields: readonly FieldMeta[], options: ShapeOptions): string {
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
function contentObjects(
  entity: ValidatedShape,
  options: Omit<ShapeOptions, 'variant' | 'languages'> = {},
): { readonly draft: string; readonly publish: string | null } | null {
  if (entity.contents.length === 0) return null;
  const languages = entity.languages;
  const object = (variant: Variant): string =>
    `z.strictObject({ ...v.contentEnvelope, ${shape(entity.contents, { ...options, variant, languages })} })`;
  const hasStatus = entity.contents.some((field) => field.kind === 'status');
  return { draft: object('draft'), publish: hasStatus ? object('publish') : null };
}

/** The module of contents objects and field rules that entities share, beside their directories. */
export const SCHEMA_PARTS_MODULE = 'generated/entities/schema-parts.ts';

/** Field rules shorter than this stay inline: importing them would cost about what they save. */
const MIN_SHARED_EXPRESSION = 80;

/** The field expressions an entity writes (its shared fields', its contents' in each variant). */
function collectExpressions(entity: ValidatedShape, collect: (text: string, field: FieldMeta) => void): void {
  const languages = entity.languages;
  contentObjects(entity, { collect });
  shape(entity.fields, { variant: 'base', languages, collect });
  const dependingOn = (required: FieldMeta['required']): FieldMeta[] =>
    entity.fields.filter((field) => uses([field], required));
  shape(dependingOn('publish'), { variant: 'publish', languages, collect });
  shape(dependingOn('unpublished'), { variant: 'draft', languages, collect });
}

/**
 * Contents objects (draft or publish rules) and field rules (at least `MIN_SHARED_EXPRESSION`
 * long) that two or more entities write alike, because they include the same fragments or the
 * same long options (a picker of every entity type): emitted once, so each entity's editor
 * carries only its own rules. A zod schema holds no state of its own, so one serves them all.
 * Keyed by their own text, without part names.
 */
export function sharedSchemaParts(entities: readonly ValidatedShape[]): SchemaParts {
  const texts = new SharedTexts();
  for (const entity of entities) {
    const objects = contentObjects(entity);
    if (objects === null) continue;
    texts.add(objects.draft, 'contentDraft', entity.name);
    if (objects.publish !== null) texts.add(objects.publish, 'contentPublish', entity.name);
  }
  const contents = texts.shared();
  const fields = new SharedTexts();
  for (const entity of entities) {
    collectExpressions(entity, (text, field) => {
      if (text.length >= MIN_SHARED_EXPRESSION) fields.add(text, `rules${pascalCase(field.name)}`, entity.name);
    });
  }
  return new Map([...contents, ...fields.shared()]);
}

/** A part's text with the shorter parts in it written by name (a part's text is a whole expression). */
function withParts(text: string, parts: SchemaParts, self: string): string {
  let result = text;
  const inner = [...parts].filter(([other, name]) => name !== self && other.length < text.length);
  for (const [other, name] of inner.sort(([a], [b]) => b.length - a.length)) result = result.split(other).join(name);
  return result;
}

export function emitSchemaPartsModule(entities: readonly ValidatedShape[], parts: SchemaParts): FileMap {
  const file = sourceFile('/schema-parts.ts');
  // Shortest first: a part's text may use shorter parts, written by name.
  const exports = [...parts].sort(([a, nameA], [b, nameB]) => a.length - b.length || nameA.localeCompare(nameB));
  if (exports.length > 0) {
    file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'] });
    file.addImportDeclaration({ moduleSpecifier: VALIDATION_MODULE, namespaceImport: 'v' });
  }
  for (const [text, name] of exports) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name, initializer: withParts(text, parts, name) }],
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
  const own = contentObjects(entity);
  const written = contentObjects(entity, { parts });
  // Each contents object by its shared name, or written with the shared field rules it uses.
  const objects =
    own === null || written === null
      ? null
      : {
          draft: parts.get(own.draft) ?? written.draft,
          publish: own.publish === null ? null : (parts.get(own.publish) ?? written.publish),
        };
  const hasContents = objects !== null;
  const hasStatus = objects?.publish != null;
  // Without contents, zod is only needed for the item's type.
  file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'], isTypeOnly: !hasContents });
  file.addImportDeclaration({ moduleSpecifier: VALIDATION_MODULE, namespaceImport: 'v' });
  const languages = entity.languages;
  const options = [
    `languages: ${JSON.stringify(languages)}`,
    `fields: { ${shape(entity.fields, { variant: 'base', languages, parts })} }`,
    `contents: ${hasContents ? ids.content : 'null'}`,
  ];
  // Only the shared fields whose rules change with publication are checked a second time.
  const dependingOn = (required: FieldMeta['required']): FieldMeta[] =>
    entity.fields.filter((field) => uses([field], required));
  if (uses(entity.fields, 'publish'))
    options.push(`whenPublished: { ${shape(dependingOn('publish'), { variant: 'publish', languages, parts })} }`);
  if (uses(entity.fields, 'unpublished'))
    options.push(`whenUnpublished: { ${shape(dependingOn('unpublished'), { variant: 'draft', languages, parts })} }`);
  const texts = [objects?.draft ?? '', objects?.publish ?? '', ...options].join('\n');
  const shared = [...parts.values()].filter((name) => new RegExp(`\\b${name}\\b`).test(texts)).sort();
  if (shared.length > 0) file.addImportDeclaration({ moduleSpecifier: '../schema-parts', namedImports: shared });
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
      objects.draft,
      hasStatus
        ? `One language's contents at any status but 1 (${DRAFT_STATUSES.join(', ')}).`
        : "One language's contents.",
    );
    if (objects.publish !== null) {
      constant(
        ids.contentPublish,
        objects.publish,
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
