/**
 * The API as `openapi.yaml` describes it, turned into hostile request cases: every operation, each
 * of its parameters and body fields (every JSON path, inside arrays and per-language records too)
 * replaced by each corpus value, one at a time, plus whole-body mutations. Nothing here names an
 * entity, a path or a field: a new entity or call in the document is covered with no new code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  ABSENT,
  bodyCorpus,
  cloneJson,
  headerCorpus,
  hostileKeys,
  isJsonObject,
  objectWith,
  pathCorpus,
  printable,
  queryCorpus,
  RawJson,
  unexpectedBodies,
  wholeBodies,
  type Absent,
  type BodyValue,
  type Cost,
  type JsonValue,
  type UrlValue,
  type WholeBody,
} from './corpus';
import { bodyFieldKind, FIXED_KINDS, hostileKeysKind, parameterKind, wholeBodyKind } from './shapes';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../openapi.yaml');

/* ----------------------------------------------------------------------------------------------
 * The document and its schemas.
 * ------------------------------------------------------------------------------------------- */

/** The subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) the cases read. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Schema;
  readonly propertyNames?: Schema;
  readonly minProperties?: number;
  readonly items?: Schema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly example?: unknown;
  readonly examples?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
  readonly readOnly?: boolean;
}

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: Schema;
}

export interface Operation {
  readonly method: Method;
  /** The path as the document writes it: `/news/{id}`. */
  readonly path: string;
  /** `PUT /news/{id}`. */
  readonly label: string;
  /** The URL prefix of the first server (`/api/v1`). */
  readonly base: string;
  readonly parameters: readonly Parameter[];
  /** The JSON request body, if any. */
  readonly body: { readonly schema: Schema; readonly required: boolean } | null;
  /** The file part of a multipart upload body (`file`), if the operation takes one. */
  readonly upload: string | null;
  /** `security: []`: callable without a token. */
  readonly isPublic: boolean;
  /** The statuses the operation documents (a documented 503 is an answer, not a crash). */
  readonly documented: readonly number[];
  /** Per path parameter: the POST that creates what it names (on the path before it), if any. */
  readonly creators: Readonly<Record<string, Operation | undefined>>;
  /** The GET on the same path (to read the resource a write changes), if any. */
  readonly reader: Operation | null;
  /** The success answer's schema (for the reader: where the resource sits in it). */
  readonly successSchema: Schema | null;
}

