/**
 * The component schemas of one entity: its item (read and as saved), its per-language content,
 * its list row and the list and item answers, from its fields' kinds. Names come from
 * `openApiNames`. The generator writes them into the OpenAPI document; the server serialises the
 * entity's answers with them.
 */
import type { EntityMeta, FieldMeta } from '../../core/model';
import type { JsonContext } from '../host/generator';
import { arrayOf, jsonSchemaOf, nullable, object, pascalCase, schemaRef, type Schema } from './json';
import { COLUMN_DEFINITIONS } from '../columns/registry.generator';
import { STATUS_PARAMETER } from '../filters/values';

export interface EntityNames {
  readonly tag: string;
  readonly item: string;
  readonly itemInput: string;
  readonly content: string;
  readonly contentInput: string;
  readonly row: string;
  readonly listResult: string;
  readonly itemResult: string;
  readonly operations: Readonly<
    Record<
      'list' | 'get' | 'create' | 'update' | 'updateByPost' | 'delete' | 'search' | 'combo' | 'setTitle' | 'exportCsv',
      string
    >
  >;
}

/** Component names come from the entity name, operation ids from its path (`listOperationsTags`). */
export function openApiNames(entity: EntityMeta): EntityNames {
  const type = pascalCase(entity.name);
  const path = pascalCase(entity.path);
  return {
    tag: entity.name,
    item: `${type}Item`,
    itemInput: `${type}ItemInput`,
    content: `${type}Content`,
    contentInput: `${type}ContentInput`,
    row: `${type}ListRow`,
    listResult: `${type}ListResult`,
    itemResult: `${type}ItemResult`,
    operations: {
      list: `list${path}`,
      get: `get${path}`,
      create: `create${path}`,
      update: `update${path}`,
      updateByPost: `update${path}ByPost`,
      delete: `delete${path}`,
      search: `search${path}`,
      combo: `combo${path}`,
      setTitle: `setTitle${path}`,
      exportCsv: `export${path}`,
    },
  };
}

export function hasStatus(entity: EntityMeta): boolean {
  return entity.contents.some((field) => field.kind === 'status');
}

function fieldSchema(field: FieldMeta, context: JsonContext): Schema {
  const schema = jsonSchemaOf(field, context);
  const label = field.help ? `${field.label.en}: ${field.help.en}` : field.label.en;
  const description = typeof schema.description === 'string' ? `${label}. ${schema.description}` : label;
  return { ...schema, description, ...(field.readOnly ? { readOnly: true } : {}) };
}

/** An object schema of fields; `input` leaves read-only fields out (the server ignores them). */
function fieldsObject(
  entity: EntityMeta,
  fields: readonly FieldMeta[],
  options: { input: boolean },
): { properties: Record<string, Schema>; required: string[] } {
  const context: JsonContext = {
    languages: entity.languages,
    nested: (nested) => {
      const schema = fieldSchema(nested, context);
      // A per-language member of a shared group or list holds one value per content language.
      return nested.perLanguage ? { ...perLanguage(entity, schema), description: schema.description } : schema;
    },
  };
  const kept = options.input ? fields.filter((field) => !field.readOnly) : fields;
  return {
    properties: Object.fromEntries(kept.map((field) => [field.name, fieldSchema(field, context)])),
    // A status is sent in every body: it picks the draft or the publish variant of the checks
    // (generator/emit/zod.ts), and a body without one is refused.
    required: kept.filter((field) => field.required === 'always' || field.kind === 'status').map((field) => field.name),
  };
}

function perLanguage(entity: EntityMeta, value: Schema): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(entity.languages.map((language) => [language, value])),
    additionalProperties: false,
  };
}

function withRequired(base: Schema, properties: Record<string, Schema>, required: readonly string[]): Schema {
  return { ...base, properties, ...(required.length > 0 ? { required: [...required] } : {}) };
}

