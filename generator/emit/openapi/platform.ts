/**
 * The operations of declared calls (the platform's, `core/contracts/platform.ts`, and each
 * entity's, `entityContracts`) and the schemas of the contracts' zod components (converted with
 * zod's JSON Schema output; parameters carry their own schema). Nothing about a call is written
 * here.
 */
import { z } from 'zod';
import type { Model } from '../../normalise';
import {
  CONTRACT_SCHEMAS,
  componentName,
  isComponentRef,
  requiredSetsOf,
  type AnyCall,
  type ContractContext,
  type Param,
  type Params,
  type Payload,
} from '../../../core/contracts/define';
import { PLATFORM_CALLS } from '../../../core/contracts/platform';
import { entityCallList } from '../../../kinds/contracts/entity';
import { hasStatus } from '../../../kinds/contracts/entity-schemas';
import { json, parameterRef, PLATFORM_TAG, schemaRef, type Operation, type PathItem, type Schema } from './basics';
import { errorResponses } from './errors';

const COMPONENT_URI = '#/components/schemas/';
/** The content type of upload calls. */
export const MULTIPART = 'multipart/form-data';

/**
 * zod's output, made plain OpenAPI 3.1: no per-schema `$schema`/`$id`, no noise on records and
 * integers. Answers stay open to new properties (a client must not break when one is added);
 * bodies say what the server refuses (`strictObject`: no other property).
 */
