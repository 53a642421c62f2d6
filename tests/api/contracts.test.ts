/**
 * One contract per call: the server's routes, `openapi.yaml` and the generated client describe
 * the same calls. Every route under /api/v1 is an operation of the document and every operation
 * is a route; every platform contract is both; and the generated client, run in Node against the
 * real server, makes each platform call and each entity's list call with the answers it types.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { EntityCalls } from '../../app/api/client';
import { resetApiConfig, setApiBaseUrl, setApiLanguage, setTokenGetter } from '../../app/api/mutator';
import { ApiError } from '../../app/api/errors';
import { PLATFORM_CALLS } from '../../core/contracts/platform';
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../core/messages';
import * as platform from '../../generated/api/platform';
import { entityNames, registry } from '../../generated/registry';
import { openApiNames } from '../../kinds/contracts/entity-schemas';
import { pdf, multipart } from '../fixtures/files';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from './harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

type JsonObject = Record<string, unknown>;
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, JsonObject>>;
  readonly components: { readonly schemas: Record<string, JsonObject> };
}
const openApi = (): OpenApiDocument => parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as OpenApiDocument;
/** A `$ref`'d component schema of the document, by its reference. */
const resolved = (document: OpenApiDocument, schema: unknown): JsonObject => {
  const ref = (schema as { $ref?: string }).$ref;
  return ref === undefined ? (schema as JsonObject) : (document.components.schemas[ref.split('/').pop() ?? ''] ?? {});
};

/**
 * Parameter names are not part of what a client sees, and the router shows one name per segment
 * where two routes name it differently (`/media/upload/:id` beside `/media/upload/:collection/...`):
 * every parameter is compared as `:param`.
 */
// The router ignores a trailing slash (the spec's `GET iat/export/` is served as `/iat/export`).
const anonymous = (route: string): string => route.replace(/:[^/]+/g, ':param').replace(/(.)\/$/, '$1');

/** `METHOD /path/:param` of every operation of openapi.yaml. */
function documentedRoutes(): string[] {
  const document = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${route.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

/** `METHOD /path/:param` of every route the server registered under /api/v1 (HEAD left out). */
function serverRoutes(t: TestServer): string[] {
  const tree = t.server.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack.push(full);
    if (!full.startsWith('/api/v1/') || match[3] === undefined) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') found.push(`${method} ${full.slice('/api/v1'.length)}`);
    }
  }
  return found;
}