export interface ApiDocument {
  readonly operations: readonly Operation[];
  readonly resolve: (node: unknown) => Schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported: ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) || !(key in node)) throw new Error(`unresolvable $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/** Reads `openapi.yaml` (or another OpenAPI 3.1 document) into operations. */
export function loadApiDocument(file: string = OPENAPI_FILE): ApiDocument {
  return apiDocumentFrom(parse(readFileSync(file, 'utf8')), file);
}

/** An OpenAPI 3.1 document already parsed (`source` names it in errors). */
export function apiDocumentFrom(root: unknown, source = 'document'): ApiDocument {
  if (!isRecord(root) || !isRecord(root.paths)) throw new Error(`${source}: no paths`);

  /** The node, with `$ref` followed (repeatedly) and sibling keys kept over the target's. */
  const deref = (node: unknown): unknown => {
    let current = node;
    for (let hops = 0; isRecord(current) && typeof current.$ref === 'string'; hops += 1) {
      if (hops > 50) throw new Error('$ref loop');
      const { $ref, ...siblings } = current;
      const target = pointer(root, $ref as string);
      current = isRecord(target) ? { ...target, ...siblings } : target;
    }
    return current;
  };
  const resolve = (node: unknown): Schema => {
    const value = deref(node);
    return isRecord(value) ? (value as Schema) : {};
  };

  const servers = Array.isArray(root.servers) ? root.servers : [];
  const firstServer = deref(servers[0]);
  const base = isRecord(firstServer) && typeof firstServer.url === 'string' ? firstServer.url.replace(/\/$/, '') : '';
  const globalSecurity = Array.isArray(root.security) ? root.security : [];
  const isOpen = (security: unknown[]): boolean =>
    security.length === 0 || security.some((entry) => isRecord(entry) && Object.keys(entry).length === 0);

  const draft: (Omit<Operation, 'creators' | 'reader'> & {
    creators: Record<string, Operation | undefined>;
    reader: Operation | null;
  })[] = [];
  for (const [pathName, rawItem] of Object.entries(root.paths)) {
    const item = deref(rawItem);
    if (!isRecord(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = deref(item[method.toLowerCase()]);
      if (!isRecord(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const byKey = new Map<string, Parameter>();
      for (const rawParameter of [...shared, ...own]) {
        const parameter = deref(rawParameter);
        if (!isRecord(parameter) || typeof parameter.name !== 'string') continue;
        const place = parameter.in;
        if (place !== 'path' && place !== 'query' && place !== 'header') continue;
        byKey.set(`${place}:${parameter.name}`, {
          name: parameter.name,
          in: place,
          required: parameter.required === true || place === 'path',
          schema: resolve(parameter.schema),
        });
      }
      let body: Operation['body'] = null;
      const requestBody = deref(operation.requestBody);
      if (isRecord(requestBody) && isRecord(requestBody.content)) {
        const jsonType = Object.keys(requestBody.content).find((type) => /json/i.test(type));
        const media = jsonType ? deref(requestBody.content[jsonType]) : undefined;
        if (isRecord(media)) body = { schema: resolve(media.schema), required: requestBody.required === true };
      }
      let upload: string | null = null;
      if (isRecord(requestBody) && isRecord(requestBody.content)) {
        const multipart = deref(requestBody.content['multipart/form-data']);
        const schema = isRecord(multipart) ? resolve(multipart.schema) : null;
        upload =
          Object.entries(schema?.properties ?? {}).find(([, property]) => resolve(property).format === 'binary')?.[0] ??
          null;
      }
      let successSchema: Schema | null = null;
      const responses = deref(operation.responses);
      if (isRecord(responses)) {
        const code = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
        const response = code ? deref(responses[code]) : undefined;
        const content = isRecord(response) ? deref(response.content) : undefined;
        const jsonType = isRecord(content) ? Object.keys(content).find((type) => /json/i.test(type)) : undefined;
        const media = isRecord(content) && jsonType ? deref(content[jsonType]) : undefined;
        if (isRecord(media)) successSchema = resolve(media.schema);
      }
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      draft.push({
        method,
        path: pathName,
        label: `${method} ${pathName}`,
        base,
        parameters: [...byKey.values()],
        body,
        upload,
        isPublic: isOpen(security),
        documented: isRecord(responses) ? Object.keys(responses).map(Number) : [],
        creators: {},
        reader: null,
        successSchema,
      });
    }
  }
  for (const operation of draft) {
    operation.reader =
      operation.method === 'GET'
        ? null
        : (draft.find((other) => other.method === 'GET' && other.path === operation.path) ?? null);
    for (const parameter of operation.parameters.filter((entry) => entry.in === 'path')) {
      const at = operation.path.indexOf(`/{${parameter.name}}`);
      const collection = at >= 0 ? operation.path.slice(0, at) : null;
      operation.creators[parameter.name] = draft.find((other) => other.method === 'POST' && other.path === collection);
    }
  }
  return { operations: draft, resolve };
}

/* ----------------------------------------------------------------------------------------------
 * Values from schemas.
 * ------------------------------------------------------------------------------------------- */

/** The declared types, inferred when `type` is missing. */
export function typesOf(schema: Schema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return [...(schema.type as readonly string[])];
  if (schema.properties || isRecord(schema.additionalProperties)) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) {
    return [
      ...new Set(schema.enum.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value))),
    ];
  }
  return [];
}

const STRING_CANDIDATES = [
  'hostile',
  'a',
  '1',
  'it',
  'a-1',
  '2026-01-01 10:00:00',
  '2026-01-01',
  '10:00',
  'https://example.org/',
  'hostile@example.org',
  '{}',
  '',
];

function plausibleString(schema: Schema): string {
  const fitsLength = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  let pattern: RegExp | null = null;
  try {
    pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  } catch {
    pattern = null;
  }
  const byFormat: Record<string, string> = {
    uri: 'https://example.org/',
    url: 'https://example.org/',
    email: 'hostile@example.org',
    date: '2026-01-01',
    'date-time': '2026-01-01T10:00:00Z',
    time: '10:00:00',
  };
  const preferred = schema.format ? byFormat[schema.format] : undefined;
  const candidates = preferred ? [preferred, ...STRING_CANDIDATES] : STRING_CANDIDATES;
  const found = candidates.find((text) => fitsLength(text) && (!pattern || pattern.test(text)));
  if (found !== undefined) return found;
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function plausibleNumber(schema: Schema, integer: boolean): number {
  let low =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : -Infinity);
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : Infinity);
  if (low > high) low = high;
  return Math.min(Math.max(1, low), high);
}

function isJsonCompatible(value: unknown): value is JsonValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJsonCompatible);
  return isRecord(value) && Object.values(value).every(isJsonCompatible);
}

/** A key for a record (`additionalProperties`), from `propertyNames` when it says. */
function recordKey(schema: Schema, resolve: ApiDocument['resolve']): string {
  const names = schema.propertyNames ? resolve(schema.propertyNames) : null;
  if (names?.enum?.[0] !== undefined) return String(names.enum[0]);
  if (names) return plausibleString(names);
  return 'x';
}

export type Richness = 'full' | 'required';

/**
 * A schema-valid-looking value: `example`, `default`, `const`, the first non-null `enum`, else by
 * type. `full` fills every writable property and one array entry; `required` only what must be.
 */
export function sampleValue(
  raw: Schema,
  resolve: ApiDocument['resolve'],
  richness: Richness = 'full',
  depth = 0,
): JsonValue {
  const schema = resolve(raw);
  if (schema.example !== undefined && isJsonCompatible(schema.example)) return cloneJson(schema.example);
  if (schema.examples?.[0] !== undefined && isJsonCompatible(schema.examples[0])) return cloneJson(schema.examples[0]);
  if (schema.default !== undefined && isJsonCompatible(schema.default)) return cloneJson(schema.default);
  if (schema.const !== undefined && isJsonCompatible(schema.const)) return cloneJson(schema.const);
  if (schema.enum && schema.enum.length > 0) {
    const first = schema.enum.find((value) => value !== null) ?? null;
    if (isJsonCompatible(first)) return cloneJson(first);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.length > 0) {
    const choice = alternatives.find((alternative) => !typesOf(resolve(alternative)).every((type) => type === 'null'));
    return sampleValue(choice ?? alternatives[0]!, resolve, richness, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const parts = schema.allOf.map((part) => sampleValue(part, resolve, richness, depth + 1));
    return parts.every(isJsonObject) ? objectWith(parts.flatMap((part) => Object.entries(part))) : (parts[0] ?? null);
  }
  const types = typesOf(schema);
  const type = types.find((entry) => entry !== 'null') ?? (types.includes('null') ? 'null' : 'object');
  if (depth > 12) return null;
  switch (type) {
    case 'object': {
      const entries: [string, JsonValue][] = [];
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (resolve(property).readOnly) continue;
        if (richness === 'full' || required.has(key))
          entries.push([key, sampleValue(property, resolve, richness, depth + 1)]);
      }
      const extra = schema.additionalProperties;
      if (isRecord(extra) && entries.length === 0 && (richness === 'full' || (schema.minProperties ?? 0) > 0)) {
        entries.push([recordKey(schema, resolve), sampleValue(extra as Schema, resolve, richness, depth + 1)]);
      }
      return objectWith(entries);
    }
    case 'array': {
      const wanted = richness === 'full' ? Math.max(1, schema.minItems ?? 0) : (schema.minItems ?? 0);
      const count = Math.min(wanted, schema.maxItems ?? wanted);
      return schema.items
        ? Array.from({ length: count }, () => sampleValue(schema.items!, resolve, richness, depth + 1))
        : [];
    }
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/* ----------------------------------------------------------------------------------------------
 * Body fields: every JSON path the schema allows.
 * ------------------------------------------------------------------------------------------- */

export type Segment = string | number;

export interface BodyField {
  readonly path: readonly Segment[];
  readonly label: string;
  readonly schema: Schema;
  /** Where expensive values are best spent. */
  readonly affinity: 'text' | 'string' | 'array' | 'object' | 'other';
  /**
   * How the field sits in its parent: a property the parent `required`s, an optional one, an
   * array entry (`items`) or a record entry (`additionalProperties`).
   */
  readonly presence: 'required' | 'optional' | 'item' | 'entry';
}

export function pathLabel(segments: readonly Segment[]): string {
  if (segments.length === 0) return '<root>';
  return segments
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`))
    .join('');
}