function tidy(schema: unknown, closed: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((entry) => tidy(entry, closed));
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    if ((key === 'minimum' || key === 'maximum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'additionalProperties' && value === false && !closed) continue;
    result[key] = tidy(value, closed);
  }
  return result;
}

/** Every registered contract schema as an OpenAPI component (bodies as inputs, answers as outputs). */
export function platformSchemas(): Record<string, Schema> {
  const converted = z.toJSONSchema(CONTRACT_SCHEMAS, {
    target: 'draft-2020-12',
    uri: (id) => `${COMPONENT_URI}${id}`,
    unrepresentable: 'throw',
    // A refinement is not in zod's JSON Schema: the one the document can say, said (`oneOfRequired`).
    override: ({ zodSchema, jsonSchema }) => {
      const sets = requiredSetsOf(zodSchema);
      if (sets) jsonSchema.anyOf = sets;
    },
  });
  const bodies = new Set(
    Object.values(PLATFORM_CALLS as Record<string, AnyCall>).flatMap((call) =>
      call.body && !isComponentRef(call.body) ? [componentName(call.body)] : [],
    ),
  );
  return Object.fromEntries(
    Object.entries(converted.schemas).map(([name, schema]) => [name, tidy(schema, bodies.has(name)) as Schema]),
  );
}

function contractContext(model: Model): ContractContext {
  return { entities: model.entities.map((entity) => ({ name: entity.name, hasStatus: hasStatus(entity) })) };
}

function refTo(schema: Payload, what: string): Schema {
  const name = componentName(schema);
  if (name === undefined) throw new Error(`The ${what} of a call is not a registered component`);
  return schemaRef(name);
}

function parameterObject(name: string, declared: Param<unknown>, where: 'query' | 'path', context: ContractContext) {
  return {
    name,
    in: where,
    description: declared.description,
    ...(declared.required || where === 'path' ? { required: true } : {}),
    schema: declared.schema(context),
  };
}

/** A call's parameters; a shared one (`component`) as a reference. */
function parameters(params: Params, where: 'query' | 'path', context: ContractContext): Schema[] {
  return Object.entries(params).map(([name, declared]) =>
    declared.component === undefined
      ? parameterObject(name, declared, where, context)
      : parameterRef(declared.component),
  );
}

/** The calls of the document: the platform's, then each entity's, with their operation ids. */
function allCalls(model: Model): [string, AnyCall][] {
  return [
    ...(Object.entries(PLATFORM_CALLS) as [string, AnyCall][]),
    ...model.entities.flatMap((entity) =>
      entityCallList(entity).map((call): [string, AnyCall] => [call.operationId ?? call.path, call]),
    ),
  ];
}

/** The shared parameters the calls refer to, each declared once (`components.parameters`). */
export function contractParameters(model: Model): Record<string, Schema> {
  const context = contractContext(model);
  const shared: Record<string, Schema> = {};
  for (const [, call] of allCalls(model)) {
    for (const [where, params] of [
      ['path', call.params],
      ['query', call.query],
    ] as const) {
      for (const [name, declared] of Object.entries(params)) {
        if (declared.component !== undefined)
          shared[declared.component] = parameterObject(name, declared, where, context);
      }
    }
  }
  return shared;
}

/** A query parameter's object with what `together` says of it (`Sent with field.`). */
function withPartners(parameter: Schema, together: AnyCall['together']): Schema {
  const name = parameter.name;
  const partners = (together ?? []).flatMap((set) =>
    typeof name === 'string' && set.includes(name) ? set.filter((other) => other !== name) : [],
  );
  if (partners.length === 0) return parameter;
  const sentence = `Sent with ${partners.map((other) => `\`${other}\``).join(' and ')} (all or none).`;
  const description = typeof parameter.description === 'string' ? `${parameter.description} ${sentence}` : sentence;
  return { ...parameter, description };
}

function operation(operationId: string, call: AnyCall, context: ContractContext): Operation {
  const declared = [
    ...parameters(call.params, 'path', context),
    ...parameters(call.query, 'query', context).map((parameter) => withPartners(parameter, call.together)),
  ];
  return {
    operationId,
    summary: call.summary,
    ...(call.description === undefined && call.ability === undefined
      ? {}
      : {
          description: [
            call.description,
            call.ability === undefined ? undefined : `Needs the ability \`${call.ability}\`.`,
          ]
            .filter((part) => part !== undefined)
            .join(' '),
        }),
    tags: [call.openApiTag ?? PLATFORM_TAG],
    ...(call.together === undefined ? {} : { 'x-together': call.together.map((set) => [...set]) }),
    ...(call.access === 'public' ? { security: [] } : {}),
    ...(declared.length > 0 ? { parameters: declared } : {}),
    ...(call.body
      ? {
          requestBody: {
            required: !call.queryForm,
            ...(call.queryForm
              ? {
                  description:
                    'The same fields may instead come as query parameters, when the request has no body (the spec’s form).',
                }
              : {}),
            content: json(refTo(call.body, 'body')),
          },
        }
      : {}),
    ...(call.upload
      ? {
          requestBody: {
            required: true,
            content: {
              [MULTIPART]: {
                schema: {
                  type: 'object',
                  required: [call.upload.field],
                  properties: {
                    [call.upload.field]: { type: 'string', format: 'binary', description: call.upload.description },
                  },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        (call.mayCreate ? [200, 201] : [call.status]).map((status) => [
          String(status),
          {
            description: call.mayCreate ? (status === 201 ? 'Created.' : 'Saved.') : call.summary,
            content:
              call.format === 'csv'
                ? { 'text/csv': { schema: { type: 'string', description: 'CSV text.' } } }
                : json(refTo(call.answer, 'answer')),
          },
        ]),
      ),
      ...errorResponses(
        call.ability === undefined || call.errors.includes(403)
          ? call.errors
          : [...call.errors, 403 as const].sort((a, b) => a - b),
      ),
    },
  };
}

/** The operations of every declared call: the platform's, then each entity's. */
export function contractPaths(model: Model): Record<string, PathItem> {
  const context = contractContext(model);
  const paths: Record<string, PathItem> = {};
  for (const [key, call] of allCalls(model)) {
    paths[call.path] = { ...paths[call.path], [call.method]: operation(call.operationId ?? key, call, context) };
  }
  return paths;
}
