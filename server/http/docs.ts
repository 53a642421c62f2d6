/**
 * Interactive API documentation at `/api/docs`, from the generated `openapi.yaml`. Swagger UI
 * asks for the `@fastify/swagger` plugin only to read the document, so a small plugin under that
 * name hands it the file we already have: the parsed document for `/api/docs/json`, the file's
 * own text for `/api/docs/yaml` (`swagger({ yaml: true })`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../config';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  const text = await readFile(path.join(PROJECT_ROOT, 'openapi.yaml'), 'utf8');
  // Parsed when first asked for (`/api/docs/json`), not at start: the document grows with every
  // entity (half a megabyte of YAML, 0.2-0.3 s of CPU), and most starts never serve it (the API
  // tests start a server a hundred times a run).
  let document: Record<string, unknown> | null = null;
  const provider = async (instance: FastifyInstance): Promise<void> => {
    instance.decorate('swagger', (options?: { yaml?: boolean }) =>
      options?.yaml === true ? text : (document ??= parse(text) as Record<string, unknown>),
    );
  };
  Object.assign(provider, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/swagger',
    [Symbol.for('plugin-meta')]: { name: '@fastify/swagger', fastify: '5.x' },
  });
  await app.register(provider);
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