function affinityOf(schema: Schema): BodyField['affinity'] {
  const types = typesOf(schema);
  if (types.includes('array')) return 'array';
  if (types.includes('string')) {
    return schema.maxLength === undefined && !schema.pattern && !schema.format && !schema.enum ? 'text' : 'string';
  }
  if (types.includes('object')) return 'object';
  return 'other';
}

/** Every field path of a body schema (and, separately, the paths that hold objects). */
export function bodyFields(
  root: Schema,
  resolve: ApiDocument['resolve'],
): { fields: readonly BodyField[]; objects: readonly (readonly Segment[])[] } {
  const fields = new Map<string, BodyField>();
  const objects = new Map<string, readonly Segment[]>();
  const visit = (raw: Schema, at: readonly Segment[], depth: number): void => {
    if (depth > 10) return;
    const schema = resolve(raw);
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
      visit(part, at, depth + 1);
    const add = (segments: readonly Segment[], inner: Schema, presence: BodyField['presence']): void => {
      const resolved = resolve(inner);
      const label = pathLabel(segments);
      if (!fields.has(label))
        fields.set(label, { path: segments, label, schema: resolved, affinity: affinityOf(resolved), presence });
      visit(resolved, segments, depth + 1);
    };
    const types = typesOf(schema);
    if (types.includes('object') || schema.properties) {
      objects.set(pathLabel(at), at);
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!resolve(property).readOnly) add([...at, key], property, required.has(key) ? 'required' : 'optional');
      }
      if (isRecord(schema.additionalProperties)) {
        const key = recordKey(schema, resolve);
        if (!(key in (schema.properties ?? {}))) add([...at, key], schema.additionalProperties as Schema, 'entry');
      }
    }
    if (types.includes('array') && schema.items) add([...at, 0], schema.items, 'item');
  };
  visit(root, [], 0);
  return { fields: [...fields.values()], objects: [...objects.values()] };
}

