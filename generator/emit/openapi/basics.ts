/** Types, contract constants and small schema constructors shared by the OpenAPI modules. */
import type { JsonSchema } from '../../../kinds/host/generator';

export { arrayOf, nullable, object, schemaRef } from '../../../kinds/contracts/json';

export type Schema = JsonSchema;
export type Operation = Record<string, unknown>;
export type PathItem = Record<string, Operation>;

/** The tag of the hand-written platform calls (entities are tagged with their name). */
export const PLATFORM_TAG = 'platform';
export const API_PREFIX = '/api/v1';

export const parameterRef = (name: string): Schema => ({ $ref: `#/components/parameters/${name}` });
export const responseRef = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
export const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
