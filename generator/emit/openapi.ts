/**
 * Emits `openapi.yaml`: the v1 API contract (ARCHITECTURE.md, "Contract points"). Every entity
 * gets list, get, create, update and (unless forbidden) delete; the platform calls the admin
 * shell needs (health, login, lookups...) are written below as data. The document must stay
 * clean under `redocly lint` (recommended rules, see `redocly.yaml`).
 */
import { stringify } from 'yaml';
import { CONTENT_LANGUAGES, UI_LANGUAGES } from '../../core/languages';
import { VALIDATION_MESSAGES } from '../../core/messages';
import type { EntityMeta, FieldMeta, ListFilter } from '../../core/model';
import { STATUS, STATUS_CODES, STATUS_NAMES } from '../../core/statuses';
import { LIST_LIMITS, MAX_ID, MAX_ID_LIST_LENGTH } from '../../core/limits';
import { jsonSchemaOf } from '../kinds';
import type { JsonContext, JsonSchema } from '../kinds/types';
import type { Model } from '../normalise';
import { pascalCase } from './names';
import { header, type FileMap } from './types';

type Schema = JsonSchema;
type Operation = Record<string, unknown>;
type PathItem = Record<string, Operation>;

/** The tag of the hand-written platform calls (entities are tagged with their name). */
export const PLATFORM_TAG = 'platform';
export const API_PREFIX = '/api/v1';
/** List paging of the contract: server default 25 per page, at most 100. */
export const LIST_LIMIT = { default: 25, max: 100 } as const;

const schemaRef = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const parameterRef = (name: string): Schema => ({ $ref: `#/components/parameters/${name}` });
const responseRef = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
const nullable = (type: string): Schema => ({ type: [type, 'null'] });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required: readonly string[] = Object.keys(properties)): Schema =>
  required.length > 0 ? { type: 'object', properties, required: [...required] } : { type: 'object', properties };

// ---------------------------------------------------------------------------------------------
// Errors: one shape for every failure, so the admin maps them without special cases.

type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

const ERROR_RESPONSES: Readonly<Record<ErrorStatus, { name: string; description: string; example?: Schema }>> = {
  401: {
    name: 'Unauthenticated',
    description: 'The bearer token is missing or expired.',
    example: { message: 'Unauthenticated.' },
  },
  403: { name: 'Forbidden', description: 'The user lacks the ability this call needs.' },
  404: { name: 'NotFound', description: 'No such item.' },
  409: { name: 'Conflict', description: 'The save is based on a stale version of the item.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large.' },
  422: {
    name: 'ValidationFailed',
    description: 'Invalid input: `errors` maps each field path to its messages.',
    example: {
      message: VALIDATION_MESSAGES.invalid.it,
      errors: { 'contents.it.title': [VALIDATION_MESSAGES.required.it] },
    },
  },
  429: { name: 'TooManyRequests', description: 'Rate limited: retry later.' },
};

function errorResponses(statuses: readonly ErrorStatus[]): Record<string, Schema> {
  return Object.fromEntries(statuses.map((status) => [String(status), responseRef(ERROR_RESPONSES[status].name)]));
}

function errorComponents(): Record<string, Schema> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example }) => {
      const schema = schemaRef(name === 'ValidationFailed' ? 'ValidationError' : 'ErrorMessage');
      const media: Schema = example ? { schema, example } : { schema };
      return [name, { description, content: { 'application/json': media } }];
    }),
  );
}

/** Answers of every call made with a bearer token, on top of the call's own. */
const AUTHENTICATED_ERRORS: readonly ErrorStatus[] = [401, 403, 429];

// ---------------------------------------------------------------------------------------------
// Shared components.