/** Sets (or, with ABSENT, removes) the value at a path, creating containers on the way. */
export function setAt(root: JsonValue, segments: readonly Segment[], value: JsonValue | Absent): JsonValue {
  if (segments.length === 0) return value === ABSENT ? null : value;
  const container: JsonValue =
    typeof segments[0] === 'number' ? (Array.isArray(root) ? root : []) : isJsonObject(root) ? root : {};
  let node: JsonValue = container;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const last = index === segments.length - 1;
    const nextIsIndex = typeof segments[index + 1] === 'number';
    if (Array.isArray(node)) {
      const position: number = typeof segment === 'number' ? Math.min(segment, node.length) : node.length;
      if (last) {
        if (value === ABSENT) node.splice(position, 1);
        else node[position] = value;
        break;
      }
      const existing: JsonValue | undefined = node[position];
      const child: JsonValue = nextIsIndex
        ? Array.isArray(existing)
          ? existing
          : []
        : isJsonObject(existing)
          ? existing
          : {};
      node[position] = child;
      node = child;
    } else if (isJsonObject(node)) {
      const key = String(segment);
      if (last) {
        if (value === ABSENT) Reflect.deleteProperty(node, key);
        else Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
        break;
      }
      const existing: JsonValue | undefined = Object.hasOwn(node, key) ? node[key] : undefined;
      const child: JsonValue = nextIsIndex
        ? Array.isArray(existing)
          ? existing
          : []
        : isJsonObject(existing)
          ? existing
          : {};
      Object.defineProperty(node, key, { value: child, enumerable: true, writable: true, configurable: true });
      node = child;
    } else {
      break;
    }
  }
  return container;
}

