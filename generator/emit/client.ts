/**
 * Emits `generated/api/`: the typed client the admin calls the API with, derived from the
 * OpenAPI document just emitted (`openapi.yaml`), so that an admin call that no longer matches
 * the contract is a type error.
 *
 * - `schemas.ts`: one type alias per component schema, nested objects written inline;
 * - `<tag>.ts`: one function per operation over `call` (`app/api/client.ts`), typed with its
 *   path parameters, query, body and success answer; for an entity, also `<entity>Calls`, its
 *   five CRUD calls checked against the shape the generic list and editor use (`EntityCalls`).
 *
 * The project's own emitter rather than orval: orval wrote about 1,300 lines per entity (a named
 * type per nested object, react-query hooks and per-status answer types for each operation) for
 * screens that are generic over the entity and use one query-key factory; this writes well under
 * 200, and it needs no temporary project to run in.
 */
import {
  StructureKind,
  type ImportSpecifierStructure,
  type OptionalKind,
  type StatementStructures,
  type VariableStatementStructure,
} from 'ts-morph';
import { parse } from 'yaml';
import { PLATFORM_ROLES } from '../../core/model';
import type { Model } from '../normalise';
import { openApiNames } from './openapi';
import { propertyKey } from './db/identifiers';
import { isSchema as isObject, tsTypeOfSchema } from './json-types';
import { camelCase, entityIdentifiers } from './names';
import { addStatementGroups, docText, exportedConst, moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';

export const CLIENT_DIR = 'generated/api';
/** The import specifier of the runtime in generated files (the package's `#api/*` import map). */
export const CLIENT_RUNTIME = '#api/client.ts';

type Json = Readonly<Record<string, unknown>>;

/** `#/components/parameters/Name` → `Name`. */
const PARAMETER_REF = /^#\/components\/parameters\/([A-Za-z0-9_]+)$/;

/** A JSON Schema as a TypeScript type; `$ref`s name the component's alias. */
export function typeOf(schema: unknown): string {
  return isObject(schema) ? tsTypeOfSchema(schema, { refs: true }) : 'unknown';
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly type: string;
}

/** An operation's parameter, a `$ref` to a shared one resolved. */
function resolveParameter(parameter: unknown, shared: Json): Parameter | null {
  const ref = isObject(parameter) && typeof parameter.$ref === 'string' ? PARAMETER_REF.exec(parameter.$ref) : null;
  const value = ref ? shared[ref[1] ?? ''] : parameter;
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.in !== 'string') return null;
  return { name: value.name, in: value.in, required: value.required === true, type: typeOf(value.schema) };
}

const jsonSchemaOf = (content: unknown): unknown =>
  isObject(content) && isObject(content['application/json']) ? content['application/json'].schema : undefined;

/** Answers that are files to save rather than JSON: the media type, resolved to a Blob. */
const FILE_ANSWERS = ['text/csv'] as const;
const fileAnswerOf = (content: unknown): string | undefined =>
  isObject(content) ? FILE_ANSWERS.find((type) => type in content) : undefined;

/** The file part's name of a multipart upload body (`file`), or undefined. */
function uploadPartOf(content: unknown): string | undefined {
  const multipart = isObject(content) ? content['multipart/form-data'] : undefined;
  const schema = isObject(multipart) ? multipart.schema : undefined;
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(properties)) return undefined;
  return Object.keys(properties).find((name) => {
    const property = properties[name];
    return isObject(property) && property.format === 'binary';
  });
}