const SHARED_SCHEMAS: Record<string, Schema> = {
  ErrorMessage: {
    type: 'object',
    description: 'The body of every error answer.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        description: 'Messages per field path (`contents.it.title`, `comune`).',
        additionalProperties: arrayOf({ type: 'string' }),
      },
    },
    required: ['message', 'errors'],
  },
  ListMeta: object({ total: { type: 'integer', minimum: 0 } }),
  SaveResult: object({
    data: object({ id: { type: 'integer' }, message: { type: 'string' }, permalink: nullable('string') }),
  }),
  MessageResult: object({ data: object({ message: { type: 'string' } }) }),
  StatusOption: {
    type: 'object',
    description: 'A status a language may be saved with; `active` 0 is shown disabled.',
    properties: {
      id: { type: 'integer', enum: [...STATUS_CODES] },
      name: { type: 'string' },
      active: { type: 'integer', enum: [0, 1] },
    },
    required: ['id', 'name', 'active'],
  },
  NamedOption: object({ id: { type: 'integer' }, name: { type: 'string' } }),
};

/** Query and path values are bounded as the server reads them (core/limits.ts). */
const ID_PARAMETER: Schema = { type: 'integer', minimum: 1, maximum: MAX_ID };
const ID_FILTER: Schema = { type: 'integer', minimum: -1, maximum: MAX_ID };
const TEXT_PARAMETER: Schema = { type: 'string', maxLength: LIST_LIMITS.parameter };

const SHARED_PARAMETERS: Record<string, Schema> = {
  AcceptLanguage: {
    name: 'accept-language',
    in: 'header',
    description: 'Language of the messages in the answer.',
    schema: { type: 'string', enum: [...UI_LANGUAGES], default: 'it' },
  },
  Keywords: {
    name: 'keywords',
    in: 'query',
    description: 'Words searched in the list.',
    schema: { type: 'string', maxLength: LIST_LIMITS.parameter },
  },
  Page: {
    name: 'page',
    in: 'query',
    description: 'Page number, from 1.',
    schema: { type: 'integer', minimum: 1, maximum: LIST_LIMITS.maxPage, default: 1 },
  },
  Limit: {
    name: 'limit',
    in: 'query',
    description: 'Rows per page.',
    schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default },
  },
  Id: { name: 'id', in: 'path', required: true, description: 'Item id.', schema: ID_PARAMETER },
  // Same path template as `Id` (`/{path}/{id}`): two templates differing only in the
  // parameter name would be identical paths.
  IdList: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'Comma-joined item ids: `3,7,12`.',
    schema: { type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: MAX_ID_LIST_LENGTH },
  },
};

// ---------------------------------------------------------------------------------------------
// Entities.

interface EntityNames {
  readonly tag: string;
  readonly item: string;
  readonly itemInput: string;
  readonly content: string;
  readonly contentInput: string;
  readonly row: string;
  readonly listResult: string;
  readonly itemResult: string;
  readonly operations: Readonly<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
}

/** Component names come from the entity name, operation ids from its path (`listOperationsTags`). */
export function openApiNames(entity: EntityMeta): EntityNames {
  const type = pascalCase(entity.name);
  const path = pascalCase(entity.path);
  return {
    tag: entity.name,
    item: `${type}Item`,
    itemInput: `${type}ItemInput`,
    content: `${type}Content`,
    contentInput: `${type}ContentInput`,
    row: `${type}ListRow`,
    listResult: `${type}ListResult`,
    itemResult: `${type}ItemResult`,
    operations: {
      list: `list${path}`,
      get: `get${path}`,
      create: `create${path}`,
      update: `update${path}`,
      delete: `delete${path}`,
    },
  };
}

function hasStatus(entity: EntityMeta): boolean {
  return entity.contents.some((field) => field.kind === 'status');
}

function fieldSchema(field: FieldMeta, context: JsonContext): Schema {
  const schema = jsonSchemaOf(field, context);
  const label = field.help ? `${field.label.en}: ${field.help.en}` : field.label.en;
  const description = typeof schema.description === 'string' ? `${label}. ${schema.description}` : label;
  return { ...schema, description, ...(field.readOnly ? { readOnly: true } : {}) };
}

/** An object schema of fields; `input` leaves read-only fields out (the server ignores them). */
function fieldsObject(
  entity: EntityMeta,
  fields: readonly FieldMeta[],
  options: { input: boolean },
): { properties: Record<string, Schema>; required: string[] } {
  const context: JsonContext = { languages: entity.languages, nested: (nested) => fieldSchema(nested, context) };
  const kept = options.input ? fields.filter((field) => !field.readOnly) : fields;
  return {
    properties: Object.fromEntries(kept.map((field) => [field.name, fieldSchema(field, context)])),
    required: kept.filter((field) => field.required === 'always').map((field) => field.name),
  };
}