/** `body` with every container on the way to `segments` present, taken from `sample` where missing. */
export function withContainers(body: JsonValue, sample: JsonValue, segments: readonly Segment[]): JsonValue {
  let current = body;
  for (let length = 1; length <= segments.length; length += 1) {
    const prefix = segments.slice(0, length);
    const filler = getAt(sample, prefix);
    if (getAt(current, prefix) === undefined && filler !== undefined)
      current = setAt(current, prefix, cloneJson(filler));
  }
  return current;
}

/** The value at a path, or undefined. */
export function getAt(root: JsonValue, segments: readonly Segment[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const segment of segments) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isJsonObject(node) && Object.hasOwn(node, String(segment))) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

/* ----------------------------------------------------------------------------------------------
 * Requests and cases.
 * ------------------------------------------------------------------------------------------- */

export type BodyDraft =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: JsonValue }
  | { readonly kind: 'raw'; readonly text: string; readonly contentType: string | null }
  | { readonly kind: 'multipart'; readonly field: string; readonly filename: string; readonly content: string };

/** One request before it is sent: every part already encoded where the URL needs it. */
export interface RequestDraft {
  readonly path: Record<string, string>;
  readonly query: (readonly [string, string])[];
  readonly headers: Record<string, string>;
  body: BodyDraft;
}

export function cloneDraft(draft: RequestDraft): RequestDraft {
  return {
    path: { ...draft.path },
    query: draft.query.map((pair) => [...pair] as const),
    headers: { ...draft.headers },
    body: draft.body.kind === 'json' ? { kind: 'json', value: cloneJson(draft.body.value) } : draft.body,
  };
}

export function urlOf(operation: Operation, draft: RequestDraft): string {
  const pathname = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.path[name] ?? '1');
  const query = draft.query.map(([name, value]) => `${name}=${value}`).join('&');
  return `${operation.base}${pathname}${query ? `?${query}` : ''}`;
}

/** One hostile request: the baseline with one value changed. */
export interface HostileCase {
  readonly operation: Operation;
  /** Where the value goes: `path:id`, `query:limit`, `header:accept-language`, `body:contents.it.title`, `body`. */
  readonly location: string;
  readonly label: string;
  readonly cost: Cost;
  /** The location's kind (`shapes.ts`): what the value meets there, whatever the operation. */
  readonly kind: string;
  /** The location's ordinal in the operation (a diagonal selection turns over it). */
  readonly slot: number;
  /** The value's position in its location's cheap corpus (cheap cases; -1 for the others). */
  readonly value: number;
  /**
   * Whether a diagonal selection (`selection.ts`) may leave the case out: whole-body mutations,
   * undeclared parameters, left-out required parameters, unexpected bodies and the missing file
   * part always went, whatever the stride.
   */
  readonly thinned: boolean;
  /** Changes the baseline request (whose body is already synchronised with the resource). */
  readonly apply: (draft: RequestDraft) => void;
}

/** Plausible values for the required query parameters, left-out optional ones. */
export function baselineQuery(operation: Operation, resolve: ApiDocument['resolve']): (readonly [string, string])[] {
  return operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => {
      const value = sampleValue(parameter.schema, resolve, 'required');
      return [
        encodeURIComponent(parameter.name),
        encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)),
      ] as const;
    });
}

const setQuery = (draft: RequestDraft, name: string, encoded: string | readonly string[] | null): void => {
  const key = encodeURIComponent(name);
  const kept = draft.query.filter(([existing]) => existing !== key);
  draft.query.length = 0;
  draft.query.push(...kept);
  if (encoded === null) return;
  for (const value of typeof encoded === 'string' ? [encoded] : encoded) draft.query.push([key, value]);
};

