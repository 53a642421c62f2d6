/**
 * Emits `openapi.yaml`: the v1 API contract (ARCHITECTURE.md, "Contract points"). Every call is
 * a declared contract: the platform's in `core/contracts/`, each entity's from `entityContracts`
 * (`kinds/contracts/entity.ts`, its schemas from `entitySchemas`); `platform.ts` derives the
 * operations from them. This module assembles the document, which
 * must stay clean under `redocly lint` (recommended rules, see `redocly.yaml`).
 */
import { stringify } from 'yaml';
import type { Model } from '../../normalise';
import { assertNoConflicts } from '../conflicts';
import { header, type FileMap } from '../types';
import { API_PREFIX, parameterRef, PLATFORM_TAG, type PathItem, type Schema } from './basics';
import { SHARED_PARAMETERS, SHARED_SCHEMAS } from './components';
import { openApiConflicts } from './conflicts';
import { entitySchemas, openApiNames } from '../../../kinds/contracts/entity-schemas';
import { errorComponents } from './errors';
import { contractParameters, contractPaths, platformSchemas } from './platform';

export { API_PREFIX, PLATFORM_TAG } from './basics';
export { openApiConflicts } from './conflicts';
export { openApiNames } from '../../../kinds/contracts/entity-schemas';

/** Adds the accept-language header to every operation, keeping a readable key order. */
function finishOperations(paths: Record<string, PathItem>): void {
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(item)) {
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
  assertNoConflicts(openApiConflicts(model));
  const paths: Record<string, PathItem> = contractPaths(model);
  const schemas: Record<string, Schema> = { ...SHARED_SCHEMAS, ...platformSchemas() };
  for (const entity of model.entities) {
    for (const [name, schema] of Object.entries(entitySchemas(entity))) {
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
      parameters: sortedRecord({ ...SHARED_PARAMETERS, ...contractParameters(model) }),
      responses: sortedRecord(errorComponents()),
      schemas: sortedRecord(schemas),
    },
  };
}

export function emitOpenApi(model: Model, document: Record<string, unknown> = buildOpenApi(model)): FileMap {
  // Kind definitions share schema objects: write them out in full rather than as YAML aliases.
  const text = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
  const sources = model.entities.map((entity) => entity.source);
  return new Map([['openapi.yaml', `${header({ sources, comment: '#' })}${text}`]]);
}
