/**
 * The platform calls the admin shell needs (spec platform.md and content.md, section 7):
 * health, sign-in, current user, dashboard and shared lookups, written here as data.
 */
import { CONTENT_LANGUAGES } from '../../../core/languages';
import { MAX_ID } from '../../../core/limits';
import {
  arrayOf,
  json,
  nullable,
  object,
  PLATFORM_TAG,
  schemaRef,
  type Operation,
  type PathItem,
  type Schema,
} from './basics';
import { ID_FILTER, ID_PARAMETER } from './components';
import { AUTHENTICATED_ERRORS, errorResponses, type ErrorStatus } from './errors';

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

export const PLATFORM_SCHEMAS: Record<string, Schema> = {
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

export const PLATFORM_CALLS: readonly PlatformCall[] = [
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

export function platformPaths(): Record<string, PathItem> {
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