/** What bounds the expensive cases (the cheap ones are all made, and `selection.ts` picks). */
export interface CaseOptions {
  /** How many fields or parameters of one operation an expensive value goes to (the best-suited first). */
  readonly expensivePerOperation: number;
  /** Run-wide allowance per expensive value label (starts at `expensiveTotal`, decremented as cases are made). */
  readonly expensiveAllowance: Map<string, number>;
  readonly expensiveTotal: number;
  /** Whether `huge` whole bodies (past the body limit) are sent to this operation. */
  readonly huge: boolean;
}

function allowance(options: CaseOptions, label: string): boolean {
  const left = options.expensiveAllowance.get(label) ?? options.expensiveTotal;
  if (left <= 0) return false;
  options.expensiveAllowance.set(label, left - 1);
  return true;
}

const preferenceOrder: Record<BodyValue['prefer'], readonly BodyField['affinity'][]> = {
  text: ['text', 'string'],
  array: ['array'],
  any: ['text', 'string', 'array', 'object', 'other'],
};

/** Keys of query parameters the document never declares, named like prototype members. */
const UNDECLARED_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a\u0000b'];

/** The cheap string values of the body corpus: an upload's file names and contents. */
const uploadStrings = bodyCorpus.filter(
  (entry): entry is BodyValue & { value: string } => entry.cost === 'cheap' && typeof entry.value === 'string',
);

/**
 * Every hostile case of one operation, given its baseline body (the runner probes it; without
 * one, the schema's full sample stands in): every cheap value at every location, and the
 * expensive values within `options`. Which cheap cases are sent is `selection.ts`'s choice.
 */
