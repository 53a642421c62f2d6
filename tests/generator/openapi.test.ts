import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { EntityMeta } from '../../core/model';
import { CLIENT_RUNTIME, emitClient, typeOf } from '../../generator/emit/client';
import { buildOpenApi, emitOpenApi } from '../../generator/emit/openapi';
import type { FileMap } from '../../generator/emit/types';
import { loadSchemas } from '../../generator/load';
import { normalise, type Model } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function realModel(): Promise<Model> {
  const loaded = await loadSchemas({ dir: path.join(ROOT, 'schemas') });
  const validated = validateSchemas(loaded);
  if (!validated.schemas) throw new Error(`the project's schemas do not validate: ${JSON.stringify(validated.issues)}`);
  return normalise(validated.schemas);
}

const fullModel = await realModel();
/** A small model: the three entities that cover the contract's variations. */
const model: Model = {
  ...fullModel,
  entities: fullModel.entities.filter((entity) => ['news', 'tags', 'licence'].includes(entity.name)),
};

// The document as plain data, read back from the emitted YAML (what clients and linters see).
type Node = Record<string, unknown>;
const doc = parse(emitOpenApi(model).get('openapi.yaml') ?? '') as Node;

function at(root: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Node)[key] : undefined),
    root,
  );
}

/** Follows a local `$ref` (`#/components/...`). */
function deref(node: unknown): unknown {
  const ref = at(node, '$ref');
  return typeof ref === 'string' ? at(doc, ...ref.slice(2).split('/')) : node;
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;
function operations(): { path: string; method: string; operation: Node }[] {
  return Object.entries(at(doc, 'paths') as Node).flatMap(([route, item]) =>
    METHODS.filter((method) => at(item, method)).map((method) => ({
      path: route,
      method,
      operation: at(item, method) as Node,
    })),
  );
}

function parameter(route: string, method: string, name: string): Node | undefined {
  const parameters = (at(doc, 'paths', route, method, 'parameters') as unknown[]).map((entry) => deref(entry) as Node);
  return parameters.find((entry) => entry.name === name);
}

describe('emitOpenApi: entity calls', () => {
  it.each([
    // given the list of news, want these query parameters and schemas
    { name: 'keywords', schema: { type: 'string', maxLength: 200 } },
    { name: 'page', schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 } },
    { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
    { name: 'stato', schema: { type: 'integer', minimum: -1, maximum: 7 } },
    { name: 'comune', schema: { type: 'integer', minimum: -1, maximum: 2_147_483_647 } },
    { name: 'provincia', schema: { type: 'integer', minimum: -1, maximum: 2_147_483_647 } },
    { name: 'destinazione', schema: { type: 'integer', minimum: -1, maximum: 2_147_483_647 } },
    { name: 'tema', schema: { type: 'integer', minimum: -1, maximum: 2_147_483_647 } },
  ])('GET /news takes $name', ({ name, schema }) => {
    const found = parameter('/news', 'get', name);
    expect(found?.in).toBe('query');
    expect(found?.schema).toEqual(schema);
  });

  it('offers orderBy values built from the sortable fields', () => {
    expect(parameter('/news', 'get', 'orderBy')?.schema).toEqual({
      type: 'string',
      pattern: '^[+-](id|pub_date)$',
      enum: ['+id', '-id', '+pub_date', '-pub_date'],
      default: '-id',
    });
    expect(at(parameter('/operations/tags', 'get', 'orderBy'), 'schema', 'enum')).toEqual([
      '+id',
      '-id',
      '+name',
      '-name',
    ]);
  });

  it('answers lists with meta.total, or total at the root for tags', () => {
    const news = deref(at(doc, 'paths', '/news', 'get', 'responses', '200', 'content', 'application/json', 'schema'));
    expect(at(news, 'required')).toEqual(['data', 'meta']);
    expect(at(deref(at(news, 'properties', 'meta')), 'properties', 'total')).toEqual({ type: 'integer', minimum: 0 });
    const tags = deref(
      at(doc, 'paths', '/operations/tags', 'get', 'responses', '200', 'content', 'application/json', 'schema'),
    );
    expect(at(tags, 'required')).toEqual(['data', 'total']);
  });

  it('gives list rows the title, statuses per language, the pending revision, permalink and field columns', () => {
    const row = at(doc, 'components', 'schemas', 'NewsListRow');
    expect(Object.keys(at(row, 'properties') as Node)).toEqual([
      'id',
      'title',
      'statuses',
      'revision',
      'permalink',
      'comune',
      'pub_date',
    ]);
    expect(Object.keys(at(row, 'properties', 'statuses', 'properties') as Node)).toEqual(['it', 'en', 'de']);
    expect(Object.keys(at(doc, 'components', 'schemas', 'TagsListRow', 'properties') as Node)).toEqual([
      'id',
      'title',
      'permalink',
      'name',
      'count',
    ]);
  });

  it.each([
    // given an entity, want exactly these operations
    { route: '/news', methods: ['get', 'post'] },
    { route: '/news/{id}', methods: ['get', 'put', 'delete'] },
    { route: '/operations/tags', methods: ['get', 'post'] },
    // Spec content.md section 7: "PUT or POST operations/tags/{id}" (the schema's updateByPost).
    { route: '/operations/tags/{id}', methods: ['get', 'put', 'post'] },
  ])('$route has $methods', ({ route, methods }) => {
    expect(Object.keys(at(doc, 'paths', route) as Node)).toEqual(methods);
  });

  it('names operations after the path', () => {
    expect(
      operations()
        .filter((entry) => entry.path === '/operations/tags' || entry.path === '/operations/tags/{id}')
        .map((entry) => entry.operation.operationId),
    ).toEqual([
      'listOperationsTags',
      'createOperationsTags',
      'getOperationsTags',
      'updateOperationsTagsByPost',
      'updateOperationsTags',
    ]);
  });

  it('deletes comma-joined ids and answers {data: {message}}', () => {
    const ids = parameter('/news/{id}', 'delete', 'id');
    expect(ids?.schema).toEqual({ type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: 11_000 });
    const answer = deref(
      at(doc, 'paths', '/news/{id}', 'delete', 'responses', '200', 'content', 'application/json', 'schema'),
    );
    expect(at(answer, 'properties', 'data', 'required')).toEqual(['message']);
  });

  it('answers saves with {data: {id, message, permalink}}, 201 on create', () => {
    const created = at(doc, 'paths', '/news', 'post', 'responses', '201', 'content', 'application/json', 'schema');
    const saved = at(doc, 'paths', '/news/{id}', 'put', 'responses', '200', 'content', 'application/json', 'schema');
    expect(created).toEqual(saved);
    expect(at(deref(created), 'properties', 'data', 'required')).toEqual(['id', 'message', 'permalink']);
  });

  it('wraps the item in data, with the envelope, shared fields and contents per language', () => {
    const item = at(doc, 'components', 'schemas', 'NewsItem') as Node;
    expect(
      at(
        deref(at(doc, 'paths', '/news/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema')),
        'properties',
        'data',
      ),
    ).toEqual({
      $ref: '#/components/schemas/NewsItem',
    });
    expect(at(item, 'required')).toEqual(
      expect.arrayContaining([
        'id',
        'version',
        'created_at',
        'updated_at',
        'canSave',
        'draft',
        'original_id',
        'nextStatuses',
        'contents',
      ]),
    );
    expect(Object.keys(at(item, 'properties') as Node)).toEqual(
      expect.arrayContaining(['comune', 'destinazione', 'attachments', 'portal']),
    );
    expect(at(item, 'properties', 'contents', 'properties', 'en')).toEqual({
      $ref: '#/components/schemas/NewsContent',
    });
    expect(at(item, 'properties', 'nextStatuses', 'properties', 'de', 'items')).toEqual({
      $ref: '#/components/schemas/StatusOption',
    });
    expect(
      at(doc, 'components', 'schemas', 'NewsContent', 'properties', 'google', 'properties', 'description', 'maxLength'),
    ).toBe(170);
  });

  it('sends saves without the read-only envelope', () => {
    const input = at(doc, 'components', 'schemas', 'NewsItemInput') as Node;
    const properties = Object.keys(at(input, 'properties') as Node);
    expect(properties).toEqual(expect.arrayContaining(['version', 'lang', 'comune', 'contents']));
    for (const readOnly of ['id', 'created_at', 'updated_at', 'canSave', 'draft', 'original_id', 'nextStatuses'])
      expect(properties).not.toContain(readOnly);
    expect(at(doc, 'paths', '/news/{id}', 'put', 'requestBody', 'content', 'application/json', 'schema')).toEqual({
      $ref: '#/components/schemas/NewsItemInput',
    });
    // Tags have a field of their own called lang, and no per-language contents.
    expect(at(doc, 'components', 'schemas', 'TagsItemInput', 'required')).toEqual(['name', 'lang']);
  });
});

describe('emitOpenApi: errors and the platform', () => {
  it('describes 422 as {message, errors: {field path: [messages]}}', () => {
    const response = at(doc, 'components', 'responses', 'ValidationFailed');
    const schema = deref(at(response, 'content', 'application/json', 'schema'));
    expect(at(schema, 'required')).toEqual(['message', 'errors']);
    expect(at(schema, 'properties', 'errors', 'additionalProperties')).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it("describes 401 as {message: 'Unauthenticated.'}", () => {
    expect(at(doc, 'components', 'responses', 'Unauthenticated', 'content', 'application/json', 'example')).toEqual({
      message: 'Unauthenticated.',
    });
  });

  it('gives every operation a unique id, a tag, a summary, a 4xx answer and accept-language', () => {
    const all = operations();
    const ids = all.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of all) {
      expect(operation.tags).toHaveLength(1);
      expect(typeof operation.summary).toBe('string');
      expect(Object.keys(operation.responses as Node).some((status) => status.startsWith('4'))).toBe(true);
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
    }
  });

  it('secures everything with the bearer token but health and login', () => {
    expect(at(doc, 'security')).toEqual([{ bearerAuth: [] }]);
    const open = operations().filter(
      (entry) => Array.isArray(entry.operation.security) && (entry.operation.security as unknown[]).length === 0,
    );
    expect(open.map((entry) => entry.path)).toEqual([
      '/health',
      // The readiness for a load balancer (issue #36).
      '/health/ready',
      '/login',
      '/password/reset/email',
      '/password/reset/{code}',
      // The preview of an item by its signed secret (issue #35).
      '/preview',
      // The public site's lookup of a 404 redirect.
      '/public/redirect',
    ]);
    expect(at(doc, 'servers')).toEqual([{ url: '/api/v1', description: 'This server.' }]);
  });

  it.each([
    // given a platform call, want its operation id
    { route: '/health', method: 'get', operationId: 'getHealth' },
    { route: '/health/ready', method: 'get', operationId: 'getHealthReady' },
    { route: '/login', method: 'post', operationId: 'login' },
    { route: '/user/me', method: 'get', operationId: 'getUserMe' },
    { route: '/dashboard', method: 'get', operationId: 'getDashboard' },
    { route: '/operations/comuni', method: 'get', operationId: 'listOperationsComuni' },
    { route: '/categories', method: 'get', operationId: 'getCategoryTree' },
    { route: '/operations/related_statuses', method: 'get', operationId: 'getOperationsRelatedStatuses' },
  ])('$method $route is $operationId', ({ route, method, operationId }) => {
    expect(at(doc, 'paths', route, method, 'operationId')).toBe(operationId);
  });

  it('answers login with data.access_token', () => {
    const answer = deref(
      at(doc, 'paths', '/login', 'post', 'responses', '200', 'content', 'application/json', 'schema'),
    );
    expect(at(answer, 'properties', 'data', 'properties', 'access_token')).toEqual({ type: 'string' });
  });

  it('refuses an entity whose path is a platform call', () => {
    const news = model.entities.find((entity) => entity.name === 'news') as EntityMeta;
    const clash: Model = { ...model, entities: [{ ...news, name: 'dashboard', path: 'dashboard' }] };
    expect(() => buildOpenApi(clash)).toThrow(/path \/dashboard .* already taken/);
  });

  it('is deterministic and starts with the generated-file header', () => {
    const first = emitOpenApi(fullModel).get('openapi.yaml') ?? '';
    expect(emitOpenApi(fullModel).get('openapi.yaml')).toBe(first);
    expect(first).toMatch(/^# Generated from .+ by `npm run generate`\. Do not edit by hand:\n/);
    expect(first).not.toMatch(/[*&]a\d+\b/); // no YAML aliases for shared schema objects
  });
});

describe('emitOpenApi: lint', () => {
  it('is clean under redocly recommended rules (no errors, no warnings)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.yaml');
      writeFileSync(file, emitOpenApi(fullModel).get('openapi.yaml') ?? '');
      const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const output = execFileSync(
        process.execPath,
        [cli, 'lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', file],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const report = JSON.parse(output) as { totals: { errors: number; warnings: number }; problems: unknown[] };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('emitClient', () => {
  const openApi = emitOpenApi(model).get('openapi.yaml') ?? '';
  const client = (): FileMap => emitClient(openApi, model);

  it('emits the typed client under generated/api, deterministically', () => {
    const first = client();
    expect([...first.keys()].sort()).toEqual([
      'generated/api/licence.ts',
      'generated/api/news.ts',
      'generated/api/platform.ts',
      'generated/api/providers.ts',
      'generated/api/schemas.ts',
      'generated/api/searchable.ts',
      'generated/api/tags.ts',
    ]);
    expect([...client()]).toEqual([...first]);
    const news = first.get('generated/api/news.ts') ?? '';
    expect(news.startsWith('// Generated from openapi.yaml by `npm run generate`.')).toBe(true);
    expect(news).toContain(`import { call, type CallOptions, type EntityCalls } from '${CLIENT_RUNTIME}';`);
    expect(news).toContain("call<NewsListResult>('GET', '/news', { ...options, query })");
    expect(news).toContain("call<SaveResult>('PUT', `/news/${encodeURIComponent(id)}`, { ...options, body })");
    expect(news).toMatch(
      /export const newsCalls = \{ list: listNews, get: getNews, create: createNews, update: updateNews, remove: deleteNews \} satisfies EntityCalls;/,
    );
    const platform = first.get('generated/api/platform.ts') ?? '';
    expect(platform).toContain('export const login = (body: LoginRequest, options?: CallOptions) =>');
    expect(platform).not.toContain('Calls =');
    // Uploads take a Blob and progress options, and go through `upload` (multipart).
    expect(platform).toContain(
      `import { call, type CallOptions, upload, type UploadOptions } from '${CLIENT_RUNTIME}';`,
    );
    expect(platform).toMatch(/export const uploadAttachment = \(file: Blob, options\?: UploadOptions\) =>/);
    expect(platform).toContain(
      "upload<AttachmentResult>('POST', '/attachments/upload', { ...options, part: 'file', file })",
    );
    const providers = first.get('generated/api/providers.ts') ?? '';
    expect(providers).toContain("mediaLicences: async () => (await import('./licence')).licenceCalls,");
  });

  it('writes each component schema as one type alias, nested objects inline', () => {
    expect(typeOf({ $ref: '#/components/schemas/NewsItem' })).toBe('NewsItem');
    expect(typeOf({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeOf({ anyOf: [{ type: 'integer' }, { type: 'boolean' }] })).toBe('number | boolean');
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe("'a' | 'b'".replace(/'/g, '"'));
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('number[]');
    expect(typeOf({ type: 'array', items: { type: ['string', 'null'] } })).toBe('(string | null)[]');
    expect(
      typeOf({
        type: 'object',
        properties: { id: { type: 'integer' }, 'a-b': { type: 'string' } },
        required: ['id'],
      }),
    ).toBe('{ id: number; "a-b"?: string; }');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('{ [key: string]: string; }');
    expect(typeOf({ type: 'object' })).toBe('Record<string, unknown>');
    expect(typeOf({})).toBe('unknown');
  });

  it('passes the project lint rules, which apply to generated code too', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ROOT });
    for (const [file, text] of client()) {
      const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
      expect({
        file,
        messages: result?.messages.map((message) => `${message.line}: ${message.ruleId} ${message.message}`),
      }).toEqual({ file, messages: [] });
    }
  }, 60_000);

  it('imports its runtime through the package import map, which resolves to app/api/client.ts', () => {
    const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    const target = packageJson.imports['#api/*'];
    expect(target).toBeDefined();
    const resolved = (target ?? '').replace('*', CLIENT_RUNTIME.slice('#api/'.length));
    expect(existsSync(path.join(ROOT, resolved))).toBe(true);
  });
});