interface EmittedOperation {
  readonly operationId: string;
  readonly statement: VariableStatementStructure;
  readonly types: readonly string[];
  /** The operation sends a file (`upload` rather than `call`). */
  readonly uploads: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function emitOperation(path: string, method: string, operation: Json, sharedParameters: Json): EmittedOperation {
  const operationId = String(operation.operationId);
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
    .map((parameter) => resolveParameter(parameter, sharedParameters))
    .filter((parameter): parameter is Parameter => parameter !== null);
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
  const answer = success === undefined ? undefined : responses[success];
  const fileAnswer = fileAnswerOf(isObject(answer) ? answer.content : undefined);
  const answerType =
    fileAnswer === undefined ? typeOf(jsonSchemaOf(isObject(answer) ? answer.content : undefined)) : 'Blob';
  const body = isObject(operation.requestBody) ? jsonSchemaOf(operation.requestBody.content) : undefined;
  const part = isObject(operation.requestBody) ? uploadPartOf(operation.requestBody.content) : undefined;

  const args = pathParameters.map((parameter) => `${camelCase(parameter.name)}: ${parameter.type}`);
  if (body !== undefined) args.push(`body: ${typeOf(body)}`);
  if (part !== undefined) args.push('file: Blob');
  const options: string[] = [];
  if (queryParameters.length > 0) {
    const optional = queryParameters.every((parameter) => !parameter.required);
    // Sets sent all or none (`x-together`): each a union of the whole set and none of it.
    const together = (Array.isArray(operation['x-together']) ? operation['x-together'] : []).filter(
      (set): set is string[] => Array.isArray(set) && set.every((name) => typeof name === 'string'),
    );
    const inSet = new Set(together.flat());
    const members = queryParameters
      .filter((parameter) => !inSet.has(parameter.name))
      .map((parameter) => `${propertyKey(parameter.name)}${parameter.required ? '' : '?'}: ${parameter.type}`);
    const typeOfSet = (set: readonly string[]): string => {
      const of = set.map((name) => queryParameters.find((parameter) => parameter.name === name));
      const whole = of.map((parameter, index) => `${propertyKey(set[index] ?? '')}: ${parameter?.type ?? 'never'}`);
      const none = set.map((name) => `${propertyKey(name)}?: undefined`);
      return `({ ${whole.join('; ')} } | { ${none.join('; ')} })`;
    };
    const type = [
      ...(members.length > 0 || together.length === 0 ? [`{ ${members.join('; ')} }`] : []),
      ...together.map(typeOfSet),
    ].join(' & ');
    args.push(`query: ${type}${optional ? ' = {}' : ''}`);
    options.push('query');
  }
  if (body !== undefined) options.push('body');
  if (fileAnswer !== undefined) options.push(`accept: '${fileAnswer}'`);
  args.push(part === undefined ? 'options?: CallOptions' : 'options?: UploadOptions');
  const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => `\${encodeURIComponent(${camelCase(name)})}`);
  const target = pathParameters.length > 0 ? `\`${url}\`` : `'${path}'`;
  const summary = typeof operation.summary === 'string' ? operation.summary : operationId;
  const request =
    part === undefined
      ? `call<${answerType}>('${method.toUpperCase()}', ${target}, { ...options${options.map((option) => `, ${option}`).join('')} })`
      : `upload<${answerType}>('${method.toUpperCase()}', ${target}, { ...options${options.map((option) => `, ${option}`).join('')}, part: '${part}', file })`;
  const statement = exportedConst(
    operationId,
    `(${args.join(', ')}) => ${request}`,
    `${summary}: \`${method.toUpperCase()} ${path}\`.`,
  );
  const types = [answerType, typeOf(body), ...parameters.map((parameter) => parameter.type)];
  return { operationId, statement, types, uploads: part !== undefined };
}

/** The component aliases a piece of emitted TypeScript names. */
function namesUsed(types: readonly string[], components: ReadonlySet<string>): string[] {
  const used = new Set<string>();
  for (const type of types) {
    for (const word of type.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? []) {
      if (components.has(word)) used.add(word);
    }
  }
  return [...used].sort();
}

/** `openApi`: the document's YAML text, or the document itself. */
export function emitClient(openApi: string | Readonly<Record<string, unknown>>, model: Model): FileMap {
  const document = (typeof openApi === 'string' ? parse(openApi) : openApi) as Json;
  const banner = header({ sources: ['openapi.yaml'], comment: '//' });
  const schemas =
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const components = new Set(Object.keys(schemas));
  const files = new Map<string, string>();

  const schemasFile = sourceFile('/api/schemas.ts');
  addStatementGroups(
    schemasFile,
    Object.entries(schemas).map(([name, schema]) => {
      const description = isObject(schema) && typeof schema.description === 'string' ? schema.description : '';
      return [
        {
          kind: StructureKind.TypeAlias,
          isExported: true,
          name,
          type: typeOf(schema),
          docs: description ? [docText(description)] : [],
        },
      ];
    }),
  );
  files.set(`${CLIENT_DIR}/schemas.ts`, moduleText(schemasFile, banner));

  const byTag = new Map<string, EmittedOperation[]>();
  const paths = isObject(document.paths) ? document.paths : {};
  const sharedParameters =
    isObject(document.components) && isObject(document.components.parameters) ? document.components.parameters : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag =
        Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'default';
      byTag.set(tag, [...(byTag.get(tag) ?? []), emitOperation(path, method, operation, sharedParameters)]);
    }
  }

  for (const [tag, operations] of [...byTag].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const entity = model.entities.find((candidate) => openApiNames(candidate).tag === tag);
    const blocks: StatementStructures[][] = operations.map((operation) => [operation.statement]);
    const runtime: OptionalKind<ImportSpecifierStructure>[] = [
      ...(operations.some((operation) => !operation.uploads)
        ? [{ name: 'call' }, { name: 'CallOptions', isTypeOnly: true }]
        : []),
      ...(operations.some((operation) => operation.uploads)
        ? [{ name: 'upload' }, { name: 'UploadOptions', isTypeOnly: true }]
        : []),
    ];
    if (entity) {
      const { operations: ids } = openApiNames(entity);
      const declared = new Set(operations.map((operation) => operation.operationId));
      const members = (
        ['list', 'get', 'create', 'update', 'delete', 'search', 'combo', 'setTitle', 'exportCsv'] as const
      )
        .filter((action) => declared.has(ids[action]))
        .map((action) => `${action === 'delete' ? 'remove' : action}: ${ids[action]}`);
      blocks.push([
        exportedConst(
          entityIdentifiers(entity).calls,
          `{ ${members.join(', ')} } satisfies EntityCalls`,
          `The calls of ${entity.label.plural.en} the generic list and editor make.`,
        ),
      ]);
      runtime.push({ name: 'EntityCalls', isTypeOnly: true });
    }
    const used = namesUsed(
      operations.flatMap((operation) => operation.types),
      components,
    );
    const file = sourceFile(`/api/${tag}.ts`);
    addStatementGroups(file, [
      [
        { kind: StructureKind.ImportDeclaration, moduleSpecifier: CLIENT_RUNTIME, namedImports: runtime },
        ...(used.length > 0
          ? [
              {
                kind: StructureKind.ImportDeclaration,
                moduleSpecifier: './schemas',
                namedImports: used,
                isTypeOnly: true,
              } as const,
            ]
          : []),
      ],
      ...blocks,
    ]);
    files.set(`${CLIENT_DIR}/${tag}.ts`, moduleText(file, banner));
  }
  files.set(`${CLIENT_DIR}/providers.ts`, emitProviders(model, banner));
  files.set(`${CLIENT_DIR}/searchable.ts`, emitSearchable(model, banner));
  return files;
}

