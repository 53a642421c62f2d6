/**
 * TS types of jsonb columns, derived from each kind's JSON Schema (the API contract), so a JSON
 * column is typed exactly as the API sends the value.
 */
import type { EntityMeta, FieldMeta } from '../../../core/model';
import { jsonSchemaOf } from '../../kinds';
import type { JsonContext } from '../../../kinds/host/generator';
import { tsTypeOfSchema } from '../json-types';

export { tsTypeOfSchema } from '../json-types';

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
