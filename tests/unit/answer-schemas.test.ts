/**
 * The answers' serialisers are compiled from the contracts' schemas (`server/http/answers.ts`):
 * references by the id each component is added under, no `required` (a serialiser would fail an
 * answer instead of leaving a property out), nullable unions as type lists, open objects (a
 * property the contract does not name is still written). And every component a call answers
 * with is there: the contracts' zod components and each entity's own.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { entityCallList } from '../../kinds/contracts/entity';
import { PLATFORM_CALLS } from '../../core/contracts/platform';
import { componentName, type AnyCall } from '../../core/contracts/define';
import { registry, entityNames } from '../../generated/registry';
import { addAnswerSchemas, answerSchemas, forSerializer } from '../../server/http/answers';

const metas = entityNames.map((name) => registry[name].meta);

describe('answer schemas', () => {
  it('rewrites references, drops required, collapses nullable unions and opens objects', () => {
    expect(
      forSerializer({
        type: 'object',
        required: ['data'],
        properties: {
          data: { $ref: '#/components/schemas/NewsItem' },
          permalink: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          pick: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
          closed: { type: 'object', properties: {}, additionalProperties: false },
        },
      }),
    ).toEqual({
      type: 'object',
      additionalProperties: true,
      properties: {
        data: { $ref: 'NewsItem#' },
        permalink: { type: ['string', 'null'] },
        // A union of constrained branches stays a union.
        pick: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
        closed: { type: 'object', properties: {}, additionalProperties: false },
      },
    });
  });

  it('has a schema for the JSON answer of every declared call', () => {
    const schemas = answerSchemas(metas);
    const calls: AnyCall[] = [
      ...Object.values(PLATFORM_CALLS as Record<string, AnyCall>),
      ...metas.flatMap(entityCallList),
    ];
    const missing = calls
      .filter((call) => call.format !== 'csv')
      .map((call) => componentName(call.answer))
      .filter((name) => name === undefined || !schemas.has(name));
    expect(missing).toEqual([]);
  });

  it('writes an entity answer by its schema, keeping undeclared properties and nulls', async () => {
    const app = Fastify();
    const responseOf = addAnswerSchemas(app, metas);
    const list = entityCallList(metas[0]!).find((call) => call.method === 'get' && !call.path.includes('{'))!;
    const response = responseOf(list);
    expect(response).toBeDefined();
    const row = { id: 3, title: 'Titolo', permalink: null, extra: { kept: true } };
    app.get('/list', { schema: { response: response! } }, async () => ({ data: [row], meta: { total: 1 }, total: 1 }));
    const answer = (await app.inject({ method: 'GET', url: '/list' })).json() as { data: unknown[] };
    expect(answer.data[0]).toMatchObject(row);
    await app.close();
  });
});
