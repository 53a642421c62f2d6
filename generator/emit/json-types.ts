/**
 * JSON Schema → TypeScript, shared by the typed client (`client.ts`: OpenAPI components and
 * operations) and the database tables (`db/json-types.ts`: jsonb columns typed as the API sends
 * them).
 */
import type { JsonSchema } from '../../kinds/host/generator';
import { propertyKey } from './db/identifiers';

/** `#/components/schemas/Name` → `Name`. */
const COMPONENT_REF = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/;

export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function union(types: readonly string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function arrayOf(type: string): string {
  return /^[A-Za-z0-9_]+$/.test(type) ? `${type}[]` : `Array<${type}>`;
}

function objectType(schema: JsonSchema, options: TypeOptions): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const members = Object.entries(properties).map(
    ([name, value]) =>
      `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${isSchema(value) ? tsTypeOfSchema(value, options) : 'unknown'}`,
  );
  const rest = isSchema(schema.additionalProperties)
    ? `Record<string, ${tsTypeOfSchema(schema.additionalProperties, options)}>`
    : null;
  if (members.length === 0) return rest ?? 'Record<string, unknown>';
  const literal = `{ ${members.join('; ')} }`;
  return rest ? `${literal} & ${rest}` : literal;
}

export interface TypeOptions {
  /** A `$ref` to a component schema is that component's type alias (the client's `schemas.ts`). */
  readonly refs?: boolean;
}

/**
 * The TS type of a value a JSON Schema describes, nested objects written inline. Constructs it
 * does not know (and `$ref`s, unless `refs`) become `unknown`, never `any`.
 */
export function tsTypeOfSchema(schema: JsonSchema, options: TypeOptions = {}): string {
  if (typeof schema.$ref === 'string') {
    return options.refs === true ? (COMPONENT_REF.exec(schema.$ref)?.[1] ?? 'unknown') : 'unknown';
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.map((part) => `(${isSchema(part) ? tsTypeOfSchema(part, options) : 'unknown'})`).join(' & ');
  }
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (alternatives)
    return union(alternatives.map((value) => (isSchema(value) ? tsTypeOfSchema(value, options) : 'unknown')));
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) return isSchema(schema.properties) ? objectType(schema, options) : 'unknown';
  return union(
    types.map((type) => {
      switch (type) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return arrayOf(isSchema(schema.items) ? tsTypeOfSchema(schema.items, options) : 'unknown');
        case 'object':
          return objectType(schema, options);
        default:
          return 'unknown';
      }
    }),
  );
}
