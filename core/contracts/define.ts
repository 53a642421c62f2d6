/**
 * How a platform call is declared, once (ARCHITECTURE.md "Contract points"): method, path, the
 * query and path parameters, the JSON body, the answer, who may call it and which error answers
 * it documents. From a declaration the generator derives the OpenAPI operation (and from that the
 * admin's typed client), and the server derives the route, its input validation and the type its
 * handler must answer. An entity's calls are the same records, built from its schema by
 * `entityContracts` (`kinds/contracts/entity.ts`).
 *
 * Bodies and answers are zod schemas registered under a component name in `CONTRACT_SCHEMAS`, or
 * (an entity's item and list, whose JSON Schema comes from its YAML) a `ComponentRef`;
 * query and path parameters are `param.*` descriptors, read with the rules every list uses
 * (`QueryReader`: trimmed, empty means absent, 422 naming each parameter).
 */
import { z } from 'zod';
import type { QueryReader } from '../query';

/** The component registry of contract bodies and answers (`#/components/schemas/{id}`). */
export const CONTRACT_SCHEMAS = z.registry<ComponentMeta>();

interface ComponentMeta {
  id: string;
  description?: string;
}

/** The bodies that need one of some fields, and which (`oneOfRequired`). */
const ONE_OF_REQUIRED = new WeakMap<z.ZodType, readonly string[]>();

/**
 * An object body that needs at least one of `names` (a search by `keywords` or by `id`): the
 * server's check (a 422 'required' on the first name when none is given) and the document's
 * `anyOf` of `required` sets, from one list. Register the result with `component`.
 */
export function oneOfRequired<T extends z.ZodObject>(
  schema: T,
  names: readonly [keyof z.output<T> & string, ...(keyof z.output<T> & string)[]],
) {
  const refined = schema.superRefine((value, context) => {
    const given = value as Record<string, unknown>;
    if (names.every((name) => given[name] === undefined)) {
      context.addIssue({ code: 'custom', path: [names[0]], message: 'required' });
    }
  });
  ONE_OF_REQUIRED.set(refined, names);
  return refined;
}

/** JSON Schema's form of a `oneOfRequired` body's rule (`anyOf` of `required` sets), or undefined. */
export function requiredSetsOf(schema: unknown): { required: string[] }[] | undefined {
  const names = typeof schema === 'object' && schema !== null ? ONE_OF_REQUIRED.get(schema as z.ZodType) : undefined;
  return names?.map((name) => ({ required: [name] }));
}

/** Registers a zod schema as a named OpenAPI component. */
export function component<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  CONTRACT_SCHEMAS.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** What the parameters may depend on: the entities of the registry (their names are an enum). */
export interface ContractContext {
  readonly entities: readonly { readonly name: string; readonly hasStatus: boolean }[];
}

export type ParamSchema = Readonly<Record<string, unknown>>;

/**
 * A query or path parameter: its JSON schema, and how the server reads it. `T` includes
 * `undefined` when the parameter is optional and has no default.
 */
export interface Param<T> {
  readonly description: string;
  readonly required: boolean;
  /**
   * The name of the shared OpenAPI parameter it is (`Page`): the document declares it once under
   * `components.parameters` and each call refers to it.
   */
  readonly component?: string;
  schema(context: ContractContext): ParamSchema;
  /** The value, or undefined when absent or wrong (then `reader` holds the error). */
  read(reader: QueryReader, name: string, context: ContractContext): T | undefined;
}

type Bounds = { readonly min: number; readonly max: number };
type Described = { readonly description: string; readonly required?: boolean };

/**
 * A parameter from its JSON schema and its reader; a required one that is absent (and not
 * already wrong) fails with 'required'.
 */
function declare<T>(
  options: Described,
  schema: (context: ContractContext) => ParamSchema,
  read: (reader: QueryReader, name: string, context: ContractContext) => T | undefined,
): Param<T> {
  const isRequired = options.required === true;
  return {
    description: options.description,
    required: isRequired,
    schema,
    read: (reader, name, context) => {
      const value = read(reader, name, context);
      if (value === undefined && isRequired && !Object.hasOwn(reader.errors, name)) reader.fail(name, 'required');
      return value;
    },
  };
}

function integer(
  options: Bounds & Described & ({ readonly required: true } | { readonly default: number }),
): Param<number>;
function integer(options: Bounds & Described & { readonly required?: false }): Param<number | undefined>;
function integer(options: Bounds & Described & { readonly default?: number }): Param<number | undefined> {
  return declare(
    options,
    () => ({
      type: 'integer',
      minimum: options.min,
      maximum: options.max,
      ...(options.default === undefined ? {} : { default: options.default }),
    }),
    (reader, name) => reader.integer(name, options) ?? options.default,
  );
}

