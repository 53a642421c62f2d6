/**
 * Small JSON Schema constructors the contracts' schemas (and the generator's OpenAPI) share, and a
 * field's JSON Schema as its kind declares it.
 */
import type { FieldMeta } from '../../core/model';
import type { JsonContext, JsonSchema } from '../host/generator';
import { KINDS, type KindRegistry } from '../registry.generator';

export type Schema = JsonSchema;

export const schemaRef = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (type: string): Schema => ({ type: [type, 'null'] });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const object = (
  properties: Record<string, Schema>,
  required: readonly string[] = Object.keys(properties),
): Schema =>
  required.length > 0 ? { type: 'object', properties, required: [...required] } : { type: 'object', properties };

/** `news-item` → `NewsItem`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** KINDS through its mapped type: the entry of a field's kind is that kind's definition. */
const REGISTRY: KindRegistry = KINDS;

/** A field's JSON Schema, from its kind's definition. */
export function jsonSchemaOf(field: FieldMeta, context: JsonContext): JsonSchema {
  // The registry's mapped type guarantees that the entry of field.kind is that kind's definition.
  const definition = REGISTRY[field.kind] as { jsonSchema(field: FieldMeta, context: JsonContext): JsonSchema };
  return definition.jsonSchema(field, context);
}