export function operationCases(
  operation: Operation,
  resolve: ApiDocument['resolve'],
  baselineBody: JsonValue | null,
  options: CaseOptions,
): HostileCase[] {
  const cases: HostileCase[] = [];
  let slot = 0;
  /** Appends one location's cheap cases, numbered in order. */
  const cheapCases = (
    location: string,
    kind: string,
    values: readonly { label: string; apply: HostileCase['apply']; thinned?: boolean }[],
  ): void => {
    values.forEach((entry, value) =>
      cases.push({
        operation,
        location,
        label: entry.label,
        cost: 'cheap',
        kind,
        slot,
        value,
        thinned: entry.thinned ?? true,
        apply: entry.apply,
      }),
    );
    slot += 1;
  };
  const costly = (location: string, kind: string, label: string, cost: Cost, apply: HostileCase['apply']): void =>
    void cases.push({ operation, location, label, cost, kind, slot, value: -1, thinned: false, apply });

  /** Per expensive value: the parameters of this operation it went to. */
  const expensiveSent = new Map<string, number>();
  for (const parameter of operation.parameters) {
    const location = `${parameter.in}:${parameter.name}`;
    const kind = parameterKind(parameter, resolve);
    if (parameter.in === 'header') {
      cheapCases(
        location,
        kind,
        headerCorpus.map((entry) => ({
          label: entry.label,
          apply: (draft: RequestDraft) => void (draft.headers[parameter.name] = entry.value),
        })),
      );
      continue;
    }
    const corpus: readonly UrlValue[] = parameter.in === 'path' ? pathCorpus : queryCorpus;
    const put = (entry: UrlValue) => (draft: RequestDraft) => {
      if (parameter.in === 'path') {
        draft.path[parameter.name] = typeof entry.encoded === 'string' ? entry.encoded : entry.encoded.join(',');
      } else {
        setQuery(draft, parameter.name, entry.encoded);
      }
    };
    for (const entry of corpus) {
      if (entry.cost === 'cheap') continue;
      const key = `${parameter.in}:${entry.label}`;
      const sent = expensiveSent.get(key) ?? 0;
      if (sent >= options.expensivePerOperation || !allowance(options, key)) continue;
      expensiveSent.set(key, sent + 1);
      costly(location, kind, entry.label, entry.cost, put(entry));
    }
    cheapCases(location, kind, [
      ...corpus.filter((entry) => entry.cost === 'cheap').map((entry) => ({ label: entry.label, apply: put(entry) })),
      ...(parameter.in === 'query' && parameter.required
        ? [{ label: 'missing', thinned: false, apply: (draft: RequestDraft) => setQuery(draft, parameter.name, null) }]
        : []),
    ]);
  }

  // Parameters the document does not declare, named like prototype members.
  if (operation.method === 'GET' || operation.parameters.some((parameter) => parameter.in === 'query')) {
    cheapCases(
      'query:<undeclared>',
      FIXED_KINDS.undeclaredQuery,
      UNDECLARED_KEYS.map((key) => ({
        label: `undeclared ${printable(key)} = 1`,
        thinned: false,
        apply: (draft: RequestDraft) => void draft.query.push([encodeURIComponent(key), '1']),
      })),
    );
  }

  cases.push(...uploadCases(operation, () => slot++));

  if (!operation.body) {
    cheapCases(
      'body',
      FIXED_KINDS.unexpectedBody,
      unexpectedBodies.map((entry) => ({
        label: entry.label,
        thinned: false,
        apply: (draft: RequestDraft) => {
          draft.body = { kind: 'raw', text: entry.text, contentType: 'application/json' };
        },
      })),
    );
    return cases;
  }

  const baseline = baselineBody ?? sampleValue(operation.body.schema, resolve, 'full');
  const { fields, objects } = bodyFields(operation.body.schema, resolve);
  // Containers the baseline lacks (an array it had to leave empty) are filled from the full sample,
  // so that the mutated value is the one thing wrong with its entry.
  const fullSample = sampleValue(operation.body.schema, resolve, 'full');
  const currentBody = (draft: RequestDraft, segments: readonly Segment[]): JsonValue =>
    withContainers(draft.body.kind === 'json' ? draft.body.value : cloneJson(baseline), fullSample, segments);
  const putField = (field: { path: readonly Segment[] }, value: JsonValue | Absent) => (draft: RequestDraft) => {
    draft.body = { kind: 'json', value: setAt(currentBody(draft, field.path.slice(0, -1)), field.path, value) };
  };

  const cheapBody = bodyCorpus.filter((entry) => entry.cost === 'cheap');
  for (const field of fields) {
    cheapCases(
      `body:${field.label}`,
      bodyFieldKind(field, resolve),
      cheapBody.map((entry) => ({ label: entry.label, apply: putField(field, entry.value) })),
    );
  }
  for (const entry of bodyCorpus) {
    if (entry.cost === 'cheap' || (entry.cost === 'huge' && !options.huge)) continue;
    const ranked = preferenceOrder[entry.prefer].flatMap((kind) => fields.filter((field) => field.affinity === kind));
    const targets = ranked.slice(0, entry.cost === 'huge' ? 1 : options.expensivePerOperation);
    for (const field of targets) {
      if (entry.cost === 'expensive' && !allowance(options, `body:${entry.label}`)) break;
      costly(
        `body:${field.label}`,
        bodyFieldKind(field, resolve),
        entry.label,
        entry.cost,
        putField(field, entry.value),
      );
    }
  }

  // Hostile keys inside every nested object (the root is a whole-body case below).
  for (const at of objects) {
    const field = at.length === 0 ? undefined : fields.find((candidate) => candidate.label === pathLabel(at));
    if (!field) continue;
    cheapCases(
      `body:${field.label}`,
      hostileKeysKind(field, resolve),
      hostileKeys.map((key) => ({
        label: `key ${JSON.stringify(key)}`,
        apply: (draft: RequestDraft) => {
          const current = currentBody(draft, at);
          const existing = getAt(current, at);
          const inner = isJsonObject(existing) ? existing : objectWith([]);
          const replaced = objectWith([
            [key, key === '__proto__' ? new RawJson('{"isAdmin":true}') : { x: 1 }],
            ...Object.entries(inner),
          ]);
          draft.body = { kind: 'json', value: setAt(current, at, replaced) };
        },
      })),
    );
  }

  const rootKind = wholeBodyKind(operation.body.schema, resolve);
  const wholeApply = (whole: WholeBody) => (draft: RequestDraft) => {
    draft.body = whole.make(draft.body.kind === 'json' ? draft.body.value : cloneJson(baseline));
  };
  for (const whole of wholeBodies) {
    if (whole.cost === 'cheap' || (whole.cost === 'huge' && !options.huge)) continue;
    if (whole.cost === 'expensive' && !allowance(options, `whole:${whole.label}`)) continue;
    costly('body', rootKind, whole.label, whole.cost, wholeApply(whole));
  }
  cheapCases(
    'body',
    rootKind,
    wholeBodies
      .filter((whole) => whole.cost === 'cheap')
      .map((whole) => ({ label: whole.label, thinned: false, apply: wholeApply(whole) })),
  );
  return cases;
}