interface StringOptions extends Described {
  readonly max: number;
  /**
   * The documented pattern; with `test`, the server answers 422 when it fails (a linear test on
   * the bounded value), without it the handler decides (an id that does not match is not found).
   */
  readonly pattern?: { readonly source: string; readonly test?: (value: string) => boolean };
}

function string(options: StringOptions & { readonly required: true }): Param<string>;
function string(options: StringOptions & { readonly required?: false }): Param<string | undefined>;
function string(options: StringOptions): Param<string | undefined> {
  const { pattern } = options;
  return declare(
    options,
    () => ({ type: 'string', maxLength: options.max, ...(pattern ? { pattern: pattern.source } : {}) }),
    (reader, name) => {
      const value = reader.string(name, { max: options.max });
      if (value === undefined || !pattern?.test || pattern.test(value)) return value;
      reader.fail(name, 'invalid');
      return undefined;
    },
  );
}

/** One of fixed values; with a default, the value is never undefined. */
function oneOf<const V extends string>(
  values: readonly V[],
  options: { readonly default: V; readonly description: string },
): Param<V>;
function oneOf<const V extends string>(values: readonly V[], options: Described): Param<V | undefined>;
function oneOf<const V extends string>(
  values: readonly V[],
  options: Described & { readonly default?: V },
): Param<V | undefined> {
  return declare(
    options,
    () => ({
      type: 'string',
      enum: [...values],
      ...(options.default === undefined ? {} : { default: options.default }),
    }),
    (reader, name) => reader.oneOf(name, values) ?? options.default,
  );
}

interface EntityOptions {
  readonly withStatus?: boolean;
  readonly description: string;
}

/**
 * The name of a registry entity (`news`); `withStatus` keeps those that have statuses. Required
 * unless `required: false`.
 */
function entity(options: EntityOptions & { readonly required?: true }): Param<string>;
function entity(options: EntityOptions & { readonly required: false }): Param<string | undefined>;
function entity(options: EntityOptions & { readonly required?: boolean }): Param<string | undefined> {
  const names = (context: ContractContext) =>
    context.entities.filter((candidate) => options.withStatus !== true || candidate.hasStatus).map(({ name }) => name);
  return declare(
    { description: options.description, required: options.required !== false },
    (context) => ({ type: 'string', enum: names(context) }),
    (reader, name, context) => reader.oneOf(name, names(context)),
  );
}

interface ListOptions extends Described {
  /** Values at most (422 beyond). */
  readonly maxItems: number;
  /** Characters of each value at most. */
  readonly max: number;
  /** Each value's documented pattern, and the linear test the server applies (422 when one fails). */
  readonly pattern: { readonly source: string; readonly test: (value: string) => boolean };
}

/**
 * A repeated query parameter (`indices[]=news-1&indices[]=tags-2`; the name is the contract's
 * key, brackets included): every value bounded and matching its pattern. Absent is the empty
 * list, unless required.
 */
function list(options: ListOptions): Param<readonly string[]> {
  return declare(
    options,
    () => ({
      type: 'array',
      maxItems: options.maxItems,
      items: { type: 'string', maxLength: options.max, pattern: options.pattern.source },
    }),
    (reader, name) => {
      const values = reader.list(name, options);
      if (values === undefined) return Object.hasOwn(reader.errors, name) || options.required ? undefined : [];
      if (values.some((value) => !options.pattern.test(value))) {
        reader.fail(name, 'invalid');
        return undefined;
      }
      return values;
    },
  );
}

/** The parameter descriptors of contracts. */
export const param = { integer, string, oneOf, entity, list };

export type Params = Readonly<Record<string, Param<unknown>>>;

/** The values a handler receives for declared parameters. */
export type ParamValues<P extends Params> = { readonly [K in keyof P]: P[K] extends Param<infer T> ? T : never };

/** The error answers a call documents (the server may answer others: 5xx, 400 for bad JSON). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** The file part of a multipart call. */
export interface UploadPart {
  /** The form field that carries the file (`file`). */
  readonly field: string;
  readonly description: string;
}

/** Who may call: anyone (health, sign-in, password recovery) or a signed-in user. */
export type Access = 'public' | 'user';