function perLanguage(entity: EntityMeta, value: Schema): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(entity.languages.map((language) => [language, value])),
    additionalProperties: false,
  };
}

function withRequired(base: Schema, properties: Record<string, Schema>, required: readonly string[]): Schema {
  return { ...base, properties, ...(required.length > 0 ? { required: [...required] } : {}) };
}

function entitySchemas(entity: EntityMeta): Record<string, Schema> {
  const names = openApiNames(entity);
  const status = hasStatus(entity);
  const shared = fieldsObject(entity, entity.fields, { input: false });
  const sharedInput = fieldsObject(entity, entity.fields, { input: true });
  const schemas: Record<string, Schema> = {};
  const hasContents = entity.contents.length > 0;
  // Contents get an input schema of their own only when some content field is read-only.
  const contentInputName = entity.contents.some((field) => field.readOnly) ? names.contentInput : names.content;
  if (hasContents) {
    const content = fieldsObject(entity, entity.contents, { input: false });
    schemas[names.content] = withRequired(
      { type: 'object', description: `${entity.label.singular.en}: the fields of one language.` },
      content.properties,
      content.required,
    );
    if (contentInputName !== names.content) {
      const input = fieldsObject(entity, entity.contents, { input: true });
      schemas[contentInputName] = withRequired({ type: 'object' }, input.properties, input.required);
    }
  }

  const envelope: Record<string, Schema> = {
    id: { type: 'integer', readOnly: true },
    version: {
      type: 'integer',
      description: 'Incremented by every save; a save based on an older version answers 409.',
    },
    created_at: { type: 'string', readOnly: true, description: 'YYYY-MM-DD HH:mm:ss' },
    updated_at: { type: 'string', readOnly: true, description: 'YYYY-MM-DD HH:mm:ss' },
    canSave: { type: 'boolean', readOnly: true, description: 'Whether the current user may save this item.' },
    draft: {
      type: 'integer',
      readOnly: true,
      description: '0 for a live item; otherwise a revision draft of `original_id`.',
    },
    original_id: { ...nullable('integer'), readOnly: true, description: 'The live item a revision draft belongs to.' },
    ...(status
      ? {
          nextStatuses: {
            ...perLanguage(entity, arrayOf(schemaRef('StatusOption'))),
            readOnly: true,
            description: 'The statuses the current user may choose, per language.',
          },
          revision: {
            ...nullable('integer'),
            readOnly: true,
            description: 'The id of the revision draft waiting for approval, if any.',
          },
          revision_statuses: {
            ...perLanguage(entity, { type: 'integer', minimum: -1, maximum: 7 }),
            readOnly: true,
            description: "The revision draft's status per language (empty without a revision).",
          },
        }
      : {}),
  };
  schemas[names.item] = withRequired(
    { type: 'object', description: entity.label.singular.en },
    {
      ...envelope,
      ...shared.properties,
      ...(hasContents ? { contents: perLanguage(entity, schemaRef(names.content)) } : {}),
    },
    [...Object.keys(envelope), ...shared.required, ...(hasContents ? ['contents'] : [])],
  );
  const hasLangField = [...entity.fields, ...entity.contents].some((field) => field.name === 'lang');
  schemas[names.itemInput] = withRequired(
    { type: 'object', description: `${entity.label.singular.en} as sent by a save: the whole item.` },
    {
      version: { type: 'integer', description: 'The version the edit started from (omit for a new item).' },
      ...(hasLangField
        ? {}
        : { lang: { type: 'string', enum: [...entity.languages], description: 'The language being edited.' } }),
      ...sharedInput.properties,
      ...(hasContents ? { contents: { ...perLanguage(entity, schemaRef(contentInputName)), minProperties: 1 } } : {}),
    },
    [...sharedInput.required, ...(hasContents ? ['contents'] : [])],
  );
  schemas[names.row] = listRowSchema(entity);
  const data = arrayOf(schemaRef(names.row));
  schemas[names.listResult] =
    entity.list.totalAt === 'root'
      ? object({ data, total: { type: 'integer', minimum: 0 } })
      : object({ data, meta: schemaRef('ListMeta') });
  schemas[names.itemResult] = object({ data: schemaRef(names.item) });
  return schemas;
}

