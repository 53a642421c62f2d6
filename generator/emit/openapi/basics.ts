/** Types, contract constants and small schema constructors shared by the OpenAPI modules. */
import type { JsonSchema } from '../../../kinds/host/generator';

export type Schema = JsonSchema;
export type Operation = Record<string, unknown>;
export type PathItem = Record<string, Operation>;

/** The tag of the hand-written platform calls (entities are tagged with their name). */
export const PLATFORM_TAG = 'platform';
export const API_PREFIX = '/api/v1';
/** List paging of the contract: server default 25 per page, at most 100. */
export const LIST_LIMIT = { default: 25, max: 100 } as const;

export const schemaRef = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const parameterRef = (name: string): Schema => ({ $ref: `#/components/parameters/${name}` });
export const responseRef = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
export const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
export const nullable = (type: string): Schema => ({ type: [type, 'null'] });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const object = (
  properties: Record<string, Schema>,
  required: readonly string[] = Object.keys(properties),
): Schema =>
  required.length > 0 ? { type: 'object', properties, required: [...required] } : { type: 'object', properties };
