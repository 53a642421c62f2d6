/**
 * JSON Schema → TypeScript, shared by the typed client (`client.ts`: OpenAPI components and
 * operations) and the database tables (`db/json-types.ts`: jsonb columns typed as the API sends
 * them). The conversion is openapi-typescript's own (`transformSchemaObject`, printed in memory):
 * `allOf` as an intersection, `oneOf`/`anyOf` as unions, `type: [..., 'null']` and `nullable`,
 * enums and `const` as literals, `additionalProperties` as an index signature, `readOnly` as a
 * `readonly` member.
 *
 * openapi-typescript's schema transform and the TypeScript compiler under it take about 0.3 s of
 * CPU to load, so they are loaded on the first conversion (in the emit stage), not when the
 * generator starts: a run that stops at validation, and the tests that only read the model, never
 * load them.
 */
import { createRequire } from 'node:module';
import type * as OpenApiTypescript from 'openapi-typescript';
import type { GlobalContext, SchemaObject } from 'openapi-typescript';
import type * as TypeScript from 'typescript';
import type { JsonSchema } from '../../kinds/host/generator';

export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface TypeOptions {
  /**
   * A `$ref` to a component schema is that component's type alias (the client's `schemas.ts`);
   * without it a `$ref` is `unknown`, as in a jsonb column's type, which has no aliases in scope.
   */
  readonly refs?: boolean;
}

interface Converter {
  readonly ts: typeof TypeScript;
  readonly transformSchemaObject: typeof OpenApiTypescript.transformSchemaObject;
  /** A type node as text, comments left out (openapi-typescript's `astToString` without a new file per call). */
  readonly print: (node: TypeScript.Node) => string;
}

let converter: Converter | null = null;

function load(): Converter {
  if (converter) return converter;
  // A synchronous, lazy load: both packages ship CommonJS builds, the same modules `import` gives.
  const require = createRequire(import.meta.url);
  // The schema transform's own module: the package's entry also loads Redocly's bundler, which a
  // schema given in memory does not need (about 0.3 s of CPU more on each run).
  const transform = require('openapi-typescript/dist/transform/schema-object.cjs') as {
    readonly default: typeof OpenApiTypescript.transformSchemaObject;
  };
  const ts = require('typescript') as typeof TypeScript;
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: true });
  const file = ts.createSourceFile('types.ts', '', ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS);
  converter = {
    ts,
    transformSchemaObject: transform.default,
    print: (node) => printer.printNode(ts.EmitHint.Unspecified, node, file),
  };
  return converter;
}

/**
 * Converted types by schema text and options: a generation converts the same small schemas (a
 * shared parameter, a `$ref`, the fragments every entity has) many times over.
 */
const converted = new Map<string, string>();

/**
 * The options of openapi-typescript's CLI defaults, except: an object with no properties is
 * `Record<string, unknown>` (not `Record<string, never>`), and a property with a `default` stays
 * optional unless `required` names it (the same components type request bodies too).
 */
function context(): GlobalContext {
  const options: Omit<GlobalContext, 'redoc'> = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: false,
    discriminators: { objects: {}, refsHandled: [] },
    emptyObjectsUnknown: true,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    silent: true,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    // No `$ref` is followed: a reference is named (or `unknown`), never inlined.
    resolve: () => undefined,
  };
  // `redoc` (the Redocly configuration) is read only when openapi-typescript loads and bundles a
  // whole document, never by the schema transform used here.
  return options as GlobalContext;
}

/** `components["schemas"]["Name"]`, as openapi-typescript writes a `$ref`, → `Name`; else null. */
function componentName(ts: typeof TypeScript, node: TypeScript.Node): string | null {
  const literal = (type: TypeScript.TypeNode): string | null =>
    ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : null;
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isIndexedAccessTypeNode(node.objectType)) return null;
  const root = node.objectType.objectType;
  const isComponents =
    ts.isTypeReferenceNode(root) && ts.isIdentifier(root.typeName) && root.typeName.text === 'components';
  return isComponents && literal(node.objectType.indexType) === 'schemas' ? literal(node.indexType) : null;
}

/** A union member that is itself a union (parenthesised, as openapi-typescript nests them). */
function unionOf(ts: typeof TypeScript, node: TypeScript.TypeNode): TypeScript.UnionTypeNode | null {
  const inner = ts.isParenthesizedTypeNode(node) ? node.type : node;
  return ts.isUnionTypeNode(inner) ? inner : null;
}

/**
 * The TS type of a value a JSON Schema describes, on one line, nested objects written inline.
 * Constructs openapi-typescript does not know become `unknown`, never `any`.
 */
export function tsTypeOfSchema(schema: JsonSchema, options: TypeOptions = {}): string {
  const key = `${options.refs === true ? 'refs' : 'inline'} ${JSON.stringify(schema)}`;
  let text = converted.get(key);
  if (text === undefined) {
    text = convert(schema, options);
    converted.set(key, text);
  }
  return text;
}

/**
 * An object whose `anyOf` members only name `required` sets (a body that needs one of some fields,
 * `oneOfRequired`) as the union of the whole object with each set required: openapi-typescript
 * would read each member as `unknown`. Applied at every depth.
 */
function spreadRequiredSets(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(spreadRequiredSets);
  if (!isSchema(schema)) return schema;
  const result = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, spreadRequiredSets(value)]));
  const { anyOf, ...object } = result;
  const sets = Array.isArray(anyOf) ? anyOf : [];
  const onlyRequired = (member: unknown): member is { required: string[] } =>
    isSchema(member) && Object.keys(member).length === 1 && Array.isArray(member.required);
  if (!isSchema(object.properties) || sets.length === 0 || !sets.every(onlyRequired)) return result;
  const base = Array.isArray(object.required) ? (object.required as string[]) : [];
  return { anyOf: sets.map((set) => ({ ...object, required: [...new Set([...base, ...set.required])] })) };
}

function convert(schema: JsonSchema, options: TypeOptions): string {
  const { ts, transformSchemaObject, print } = load();
  const type = transformSchemaObject(spreadRequiredSets(schema) as SchemaObject, {
    path: '#/components/schemas/_',
    ctx: context(),
  });
  const visit = (node: TypeScript.Node): TypeScript.Node => {
    const name = componentName(ts, node);
    if (name !== null) {
      return options.refs === true
        ? ts.factory.createTypeReferenceNode(name)
        : ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
    }
    if (ts.isTypeLiteralNode(node)) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
    // Accented Italian text stays as written rather than `\u00E0` escapes.
    if (ts.isStringLiteral(node)) ts.setEmitFlags(node, ts.EmitFlags.NoAsciiEscaping);
    const visited = ts.visitEachChild(node, visit, undefined);
    // `oneOf: [{ enum: [0, 1] }, { type: boolean }]` is `0 | 1 | boolean`, not `(0 | 1) | boolean`.
    if (ts.isUnionTypeNode(visited) && visited.types.some((member) => unionOf(ts, member))) {
      const members = visited.types.flatMap((member) => unionOf(ts, member)?.types ?? [member]);
      return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(members));
    }
    return visited;
  };
  return print(visit(type));
}
