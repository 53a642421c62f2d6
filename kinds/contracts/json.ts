/** Small JSON Schema constructors the contracts' schemas (and the generator's OpenAPI) share. */
import type { JsonSchema } from '../host/generator';

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