export function entitySchemas(entity: EntityMeta): Record<string, Schema> {
  const names = openApiNames(entity);
  const status = hasStatus(entity);
  const shared = fieldsObject(entity, entity.fields, { input: false });
  const sharedInput = fieldsObject(entity, entity.fields, { input: true });
  const schemas: Record<string, Schema> = {};
  const hasContents = entity.contents.length > 0;
  // Contents get an input schema of their own only when some content field is read-only.
  const contentInputName = entity.contents.some((field) => field.readOnly) ? names.contentInput : names.content;
  if (hasContents) {
    const content = fieldsObject(entity, entity.contents, { input: false });
    schemas[names.content] = withRequired(
      { type: 'object', description: `${entity.label.singular.en}: the fields of one language.` },
      {
        ...content.properties,
        permalink: {
          ...nullable('string'),
          readOnly: true,
          description: 'Its address on the public site in this language; null when not published there.',
        },
      },
      content.required,
    );
    if (contentInputName !== names.content) {
      const input = fieldsObject(entity, entity.contents, { input: true });
      schemas[contentInputName] = withRequired({ type: 'object' }, input.properties, input.required);
    }
  }

  const envelope: Record<string, Schema> = {
    id: { type: 'integer', readOnly: true },
    version: {
      type: 'integer',
      description: 'Incremented by every save; a save based on an older version answers 409.',
    },
    created_at: { type: 'string', readOnly: true, description: 'YYYY-MM-DD HH:mm:ss' },
    updated_at: { type: 'string', readOnly: true, description: 'YYYY-MM-DD HH:mm:ss' },
    canSave: {
      type: 'boolean',
      readOnly: true,
      description:
        'Whether the current user may save this item at status 1 (published); otherwise it is saved at another status. Not a permission: the abilities say who may save.',
    },
    draft: {
      type: 'integer',
      readOnly: true,
      description: '0 for a live item; otherwise a revision draft of `original_id`.',
    },
    original_id: { ...nullable('integer'), readOnly: true, description: 'The live item a revision draft belongs to.' },
    ...(status
      ? {
          nextStatuses: {
            ...perLanguage(entity, arrayOf(schemaRef('StatusOption'))),
            readOnly: true,
            description: 'The statuses the current user may choose, per language.',
          },
          revision: {
            ...nullable('integer'),
            readOnly: true,
            description: 'The id of the revision draft waiting for approval, if any.',
          },
          revision_statuses: {
            ...perLanguage(entity, { type: 'integer', minimum: -1, maximum: 7 }),
            readOnly: true,
            description: "The revision draft's status per language (empty without a revision).",
          },
        }
      : {}),
  };
  schemas[names.item] = withRequired(
    { type: 'object', description: entity.label.singular.en },
    {
      ...envelope,
      ...shared.properties,
      ...(hasContents ? { contents: perLanguage(entity, schemaRef(names.content)) } : {}),
    },
    [...Object.keys(envelope), ...shared.required, ...(hasContents ? ['contents'] : [])],
  );
  const hasLangField = [...entity.fields, ...entity.contents].some((field) => field.name === 'lang');
  schemas[names.itemInput] = withRequired(
    { type: 'object', description: `${entity.label.singular.en} as sent by a save: the whole item.` },
    {
      version: { type: 'integer', description: 'The version the edit started from (omit for a new item).' },
      ...(hasLangField
        ? {}
        : { lang: { type: 'string', enum: [...entity.languages], description: 'The language being edited.' } }),
      ...sharedInput.properties,
      ...(hasContents ? { contents: { ...perLanguage(entity, schemaRef(contentInputName)), minProperties: 1 } } : {}),
    },
    [...sharedInput.required, ...(hasContents ? ['contents'] : [])],
  );
  schemas[names.row] = listRowSchema(entity);
  const data = arrayOf(schemaRef(names.row));
  schemas[names.listResult] =
    entity.list.totalAt === 'root'
      ? object({ data, total: { type: 'integer', minimum: 0 } })
      : object({ data, meta: schemaRef('ListMeta') });
  schemas[names.itemResult] = object({ data: schemaRef(names.item) });
  return schemas;
}

function listRowSchema(entity: EntityMeta): Schema {
  const status = hasStatus(entity);
  const properties: Record<string, Schema> = {
    id: { type: 'integer' },
    title: { type: 'string', description: `The ${entity.titleField} of the item.` },
    ...(status
      ? {
          statuses: {
            ...perLanguage(entity, STATUS_PARAMETER),
            description: 'Status per language; -1 when the language has no content.',
          },
          revision: {
            ...nullable('integer'),
            description: 'The id of the item’s pending revision draft, which its edit link opens; null: none.',
          },
        }
      : {}),
    permalink: nullable('string'),
  };
  // One property per column that shows a field (plus counts), as its kind declares it; computed
  // columns (statuses, languages, actions) are derived from the properties above.
  for (const column of entity.list.columns) {
    if (column.key in properties) continue;
    const property = COLUMN_DEFINITIONS[column.kind].rowProperty(column, column.label.en);
    if (property) properties[column.key] = { ...property };
  }
  if (entity.list.rowContents) {
    // The listed per-language fields, per language (the server's `listedContents`).
    const listed = new Set([
      entity.titleField,
      'slug',
      'status',
      ...entity.list.columns.map((column) => column.source),
    ]);
    const fields: Record<string, Schema> = {};
    for (const field of entity.contents) {
      if (!listed.has(field.name)) continue;
      fields[field.name] = field.kind === 'status' ? { type: 'integer' } : nullable('string');
    }
    properties.contents = {
      ...perLanguage(entity, object(fields)),
      description: 'The listed fields in each language the item has (a language without content is absent).',
    };
  }
  return object(properties, [
    'id',
    'title',
    ...(status ? ['statuses'] : []),
    'permalink',
    ...(entity.list.rowContents ? ['contents'] : []),
  ]);
}