describe.each(backends)('contracts on $name', (backend) => {
  let t: TestServer;
  let token = '';
  beforeAll(async () => {
    t = await startTestServer(backend);
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.app.server.address() as AddressInfo;
    setApiBaseUrl(`http://127.0.0.1:${port}/api/v1`);
    setApiLanguage('it');
    token = await t.adminToken();
    setTokenGetter(() => token);
  }, 60_000);
  afterAll(async () => {
    resetApiConfig();
    await t.close();
  });

  it('serves exactly the operations of openapi.yaml', () => {
    const documented = documentedRoutes().map(anonymous).sort();
    // An entity whose schema forbids deleting answers its DELETE with 403 for everyone: the
    // action exists in the permission model, not as a call (so it is not documented).
    const refused = new Set(
      entityNames
        .map((name) => registry[name].meta)
        .filter((meta) => !meta.actions.delete)
        .map((meta) => anonymous(`DELETE /${meta.path}/:id`)),
    );
    const served = serverRoutes(t)
      .map(anonymous)
      .filter((route) => !route.endsWith(' /*') && !refused.has(route))
      .sort();
    expect(served.length).toBeGreaterThan(Object.keys(PLATFORM_CALLS).length);
    expect(served).toEqual(documented);
  });

  it('documents every platform contract under its operation id', () => {
    const document = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    for (const [operationId, call] of Object.entries(PLATFORM_CALLS)) {
      expect(document.paths[call.path]?.[call.method]?.operationId, operationId).toBe(operationId);
      expect(typeof (platform as Record<string, unknown>)[operationId], operationId).toBe('function');
    }
  });

  it('makes the platform calls through the generated client', async () => {
    expect((await platform.getHealth()).status).toBe('ok');
    const me = await platform.getUserMe();
    expect(me.data.username).toBe('admin');
    const provinces = await platform.listOperationsProvince();
    expect(provinces.data.length).toBeGreaterThan(0);
    const [first] = provinces.data;
    const municipalities = await platform.listOperationsComuni({ provincia: first?.id ?? 0 });
    expect(municipalities.data.every((row) => typeof row.city === 'string' && row.province === first?.nome)).toBe(true);
    const dashboard = await platform.getDashboard();
    expect(Array.isArray(dashboard.data.summary)).toBe(true);
    const signedIn = await platform.login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(signedIn.data.access_token).toMatch(/^\S{20,}$/);
  });

  it('validates a body by its contract before the handler runs', async () => {
    const refused = await platform.requestPasswordReset({ email: 'not an address' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).errors.email).toEqual([VALIDATION_MESSAGES.email.it]);
    // A valid address answers the same message whether or not it belongs to a user.
    const unknown = await platform.requestPasswordReset({ email: 'nobody@example.org' });
    expect(unknown.data.message).toBe(API_MESSAGES.passwordResetSent.it);
  });

  it.each(entityNames.map((name) => [name]))('lists %s through its generated calls', async (name) => {
    const module = (await import(`../../generated/api/${name}.ts`)) as Record<string, unknown>;
    const calls = Object.entries(module).find(([key]) => key.endsWith('Calls'))?.[1] as EntityCalls | undefined;
    expect(calls).toBeDefined();
    const answer = await calls?.list({ page: 1, limit: 5 });
    expect(Array.isArray(answer?.data)).toBe(true);
  });

  // Issue #48 item 11: what the server refuses in a request, the document (and so the typed client)
  // says; a client built from the document never sends a request refused for a rule it was not told.
  describe('the request rules the server enforces, stated by the document', () => {
    it('operations/comuni: no parameter is required, and none is needed', async () => {
      const operation = openApi().paths['/operations/comuni']?.get as { parameters: { required?: boolean }[] };
      expect(operation.parameters.some((parameter) => parameter.required === true)).toBe(false);
      const answer = await t.request({ method: 'GET', url: 'operations/comuni', token });
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as { data: unknown[] }).data).toHaveLength(328);
    });

    it.each([['destination'], ['iat'], ['templates']])(
      '%s/search: the body needs keywords unless it has an id (anyOf required)',
      async (name) => {
        const document = openApi();
        const body = document.paths[`/${name}/search`]?.post?.requestBody as {
          content: { 'application/json': { schema: unknown } };
        };
        const schema = resolved(document, body.content['application/json'].schema);
        expect(schema.anyOf).toEqual([{ required: ['keywords'] }, { required: ['id'] }]);
        const empty = await t.request({ method: 'POST', url: `${name}/search`, token, payload: {} });
        expect(empty.statusCode).toBe(422);
        expect((empty.json() as { errors: JsonObject }).errors).toEqual({
          keywords: [VALIDATION_MESSAGES.required.it],
        });
        for (const payload of [{ keywords: 'bo' }, { id: 1 }]) {
          const answer = await t.request({ method: 'POST', url: `${name}/search`, token, payload });
          expect(answer.statusCode, JSON.stringify(payload)).toBe(200);
        }
      },
    );

    it("media/upload: `entity` and `field` go together, in the document, the typed client and the server's answer", async () => {
      const operation = openApi().paths['/media/upload/{collection}/{parentId}']?.post as {
        'x-together'?: unknown;
        parameters: { name: string; description?: string }[];
      };
      expect(operation['x-together']).toEqual([['entity', 'field']]);
      for (const name of ['entity', 'field']) {
        expect(operation.parameters.find((parameter) => parameter.name === name)?.description).toMatch(
          /Sent with `(entity|field)` \(all or none\)\./,
        );
      }
      // The typed client takes both or neither (checked by the type-check, never run).
      const typed = (file: Blob) => [
        // @ts-expect-error an entity without its field
        platform.uploadMedia('files', 0, file, { entity: 'download' }),
        // @ts-expect-error a field without its entity
        platform.uploadMedia('files', 0, file, { field: 'attachments' }),
        platform.uploadMedia('files', 0, file, { entity: 'download', field: 'attachments' }),
      ];
      expect(typeof typed).toBe('function');
      for (const [query, missing] of [
        ['entity=download', 'field'],
        ['field=attachments', 'entity'],
      ] as const) {
        const upload = multipart(pdf(), { filename: 'guida.pdf', type: 'application/pdf' });
        const answer = await t.request({
          method: 'POST',
          url: `media/upload/files/0?${query}`,
          token,
          payload: upload.payload,
          headers: upload.headers,
        });
        expect(answer.statusCode, query).toBe(422);
        expect((answer.json() as { errors: JsonObject }).errors, query).toEqual({
          [missing]: [VALIDATION_MESSAGES.required.it],
        });
      }
    });

    it.each(
      entityNames
        .map((name) => registry[name].meta)
        .filter((meta) => meta.contents.some((field) => field.kind === 'status'))
        .map((meta) => [meta.name, meta] as const),
    )("%s: a language's status is required in the document, as the server requires it", async (_name, meta) => {
      const document = openApi();
      const language = meta.languages[0] ?? 'it';
      const input = document.components.schemas[openApiNames(meta).itemInput] as {
        properties: { contents: { properties: Record<string, unknown> } };
      };
      const content = resolved(document, input.properties.contents.properties[language]);
      expect(content.required).toContain('status');
      const answer = await t.request({
        method: 'POST',
        url: meta.path,
        token,
        payload: { contents: { [language]: { title: 'Senza stato' } } },
      });
      expect(answer.statusCode).toBe(422);
      expect(Object.keys((answer.json() as { errors: JsonObject }).errors)).toContain(`contents.${language}.status`);
    });
  });
});