/**
 * `providers.ts`: for each platform role a schema plays (`provides: [mediaLicences]`), the calls
 * of that entity, loaded when first asked for, so that hand-written screens name no entity.
 */
function emitProviders(model: Model, banner: string): string {
  const entries = PLATFORM_ROLES.flatMap((role) => {
    const entity = model.entities.find((candidate) => candidate.provides.includes(role));
    if (!entity) return [];
    const { tag } = openApiNames(entity);
    return [`${role}: async () => (await import('./${tag}')).${entityIdentifiers(entity).calls}`];
  });
  const file = sourceFile('/api/providers.ts');
  addStatementGroups(file, [
    [typeImport(CLIENT_RUNTIME, 'EntityCalls'), typeImport('#core/model', 'PlatformRole')],
    [
      callsByName(
        'providers',
        'Partial<Record<PlatformRole, () => Promise<EntityCalls>>>',
        entries,
        'The calls of the entity playing each platform role (none: no schema plays it).',
      ),
    ],
  ]);
  return moduleText(file, banner);
}

const typeImport = (moduleSpecifier: string, name: string): StatementStructures => ({
  kind: StructureKind.ImportDeclaration,
  moduleSpecifier,
  namedImports: [name],
  isTypeOnly: true,
});

/**
 * `export const <name>: <type> = { ... };`, one entry a line: Prettier keeps an object broken
 * over lines when its first entry starts a line, as the hand-written text did.
 */
function callsByName(name: string, type: string, entries: readonly string[], doc: string): StatementStructures {
  const initializer = entries.length === 0 ? '{}' : `{\n${entries.map((entry) => `${entry},\n`).join('')}}`;
  return exportedConst(name, initializer, doc, type);
}

/**
 * `searchable.ts`: the calls of each entity that answers `POST {path}/search` (`searchCall`) or
 * `GET {path}/combo` (`comboCall`), loaded when first asked for, for the reference fields that name it.
 */
function emitSearchable(model: Model, banner: string): string {
  const entries = model.entities
    .filter((entity) => entity.searchCall || entity.comboCall)
    .map((entity) => {
      const { tag } = openApiNames(entity);
      return `${propertyKey(entity.name)}: async () => (await import('./${tag}')).${entityIdentifiers(entity).calls}`;
    });
  const file = sourceFile('/api/searchable.ts');
  addStatementGroups(file, [
    [typeImport(CLIENT_RUNTIME, 'EntityCalls')],
    [
      callsByName(
        'searchable',
        'Readonly<Record<string, () => Promise<EntityCalls>>>',
        entries,
        'The calls of the entities searched by title (reference fields), by entity name.',
      ),
    ],
    [
      exportedConst(
        'userDestinationsEntity',
        JSON.stringify(model.entities.find((entity) => entity.provides.includes('userDestinations'))?.name ?? null),
        "The searchable entity whose items are users' destinations (`provides: [userDestinations]`), or null.",
        'string | null',
      ),
    ],
  ]);
  return moduleText(file, banner);
}