/**
 * Upload calls: every cheap string of the body corpus as the file's name and as its content, and
 * a form whose file part has another name. `nextSlot` numbers the three locations.
 */
function uploadCases(operation: Operation, nextSlot: () => number): HostileCase[] {
  const field = operation.upload;
  if (field === null) return [];
  const location = (
    name: string,
    kind: string,
    entries: readonly { label: string; thinned: boolean; body: BodyDraft }[],
  ): HostileCase[] => {
    const slot = nextSlot();
    return entries.map((entry, value) => ({
      operation,
      location: name,
      label: entry.label,
      cost: 'cheap',
      kind,
      slot,
      value,
      thinned: entry.thinned,
      apply: (draft: RequestDraft) => void (draft.body = entry.body),
    }));
  };
  return [
    ...location(
      'file name',
      FIXED_KINDS.fileName,
      uploadStrings.map((entry) => ({
        label: entry.label,
        thinned: true,
        body: { kind: 'multipart', field, filename: entry.value, content: 'a,b\n1,2\n' },
      })),
    ),
    ...location(
      'file content',
      FIXED_KINDS.fileContent,
      uploadStrings.map((entry) => ({
        label: entry.label,
        thinned: true,
        body: { kind: 'multipart', field, filename: 'hostile.csv', content: entry.value },
      })),
    ),
    ...location('file part', FIXED_KINDS.filePart, [
      {
        label: 'another part name',
        thinned: false,
        body: { kind: 'multipart', field: `${field}x`, filename: 'a.csv', content: 'a' },
      },
      // Malformed multipart (issue #28 item 5: 500 and a stack trace before).
      ...malformedMultipart(field).map((entry) => ({ ...entry, thinned: false })),
    ]),
  ];
}

/** Multipart bodies a parser must refuse with a 400: no boundary, another boundary, cut short. */
function malformedMultipart(field: string): { label: string; body: RequestDraft['body'] }[] {
  const part = (boundary: string) =>
    [`--${boundary}`, `Content-Disposition: form-data; name="${field}"; filename="a.csv"`, '', 'a,b'].join('\r\n');
  const whole = `${part('b0')}\r\n--b0--\r\n`;
  return [
    { label: 'multipart without a boundary', body: { kind: 'raw', text: whole, contentType: 'multipart/form-data' } },
    {
      label: 'multipart with another boundary',
      body: { kind: 'raw', text: whole, contentType: 'multipart/form-data; boundary=b1' },
    },
    {
      label: 'multipart cut before its closing boundary',
      body: { kind: 'raw', text: part('b0'), contentType: 'multipart/form-data; boundary=b0' },
    },
  ];
}

/** Operations in the order the runner sends them: document order, deletions last (they may remove what other cases use). */
export function runOrder(document: ApiDocument): readonly Operation[] {
  const all = document.operations;
  return [
    ...all.filter((operation) => operation.method !== 'DELETE'),
    ...all.filter((operation) => operation.method === 'DELETE'),
  ];
}

/** The label of a JSON value for reports (short, printable). */
export function describeValue(value: JsonValue): string {
  const text = value instanceof RawJson ? value.text : (JSON.stringify(value) ?? String(value));
  const shown = printable(text);
  return shown.length > 60 ? `${shown.slice(0, 57)}...(${shown.length} chars)` : shown;
}