/**
 * A body or answer described by a named component that is not a zod schema: an entity's item,
 * save body and list page, whose JSON Schema the entity's fields give (`entitySchemas`). The
 * server hands such a body to the handler as received (the entity's own validators check it,
 * with their messages per field).
 */
export interface ComponentRef {
  readonly component: string;
}

export const componentRef = (component: string): ComponentRef => ({ component });

/** What a body or an answer is declared with. */
export type Payload = z.ZodType | ComponentRef;

export function isComponentRef(payload: Payload): payload is ComponentRef {
  return 'component' in payload && typeof payload.component === 'string';
}

export interface CallContract<
  Q extends Params = Params,
  P extends Params = Params,
  B extends Payload | undefined = Payload | undefined,
  A extends Payload = Payload,
> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** Under `/api/v1`, with `{name}` for path parameters. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /**
   * The ability a signed-in caller needs (`user-view`), checked before the handler runs (403);
   * calls whose rule depends on the data (an entity's own abilities) check it in the handler.
   */
  readonly ability?: string;
  readonly query: Q;
  readonly params: P;
  /** The JSON body (a registered component), or undefined. */
  readonly body: B;
  /** The answer (a registered component). */
  readonly answer: A;
  /**
   * A file sent as `multipart/form-data` instead of a JSON body: the part's name. The server
   * hands the handler a reader that streams the part (`CallInput.upload`); the client sends it
   * with upload progress.
   */
  readonly upload?: UploadPart;
  /**
   * The answer's format: JSON (default), or `csv` (`text/csv`, the answer schema a string): the
   * client resolves to a Blob to save.
   */
  readonly format?: 'json' | 'csv';
  /**
   * The body's fields may come as query parameters instead, when the request has no body: the
   * spec's form of some calls (`password/reset/{code}?password=...`). The same schema parses both.
   */
  readonly queryForm?: boolean;
  /**
   * Sets of query parameters sent all or none (an upload for an editor's field names both `entity`
   * and `field`): the server refuses a part of a set (422 'required' on each missing one), the
   * document says it (`x-together` on the operation, and in each parameter's description) and the
   * typed client's query takes a whole set or none of it.
   */
  readonly together?: readonly (readonly [string, string, ...string[]])[];
  /** 200 unless the call creates something. */
  readonly status: 200 | 201;
  /** The call answers 201 when it creates and 200 otherwise (the list's title dialog). */
  readonly mayCreate?: boolean;
  readonly errors: readonly ErrorStatus[];
  /** The OpenAPI operation id, when it is not the key the call is declared under. */
  readonly operationId?: string;
  /** The OpenAPI tag: the entity's name for an entity's calls; platform calls have none. */
  readonly openApiTag?: string;
}

/** Declares a call; omitted query, params and body are empty, status 200. */
export function defineCall<
  A extends Payload,
  Q extends Params = Record<never, never>,
  P extends Params = Record<never, never>,
  B extends Payload | undefined = undefined,
>(
  contract: Pick<CallContract<Q, P, B, A>, 'method' | 'path' | 'summary' | 'access' | 'answer' | 'errors'> &
    Partial<
      Pick<
        CallContract<Q, P, B, A>,
        | 'query'
        | 'params'
        | 'body'
        | 'status'
        | 'description'
        | 'ability'
        | 'upload'
        | 'format'
        | 'queryForm'
        | 'together'
        | 'mayCreate'
        | 'operationId'
        | 'openApiTag'
      >
    >,
): CallContract<Q, P, B, A> {
  return {
    ...contract,
    query: contract.query ?? ({} as Q),
    params: contract.params ?? ({} as P),
    body: contract.body as B,
    status: contract.status ?? 200,
  };
}

export type AnyCall = CallContract<Params, Params, Payload | undefined, Payload>;

/** The parsed body a handler receives; a `ComponentRef` body as received, for the handler to check. */
export type BodyOf<C extends AnyCall> = C['body'] extends z.ZodType
  ? z.output<C['body']>
  : C['body'] extends ComponentRef
    ? unknown
    : undefined;
/**
 * What a handler must answer: the answer schema's input (the server does not re-parse it); for a
 * `ComponentRef` answer, what the entity's row and item builders make of its fields.
 */
export type AnswerOf<C extends AnyCall> = C['answer'] extends z.ZodType ? z.input<C['answer']> : unknown;

/** The name of a registered component schema (or of a `ComponentRef`), or undefined. */
export function componentName(schema: Payload): string | undefined {
  return isComponentRef(schema) ? schema.component : CONTRACT_SCHEMAS.get(schema)?.id;
}
