/**
 * TS types of jsonb columns, derived from each kind's JSON Schema (the API contract), so a JSON
 * column is typed exactly as the API sends the value.
 */
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { jsonSchemaOf } from '../../kinds';
import type { JsonContext, JsonSchema } from '../../kinds/types';
import { propertyKey } from './identifiers';

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function union(types: readonly string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function arrayOf(type: string): string {
  return /^[A-Za-z0-9_]+$/.test(type) ? `${type}[]` : `Array<${type}>`;
}

function objectType(schema: JsonSchema): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const members = Object.entries(properties).map(
    ([name, value]) =>
      `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${isSchema(value) ? tsTypeOfSchema(value) : 'unknown'}`,
  );
  const rest = isSchema(schema.additionalProperties)
    ? `Record<string, ${tsTypeOfSchema(schema.additionalProperties)}>`
    : null;
  if (members.length === 0) return rest ?? 'Record<string, unknown>';
  const literal = `{ ${members.join('; ')} }`;
  return rest ? `${literal} & ${rest}` : literal;
}

/**
 * The TS type of a value described by a kind's JSON Schema (the API contract), so a JSON
 * column is typed exactly as the API sends the value. Constructs it does not know become
 * `unknown`, never `any`.
 */
export function tsTypeOfSchema(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (alternatives) return union(alternatives.map((value) => (isSchema(value) ? tsTypeOfSchema(value) : 'unknown')));
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) return 'unknown';
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
          return arrayOf(isSchema(schema.items) ? tsTypeOfSchema(schema.items) : 'unknown');
        case 'object':
          return objectType(schema);
        default:
          return 'unknown';
      }
    }),
  );
}

function jsonContext(languages: readonly string[]): JsonContext {
  const context: JsonContext = {
    languages,
    nested: (field) => {
      const schema = jsonSchemaOf(field, context);
      // A per-language member of a shared group holds one value per content language.
      return field.perLanguage
        ? { type: 'object', properties: Object.fromEntries(languages.map((language) => [language, schema])) }
        : schema;
    },
  };
  return context;
}

export function jsonTypeOf(field: FieldMeta, entity: EntityMeta): string {
  // Parameters travel as JSON text (`asJsonText`) but are stored as the object they encode,
  // so the database can look inside them.
  if (field.kind === 'params') return 'Record<string, string>';
  return tsTypeOfSchema(jsonSchemaOf(field, jsonContext(entity.languages)));
}