/** A status, or -1: no content in that language (rows) or every status (filters). */
const STATUS_FILTER: Schema = { type: 'integer', minimum: STATUS.absent, maximum: Math.max(...STATUS_CODES) };

function listRowSchema(entity: EntityMeta): Schema {
  const status = hasStatus(entity);
  const properties: Record<string, Schema> = {
    id: { type: 'integer' },
    title: { type: 'string', description: `The ${entity.titleField} of the item.` },
    ...(status
      ? {
          statuses: {
            ...perLanguage(entity, STATUS_FILTER),
            description: 'Status per language; -1 when the language has no content.',
          },
        }
      : {}),
    permalink: nullable('string'),
  };
  // One property per column that shows a field (plus counts); computed columns (statuses,
  // languages, actions) are derived from the properties above.
  for (const column of entity.list.columns) {
    if (column.key in properties || (column.source === null && column.kind !== 'count')) continue;
    const schema = column.kind === 'count' ? { type: 'integer', minimum: 0 } : nullable('string');
    const format = column.kind === 'date' ? ' (YYYY-MM-DD HH:mm:ss or YYYY-MM-DD)' : '';
    properties[column.key] = { ...schema, description: `${column.label.en}${format}` };
  }
  return object(properties, ['id', 'title', ...(status ? ['statuses'] : []), 'permalink']);
}

const STATUS_SUMMARY = STATUS_CODES.map((code) => `${code} ${STATUS_NAMES[code].en}`).join(', ');

function filterParameter(filter: ListFilter): Schema | null {
  const base = { name: filter.param, in: 'query', description: filter.label.en };
  switch (filter.kind) {
    case 'keywords':
      return null;
    case 'status':
      return {
        ...base,
        description: `${filter.label.en}: ${STATUS_SUMMARY}; -1 for every status.`,
        schema: STATUS_FILTER,
      };
    case 'category':
      return {
        ...base,
        description: `${filter.label.en}: a category id${filter.main === null ? '' : ` under main category ${filter.main}`}.`,
        schema: ID_FILTER,
      };
    case 'province':
      return {
        ...base,
        description: `${filter.label.en}: a province id; -1 for every province.`,
        schema: ID_FILTER,
      };
    case 'municipality':
      return { ...base, description: `${filter.label.en}: a municipality id.`, schema: ID_FILTER };
    case 'select': {
      const values = filter.options.filter((option) => !option.disabled).map((option) => option.value);
      return { ...base, schema: values.length > 0 ? { enum: values } : TEXT_PARAMETER };
    }
    case 'text':
      return { ...base, schema: TEXT_PARAMETER };
  }
}

