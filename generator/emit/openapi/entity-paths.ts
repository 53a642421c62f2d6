/**
 * The operations of one entity: list (with its filters and sort), get, and unless its actions
 * forbid them create, update and delete, on `/{path}` and `/{path}/{id}`.
 */
import type { EntityMeta, ListFilter } from '../../../core/model';
import { MAX_ID, SEARCH_CALL_LIMITS } from '../../../core/limits';
import { FILTER_DEFINITIONS } from '../../../kinds/filters/registry.generator';
import { json, parameterRef, schemaRef, type PathItem, type Schema } from './basics';
import { AUTHENTICATED_ERRORS, errorResponses } from './errors';
import { openApiNames } from './entity-schemas';

/** A filter's query parameter, as its kind declares it (`kinds/filters/<kind>/definition.ts`). */
function filterParameter(filter: ListFilter): Schema | null {
  return FILTER_DEFINITIONS[filter.kind].parameter(filter);
}

function orderByParameter(entity: EntityMeta): Schema {
  const fields = entity.list.sortable;
  const values = fields.flatMap((field) => [`+${field}`, `-${field}`]);
  return {
    name: 'orderBy',
    in: 'query',
    description: "Sort: '+' (ascending) or '-' (descending) before a field.",
    schema: { type: 'string', pattern: `^[+-](${fields.map(escapeRegex).join('|')})$`, enum: values, default: '-id' },
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function entityPaths(entity: EntityMeta): Record<string, PathItem> {
  const names = openApiNames(entity);
  const singular = entity.label.singular.en;
  const plural = entity.label.plural.en;
  const tags = [names.tag];
  const collection: PathItem = {
    get: {
      operationId: names.operations.list,
      summary: `List ${plural}`,
      tags,
      parameters: [
        parameterRef('Keywords'),
        parameterRef('Page'),
        parameterRef('Limit'),
        orderByParameter(entity),
        ...entity.list.filters.map(filterParameter).filter((parameter): parameter is Schema => parameter !== null),
      ],
      responses: {
        '200': { description: `A page of ${plural}.`, content: json(schemaRef(names.listResult)) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 422]),
      },
    },
  };
  if (entity.actions.create) {
    collection.post = {
      operationId: names.operations.create,
      summary: `Create ${singular}`,
      tags,
      requestBody: { required: true, content: json(schemaRef(names.itemInput)) },
      responses: {
        '201': { description: 'Created.', content: json(schemaRef('SaveResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 413, 422, 503]),
      },
    };
  }
  const item: PathItem = {
    get: {
      operationId: names.operations.get,
      summary: `Get ${singular}`,
      tags,
      parameters: [parameterRef('Id')],
      responses: {
        '200': { description: singular, content: json(schemaRef(names.itemResult)) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404]),
      },
    },
  };
  if (entity.actions.edit) {
    item.put = {
      operationId: names.operations.update,
      summary: `Update ${singular}`,
      tags,
      parameters: [parameterRef('Id')],
      requestBody: { required: true, content: json(schemaRef(names.itemInput)) },
      responses: {
        '200': { description: 'Saved.', content: json(schemaRef('SaveResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404, 409, 413, 422, 503]),
      },
    };
  }
  if (entity.actions.delete) {
    item.delete = {
      operationId: names.operations.delete,
      summary: `Delete ${plural}`,
      tags,
      parameters: [parameterRef('IdList')],
      responses: {
        '200': { description: 'Deleted.', content: json(schemaRef('MessageResult')) },
        ...errorResponses([...AUTHENTICATED_ERRORS, 404]),
      },
    };
  }
  const paths: Record<string, PathItem> = { [`/${entity.path}`]: collection, [`/${entity.path}/{id}`]: item };
  const { dialog } = entity.editor;
  const title = [...entity.fields, ...entity.contents].find((field) => field.name === entity.titleField);
  if (dialog && entity.actions.create && entity.actions.edit) {
    paths[`/${dialog.call}/{id}/{title}`] = {
      post: {
        operationId: names.operations.setTitle,
        summary: `Create or rename ${singular}`,
        description: `The list's '${dialog.title.it}' dialog: id -1 creates an item with this ${entity.titleField}, any other id renames that item.`,
        tags,
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'Item id, or -1 for a new item.',
            schema: { type: 'integer', minimum: -1, maximum: MAX_ID },
          },
          {
            name: 'title',
            in: 'path',
            required: true,
            description: `The ${entity.titleField}.`,
            schema: { type: 'string', minLength: 1, maxLength: title && 'max' in title ? title.max : 255 },
          },
        ],
        responses: {
          '200': { description: 'Saved.', content: json(schemaRef('TitleSaveResult')) },
          '201': { description: 'Created.', content: json(schemaRef('TitleSaveResult')) },
          ...errorResponses([...AUTHENTICATED_ERRORS, 404, 422]),
        },
      },
    };
  }
  if (entity.searchCall) {
    paths[`/${entity.path}/search`] = {
      post: {
        operationId: names.operations.search,
        summary: `Search ${plural} by title`,
        description: `Up to ${SEARCH_CALL_LIMITS.rows} live items whose title contains the keywords, those starting with them first; or the live item with the id.`,
        tags,
        requestBody: { required: true, content: json(schemaRef('SearchInput')) },
        responses: {
          '200': { description: `Matching ${plural}.`, content: json(schemaRef('SearchResult')) },
          ...errorResponses([...AUTHENTICATED_ERRORS, 422]),
        },
      },
    };
  }
  return paths;
}
