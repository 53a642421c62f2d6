/** Shared components: the schemas and parameters every entity's calls refer to. */
import { UI_LANGUAGES } from '../../../core/languages';
import { LIST_LIMITS, MAX_ID, MAX_ID_LIST_LENGTH, SEARCH_CALL_LIMITS } from '../../../core/limits';
import { TEXT_PARAMETER } from '../../../kinds/filters/values';
import { arrayOf, LIST_LIMIT, nullable, object, type Schema } from './basics';

export const SHARED_SCHEMAS: Record<string, Schema> = {
  ErrorMessage: {
    type: 'object',
    description: 'The body of every error answer.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        description: 'Messages per field path (`contents.it.title`, `comune`).',
        additionalProperties: arrayOf({ type: 'string' }),
      },
    },
    required: ['message', 'errors'],
  },
  ListMeta: object({ total: { type: 'integer', minimum: 0 } }),
  TitleSaveResult: object({
    status: { type: 'integer', description: 'The HTTP status: 201 created, 200 saved.' },
    data: object({ id: { type: 'integer' }, message: { type: 'string' } }),
  }),
  SearchInput: {
    type: 'object',
    description: 'Either keywords (items by title) or an id (that item, to name a chosen one again).',
    properties: {
      keywords: {
        type: 'string',
        maxLength: SEARCH_CALL_LIMITS.keywords,
        description: `Words of the title; fewer than ${SEARCH_CALL_LIMITS.minChars} characters find nothing.`,
      },
      id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'The id of one live item.' },
    },
  },
  SearchResult: object({
    data: {
      ...arrayOf(
        object({
          id: { type: 'integer' },
          title: { type: 'string' },
          contents: {
            type: 'object',
            description: 'The title per language.',
            additionalProperties: object({ title: { type: 'string' } }),
          },
          comune: { ...nullable('string'), description: 'The municipality of its place field, if any.' },
        }),
      ),
      maxItems: SEARCH_CALL_LIMITS.rows,
    },
  }),
  SaveResult: object({
    data: object({ id: { type: 'integer' }, message: { type: 'string' }, permalink: nullable('string') }),
  }),
};

/** Query and path values are bounded as the server reads them (core/limits.ts). */
export const ID_PARAMETER: Schema = { type: 'integer', minimum: 1, maximum: MAX_ID };

export const SHARED_PARAMETERS: Record<string, Schema> = {
  AcceptLanguage: {
    name: 'accept-language',
    in: 'header',
    description: 'Language of the messages in the answer.',
    schema: { type: 'string', enum: [...UI_LANGUAGES], default: 'it' },
  },
  Keywords: {
    name: 'keywords',
    in: 'query',
    description: 'Words searched in the list.',
    schema: TEXT_PARAMETER,
  },
  Page: {
    name: 'page',
    in: 'query',
    description: 'Page number, from 1.',
    schema: { type: 'integer', minimum: 1, maximum: LIST_LIMITS.maxPage, default: 1 },
  },
  Limit: {
    name: 'limit',
    in: 'query',
    description: 'Rows per page.',
    schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default },
  },
  Id: { name: 'id', in: 'path', required: true, description: 'Item id.', schema: ID_PARAMETER },
  // Same path template as `Id` (`/{path}/{id}`): two templates differing only in the
  // parameter name would be identical paths.
  IdList: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'Comma-joined item ids: `3,7,12`.',
    schema: { type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: MAX_ID_LIST_LENGTH },
  },
};