function orderByParameter(entity: EntityMeta): Schema {
  const fields = entity.list.sortable;
  const values = fields.flatMap((field) => [`+${field}`, `-${field}`]);
  return {
    name: 'orderBy',
    in: 'query',
    description: "Sort: '+' (ascending) or '-' (descending) before a field.",
    schema: { type: 'string', pattern: `^[+-](${fields.map(escapeRegex).join('|')})$`, enum: values, default: '-id' },
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function entityPaths(entity: EntityMeta): Record<string, PathItem> {
  const names = openApiNames(entity);
  const singular = entity.label.singular.en;
  const plural = entity.label.plural.en;
  const tags = [names.tag];
  const collection: PathItem = {
    get: {
      operationId: names.operations.list,
      summary: `List ${plural}`,
      tags,
      parameters: [
        parameterRef('Keywords'),
        parameterRef('Page'),
        parameterRef('Limit'),
        orderByParameter(entity),
        ...entity.list.filters.map(filterParameter).filter((parameter): parameter is Schema => parameter !== null),
      ],
      responses: {
        '200': { description: `A page of ${plural}.`, content: json(schemaRef(names.listResult)) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 422]),
      },
    },
  };
  if (entity.actions.create) {
    collection.post = {
      operationId: names.operations.create,
      summary: `Create ${singular}`,
      tags,
      requestBody: { required: true, content: json(schemaRef(names.itemInput)) },
      responses: {
        '201': { description: 'Created.', content: json(schemaRef('SaveResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 413, 422]),
      },
    };
  }
  const item: PathItem = {
    get: {
      operationId: names.operations.get,
      summary: `Get ${singular}`,
      tags,
      parameters: [parameterRef('Id')],
      responses: {
        '200': { description: singular, content: json(schemaRef(names.itemResult)) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404]),
      },
    },
  };
  if (entity.actions.edit) {
    item.put = {
      operationId: names.operations.update,
      summary: `Update ${singular}`,
      tags,
      parameters: [parameterRef('Id')],
      requestBody: { required: true, content: json(schemaRef(names.itemInput)) },
      responses: {
        '200': { description: 'Saved.', content: json(schemaRef('SaveResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404, 409, 413, 422]),
      },
    };
  }
  if (entity.actions.delete) {
    item.delete = {
      operationId: names.operations.delete,
      summary: `Delete ${plural}`,
      tags,
      parameters: [parameterRef('IdList')],
      responses: {
        '200': { description: 'Deleted.', content: json(schemaRef('MessageResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404]),
      },
    };
  }
  return { [`/${entity.path}`]: collection, [`/${entity.path}/{id}`]: item };
}

// ---------------------------------------------------------------------------------------------
// Platform calls (spec platform.md and content.md, section 7) the admin shell needs.

interface PlatformCall {
  readonly path: string;
  readonly method: 'get' | 'post';
  readonly operationId: string;
  readonly summary: string;
  /** False for the calls made before signing in. */
  readonly secured: boolean;
  readonly query?: readonly Schema[];
  /** A component of `PLATFORM_SCHEMAS` (or the shared ones) sent as the JSON body. */
  readonly body?: string;
  /** The component of the 200 answer. */
  readonly result: string;
  readonly errors: readonly ErrorStatus[];
}

const query = (name: string, schema: Schema, description: string, required = false): Schema => ({
  name,
  in: 'query',
  description,
  ...(required ? { required: true } : {}),
  schema,
});
const langQuery = query(
  'lang',
  { type: 'string', enum: [...CONTENT_LANGUAGES], default: 'it' },
  'Content language of the names.',
);
const mainQuery = query('main', { type: 'integer', minimum: 0, maximum: MAX_ID }, 'Main category id.', true);
/** Answers carry their payload in `data`, like every call of the spec. */
const dataOf = (schema: Schema): Schema => object({ data: schema });
const LOOKUP_ERRORS: readonly ErrorStatus[] = [401, 422, 429];

const PLATFORM_SCHEMAS: Record<string, Schema> = {
  Health: object({ status: { type: 'string', enum: ['ok'] } }),
  LoginRequest: object({ username: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 } }),
  LoginResult: dataOf(object({ access_token: { type: 'string' } })),
  CurrentUser: object(
    {
      id: { type: 'integer' },
      username: { type: 'string' },
      first_name: { type: 'string' },
      last_name: { type: 'string' },
      email: { type: 'string' },
      roles: { type: 'object', description: 'Role names held by the user.', additionalProperties: true },
      abilities: {
        type: 'object',
        description: 'Abilities held by the user (`news-edit`, `*`).',
        additionalProperties: { type: ['integer', 'boolean'] },
      },
      redazione_tipo: { ...nullable('string'), description: 'The kind of editorial desk the user belongs to.' },
    },
    ['id', 'first_name', 'last_name', 'roles', 'abilities', 'redazione_tipo'],
  ),
  CurrentUserResult: dataOf(schemaRef('CurrentUser')),
  DashboardSummary: object({
    tipo: { type: 'string' },
    label: { type: 'string' },
    conto: { type: 'integer', minimum: 0 },
  }),
  DashboardDraft: object({
    id: { type: 'integer' },
    title: { type: 'string' },
    status: { type: 'integer' },
    entity_type: { type: 'string' },
  }),
  DashboardDraftGroup: object({ label: { type: 'string' }, children: arrayOf(schemaRef('DashboardDraft')) }),
  DashboardResult: dataOf(
    object({ summary: arrayOf(schemaRef('DashboardSummary')), drafts: arrayOf(schemaRef('DashboardDraftGroup')) }),
  ),
  Municipality: object({
    id: { type: 'integer' },
    city: { type: 'string' },
    province: { type: 'string' },
    istat: { type: 'string' },
  }),
  MunicipalitiesResult: dataOf(arrayOf(schemaRef('Municipality'))),
  Province: object({ id: { type: 'integer' }, nome: { type: 'string' } }),
  ProvincesResult: dataOf(arrayOf(schemaRef('Province'))),
  CategoryNode: object({
    id: { type: 'integer' },
    contents: {
      type: 'object',
      description: 'Titles per language.',
      additionalProperties: object({ title: { type: 'string' } }),
    },
    children: arrayOf(schemaRef('CategoryNode')),
  }),
  CategoryTreeResult: dataOf(schemaRef('CategoryNode')),
  NamedOptionsResult: dataOf(arrayOf(schemaRef('NamedOption'))),
  RelatedStatusesResult: dataOf({
    type: 'object',
    description: 'Status options per language.',
    additionalProperties: arrayOf(schemaRef('StatusOption')),
  }),
};

const PLATFORM_CALLS: readonly PlatformCall[] = [
  {
    path: '/health',
    method: 'get',
    operationId: 'getHealth',
    summary: 'Health check',
    secured: false,
    result: 'Health',
    errors: [429],
  },
  {
    path: '/login',
    method: 'post',
    operationId: 'login',
    summary: 'Sign in',
    secured: false,
    body: 'LoginRequest',
    result: 'LoginResult',
    errors: [401, 422, 429],
  },
  {
    path: '/logout',
    method: 'get',
    operationId: 'logout',
    summary: 'Sign out',
    secured: true,
    result: 'MessageResult',
    errors: [401, 429],
  },
  {
    path: '/user/me',
    method: 'get',
    operationId: 'getUserMe',
    summary: 'Current user',
    secured: true,
    result: 'CurrentUserResult',
    errors: [401, 429],
  },
  {
    path: '/dashboard',
    method: 'get',
    operationId: 'getDashboard',
    summary: 'Dashboard summary and drafts',
    secured: true,
    result: 'DashboardResult',
    errors: [401, 403, 429],
  },
  {
    path: '/operations/comuni',
    method: 'get',
    operationId: 'listOperationsComuni',
    summary: 'Find municipalities',
    secured: true,
    query: [
      query('id', ID_PARAMETER, 'One municipality by id.'),
      query('name', { type: 'string', maxLength: 100 }, 'Part of the name (one of id, name, provincia is needed).'),
      query('provincia', ID_FILTER, 'Only in this province.'),
    ],
    result: 'MunicipalitiesResult',
    errors: LOOKUP_ERRORS,
  },
  {
    path: '/operations/province',
    method: 'get',
    operationId: 'listOperationsProvince',
    summary: 'List provinces',
    secured: true,
    result: 'ProvincesResult',
    errors: LOOKUP_ERRORS,
  },
  {
    path: '/categories',
    method: 'get',
    operationId: 'getCategoryTree',
    summary: 'Category tree under a main category',
    secured: true,
    query: [mainQuery, langQuery],
    result: 'CategoryTreeResult',
    errors: [...LOOKUP_ERRORS, 404],
  },
  {
    path: '/operations/categories',
    method: 'get',
    operationId: 'listOperationsCategories',
    summary: 'Categories under a main category',
    secured: true,
    query: [mainQuery, langQuery],
    result: 'NamedOptionsResult',
    errors: LOOKUP_ERRORS,
  },
  {
    path: '/operations/users',
    method: 'get',
    operationId: 'listOperationsUsers',
    summary: 'List users (id and name)',
    secured: true,
    result: 'NamedOptionsResult',
    errors: LOOKUP_ERRORS,
  },
  {
    path: '/operations/tagsBox',
    method: 'get',
    operationId: 'listOperationsTagsBox',
    summary: 'Find tags by name',
    secured: true,
    query: [langQuery, query('s', { type: 'string', maxLength: 100 }, 'Start of the tag name.')],
    result: 'NamedOptionsResult',
    errors: LOOKUP_ERRORS,
  },
  {
    path: '/operations/related_statuses',
    method: 'get',
    operationId: 'getOperationsRelatedStatuses',
    summary: 'Status options of an item',
    secured: true,
    query: [
      query('list', { type: 'string', maxLength: 100 }, 'The entity (`news`).', true),
      query('name', { type: 'string', maxLength: 100 }, 'The status field.'),
      query('id', { type: 'string', pattern: '^(\\d{1,10}|new)$' }, "The item id, or 'new'.", true),
    ],
    result: 'RelatedStatusesResult',
    errors: [...AUTHENTICATED_ERRORS, 404, 422],
  },
];

function platformPaths(): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const call of PLATFORM_CALLS) {
    const operation: Operation = {
      operationId: call.operationId,
      summary: call.summary,
      tags: [PLATFORM_TAG],
      ...(call.secured ? {} : { security: [] }),
      ...(call.query ? { parameters: call.query } : {}),
      ...(call.body ? { requestBody: { required: true, content: json(schemaRef(call.body)) } } : {}),
      responses: {
        '200': { description: call.summary, content: json(schemaRef(call.result)) },
        ...errorResponses(call.errors),
      },
    };
    paths[call.path] = { ...paths[call.path], [call.method]: operation };
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// The document.

/** Adds the accept-language header to every operation (keeping a readable key order) and checks that operation ids are unique. */
function finishOperations(paths: Record<string, PathItem>): void {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = String(operation.operationId);
      const where = `${method.toUpperCase()} ${path}`;
      const previous = seen.get(id);
      if (previous) throw new Error(`openapi: operationId ${id} of ${where} already used by ${previous}`);
      seen.set(id, where);
      const { parameters, requestBody, responses, ...head } = operation;
      item[method] = {
        ...head,
        parameters: [...((parameters as Schema[] | undefined) ?? []), parameterRef('AcceptLanguage')],
        ...(requestBody ? { requestBody } : {}),
        responses,
      };
    }
  }
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function buildOpenApi(model: Model): Record<string, unknown> {
  const paths: Record<string, PathItem> = platformPaths();
  const schemas: Record<string, Schema> = { ...SHARED_SCHEMAS, ...PLATFORM_SCHEMAS };
  for (const entity of model.entities) {
    for (const [path, item] of Object.entries(entityPaths(entity))) {
      if (paths[path]) throw new Error(`openapi: path ${path} of ${entity.source} is already taken`);
      paths[path] = item;
    }
    for (const [name, schema] of Object.entries(entitySchemas(entity))) {
      if (schemas[name]) throw new Error(`openapi: schema ${name} of ${entity.source} is already taken`);
      schemas[name] = schema;
    }
  }
  finishOperations(paths);
  const tags = [
    { name: PLATFORM_TAG, description: 'Sign-in, current user, dashboard and shared lookups.' },
    ...model.entities.map((entity) => ({
      name: openApiNames(entity).tag,
      description: `${entity.label.plural.en} (${entity.source}).`,
    })),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Emilia-Romagna tourism back office API',
      version: '1.0.0',
      description:
        'The v1 API of the editorial back office. Every call but health and login needs a bearer token. ' +
        'Errors answer `{message}` (422 adds `errors`: field path to messages); messages follow `accept-language` (it, en).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: API_PREFIX, description: 'This server.' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths: sortedRecord(paths),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /login.' },
      },
      parameters: sortedRecord(SHARED_PARAMETERS),
      responses: sortedRecord(errorComponents()),
      schemas: sortedRecord(schemas),
    },
  };
}

export function emitOpenApi(model: Model): FileMap {
  const document = buildOpenApi(model);
  // Kind definitions share schema objects: write them out in full rather than as YAML aliases.
  const text = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
  const sources = model.entities.map((entity) => entity.source);
  return new Map([['openapi.yaml', `${header({ sources, comment: '#' })}${text}`]]);
}
