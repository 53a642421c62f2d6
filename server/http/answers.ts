/**
 * Answers serialised by their contract's JSON Schema (ARCHITECTURE.md, "Contract points"): the
 * same schemas the OpenAPI document gives each call's answer (the contracts' zod components, and
 * each entity's item and list page from its fields' kinds), added to Fastify once at start so
 * that a route's answer is written by a serialiser compiled from its schema instead of
 * `JSON.stringify` walking it. Objects stay open: a property the contract does not declare is
 * still written (by `JSON.stringify`), so a gap in a schema never loses data.
 */
import { createHash } from 'node:crypto';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { CONTRACT_SCHEMAS, componentName, type AnyCall } from '#core/contracts/define';
import { entitySchemas } from '../../kinds/contracts/entity-schemas';
import type { EntityMeta } from '#core/model';

type Json = { readonly [key: string]: unknown };

const COMPONENT_URI = '#/components/schemas/';

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A schema as the serialiser wants it: references by the id it was added under (`Name#`), no
 * `required` (the serialiser would fail an answer without an optional-looking property instead of
 * leaving it out; the contract's tests check presence), and a union of bare types (`anyOf` of
 * `{type}`s, zod's nullable) as one list of types, which needs no validation per value.
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isJson(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value)) continue;
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref' && typeof value === 'string') {
      result.$ref = `${value.startsWith(COMPONENT_URI) ? value.slice(COMPONENT_URI.length) : value}#`;
      continue;
    }
    if (key === 'anyOf' && Array.isArray(value) && value.every(isBareType)) {
      result.type = value.flatMap((branch) => (Array.isArray(branch.type) ? branch.type : [branch.type]));
      continue;
    }
    result[key] = forSerializer(value);
  }
  // Answers stay open (a handler's property the contract does not name yet is still sent).
  if (result.type === 'object' && !('additionalProperties' in result)) result.additionalProperties = true;
  return result;
}

function isBareType(branch: unknown): branch is { type: string | string[] } {
  return isJson(branch) && Object.keys(branch).every((key) => key === 'type') && branch.type !== undefined;
}

/** Every answer schema by component name: the contracts' zod components and the entities' own. */
export function answerSchemas(entities: Iterable<EntityMeta>): Map<string, unknown> {
  const converted = z.toJSONSchema(CONTRACT_SCHEMAS, {
    target: 'draft-7',
    uri: (id) => `${COMPONENT_URI}${id}`,
    unrepresentable: 'any',
  });
  const schemas = new Map<string, unknown>(Object.entries(converted.schemas));
  for (const meta of entities) {
    for (const [name, schema] of Object.entries(entitySchemas(meta))) schemas.set(name, schema);
  }
  return schemas;
}

/**
 * Adds every answer schema to `app` (under its component name), and gives the response schema of
 * a call: its JSON answer by reference, for its status (both 200 and 201 when it may create);
 * undefined for a file answer.
 */
export function addAnswerSchemas(app: FastifyInstance, entities: Iterable<EntityMeta>) {
  const schemas = answerSchemas(entities);
  for (const [name, schema] of schemas) {
    app.addSchema({ ...(forSerializer(schema) as Json), $id: name });
  }
  return (call: AnyCall): Record<string, Json> | undefined => {
    if (call.format === 'csv') return undefined;
    const name = componentName(call.answer);
    if (name === undefined || !schemas.has(name)) return undefined;
    const statuses = call.mayCreate ? [200, 201] : [call.status];
    return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `${name}#` }]));
  };
}

export type ResponseSchemaOf = ReturnType<typeof addAnswerSchemas>;

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's serialiser factory (fast-json-stringify), compiling each answer component once: the
 * calls answering the same component (every save's `SaveResult`, an entity's list and title
 * dialog) share one serialiser instead of compiling it per route, which kept start-up long.
 */
export function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  // Fastify asks for a compiler per route, each time with a new object of its context's added
  // schemas (the same schema objects): serialisers are kept per set of added schemas and per
  // referenced component, each compiled with only the components it reaches (compiling against
  // all of them costs each compilation the whole set).
  const contexts: { readonly schemas: readonly unknown[]; readonly compiled: Map<string, Serializer> }[] = [];
  const cacheOf = (externalSchemas: Json, options: unknown) => {
    const schemas = Object.values(externalSchemas);
    const same = contexts.find(
      (entry) =>
        entry.schemas.length === schemas.length && entry.schemas.every((schema, index) => schema === schemas[index]),
    );
    if (same) return same.compiled;
    // Another app of this process with the same schemas (Fastify copies them as they are added)
    // reuses its serialisers: the API tests start about a hundred servers per test process.
    const content = createHash('sha256')
      .update(JSON.stringify([externalSchemas, options ?? null]))
      .digest('hex');
    let compiled = COMPILED_BY_CONTENT.get(content);
    if (!compiled) {
      if (COMPILED_BY_CONTENT.size >= COMPILED_CONTENTS) COMPILED_BY_CONTENT.clear();
      compiled = new Map<string, Serializer>();
      COMPILED_BY_CONTENT.set(content, compiled);
    }
    contexts.push({ schemas, compiled });
    return compiled;
  };
  return (externalSchemas, options) => {
    if (!isJson(externalSchemas)) return build(externalSchemas, options);
    const cache = cacheOf(externalSchemas, options);
    const compileAll = build(externalSchemas, options);
    return (route) => {
      const schema = route.schema;
      const ref = isJson(schema) && Object.keys(schema).length === 1 ? schema.$ref : undefined;
      if (typeof ref !== 'string') return compileAll(route);
      let serializer = cache.get(ref);
      if (!serializer) {
        serializer = build(reachable(externalSchemas, ref), options)(route);
        cache.set(ref, serializer);
      }
      return serializer;
    };
  };
}

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Serialisers per set of added schemas and options (a hash of their JSON text) and referenced component, for every app
 * of the process: a serialiser is a function of its schemas alone. Bounded: a few sets at most
 * (the entities an app is built with), forgotten all at once past the bound.
 */
const COMPILED_BY_CONTENT = new Map<string, Map<string, Serializer>>();
const COMPILED_CONTENTS = 8;

/** The added schemas a reference reaches (itself, and what its schemas refer to, transitively). */
function reachable(externalSchemas: Json, ref: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const pending = [ref];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isJson(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') pending.push(inner);
        else visit(inner);
      }
    }
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const id = next.replace(/#.*$/, '');
    if (Object.hasOwn(found, id) || !Object.hasOwn(externalSchemas, id)) continue;
    found[id] = externalSchemas[id];
    visit(externalSchemas[id]);
  }
  return found;
}
