/**
 * An entity's calls, from its schema, as the same call records as the platform's `defineCall`
 * (ARCHITECTURE.md, "Contract points"): list, get, and as its actions allow create, update and
 * delete on `/{path}` and `/{path}/{id}`; and the calls its schema declares: the list's title
 * dialog (`editor.dialog`: `POST set-luogo/{id}/{title}`), the title search (`searchCall`:
 * `POST {path}/search`) and the combo lookup (`comboCall`: `GET {path}/combo`). From these records the generator writes the OpenAPI operations (and from
 * them the admin's client), and the server registers the routes, reads the parameters and parses
 * the bodies; nothing else declares an entity's call.
 */
import type { EntityMeta, FieldMeta } from '../../core/model';
import { LIST_LIMITS, MAX_ID, MAX_ID_LIST_LENGTH, SEARCH_CALL_LIMITS } from '../../core/limits';
import {
  componentRef,
  defineCall,
  param,
  type ComponentRef,
  type ErrorStatus,
  type Param,
} from '../../core/contracts/define';
import { CsvText, MessageResult } from '../../core/contracts/shared';
import { ComboResult, SaveResult, SearchInput, SearchResult, TitleSaveResult } from '../../core/contracts/items';
import { FILTER_DEFINITIONS } from '../filters/registry.generator';
import type { FilterValue } from '../filters/types';
import { TEXT_PARAMETER } from '../filters/values';
import { openApiNames } from './entity-schemas';

/** What every signed-in call may answer besides its own errors. */
const SIGNED_IN: readonly ErrorStatus[] = [401, 403, 429];
const errors = (...own: ErrorStatus[]): readonly ErrorStatus[] => [...SIGNED_IN, ...own];

/** A sort of the list: a sortable field and its direction. */
export interface ListOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * `orderBy`: '+' or '-' (or nothing: ascending) before a sortable field; anything else is a 422
 * naming the allowed values. Absent: the list's default sort.
 */
function orderByParam(entity: EntityMeta): Param<ListOrder> {
  const fields = entity.list.sortable;
  const values = fields.flatMap((field) => [`+${field}`, `-${field}`]);
  const escaped = fields.map((field) => field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const { field: defaultField, direction } = entity.list.defaultSort;
  return {
    description: "Sort: '+' (ascending) or '-' (descending) before a field.",
    required: false,
    schema: () => ({
      type: 'string',
      pattern: `^[+-](${escaped.join('|')})$`,
      enum: values,
      default: `${direction === 'desc' ? '-' : '+'}${defaultField}`,
    }),
    read: (reader, name) => {
      const raw = reader.string(name, { max: 100 });
      if (raw === undefined) return entity.list.defaultSort;
      const match = /^([+-]?)([a-z_][a-z0-9_]*)$/i.exec(raw);
      const field = match?.[2];
      if (!match || field === undefined || !fields.includes(field)) {
        reader.fail(name, 'orderBy', { allowed: values.join(', ') });
        return entity.list.defaultSort;
      }
      return { field, direction: match[1] === '-' ? 'desc' : 'asc' };
    },
  };
}

/**
 * An item's id in the path, as the router gives it: the handler answers 404 for anything that is
 * not an id in range (a wrong id names no item; it is not a malformed request).
 */
function pathIds(description: string, schema: Readonly<Record<string, unknown>>, component?: string): Param<string> {
  return {
    ...(component === undefined ? {} : { component }),
    description,
    required: true,
    schema: () => schema,
    read: (reader, name) => reader.string(name, { max: MAX_ID_LIST_LENGTH }) ?? '',
  };
}

const ITEM_ID = pathIds('Item id.', { type: 'integer', minimum: 1, maximum: MAX_ID }, 'Id');
// Same path template as `Id` (`/{path}/{id}`): two templates differing only in the parameter
// name would be identical paths.
const ITEM_IDS = pathIds(
  'Comma-joined item ids: `3,7,12`.',
  { type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: MAX_ID_LIST_LENGTH },
  'IdList',
);

/** The paging and keywords every list reads, declared once as shared parameters. */
const KEYWORDS: Param<string | undefined> = {
  ...param.string({ max: TEXT_PARAMETER.maxLength, description: 'Words searched in the list.' }),
  component: 'Keywords',
};
const PAGE: Param<number> = {
  ...param.integer({ min: 1, max: LIST_LIMITS.maxPage, default: 1, description: 'Page number, from 1.' }),
  component: 'Page',
};
const LIMIT: Param<number> = {
  ...param.integer({
    min: 1,
    max: LIST_LIMITS.maxLimit,
    default: LIST_LIMITS.defaultLimit,
    description: 'Rows per page.',
  }),
  component: 'Limit',
};

/** The list call's query: keywords, paging, language, sort, and one parameter per filter of its kind. */
/** The list's query: keywords, page, limit, language, order and the filters' parameters. */
function listQuery(entity: EntityMeta) {
  return { page: PAGE, limit: LIMIT, ...filteredQuery(entity) };
}

/** The list's query but its page: what the export takes. */
function filteredQuery(entity: EntityMeta) {
  const filters: Record<string, Param<FilterValue | undefined>> = {};
  for (const filter of entity.list.filters) {
    const declared = FILTER_DEFINITIONS[filter.kind].param(filter);
    if (declared) filters[filter.param] = declared;
  }
  const [firstLanguage, ...otherLanguages] = languageList(entity);
  return {
    keywords: KEYWORDS,
    lang: param.oneOf([firstLanguage, ...otherLanguages], {
      default: firstLanguage,
      description: 'Content language of the titles and of the status filter.',
    }),
    orderBy: orderByParam(entity),
    ...filters,
  };
}

/** The entity's content languages, first the default one (an entity without any lists Italian). */
function languageList(entity: EntityMeta): readonly [string, ...string[]] {
  const [first = 'it', ...others] = entity.languages;
  return [first, ...others];
}

function titleField(entity: EntityMeta): FieldMeta | undefined {
  return [...entity.fields, ...entity.contents].find((field) => field.name === entity.titleField);
}

/** The calls of one entity, keyed by what the generic list and editor call them. */
export function entityContracts(entity: EntityMeta) {
  const names = openApiNames(entity);
  const singular = entity.label.singular.en;
  const plural = entity.label.plural.en;
  const base = `/${entity.path}` as const;
  const common = { access: 'user', openApiTag: names.tag } as const;
  const itemInput: ComponentRef = componentRef(names.itemInput);

  const list = defineCall({
    ...common,
    operationId: names.operations.list,
    method: 'get',
    path: base,
    summary: `List ${plural}`,
    query: listQuery(entity),
    answer: componentRef(names.listResult),
    errors: errors(422),
  });
  const get = defineCall({
    ...common,
    operationId: names.operations.get,
    method: 'get',
    path: `${base}/{id}`,
    summary: `Get ${singular}`,
    params: { id: ITEM_ID },
    answer: componentRef(names.itemResult),
    errors: errors(404),
  });
  const create = entity.actions.create
    ? defineCall({
        ...common,
        operationId: names.operations.create,
        method: 'post',
        path: base,
        summary: `Create ${singular}`,
        body: itemInput,
        answer: SaveResult,
        status: 201,
        errors: errors(413, 422, 503),
      })
    : null;
  const update = entity.actions.edit
    ? defineCall({
        ...common,
        operationId: names.operations.update,
        method: 'put',
        path: `${base}/{id}`,
        summary: `Update ${singular}`,
        params: { id: ITEM_ID },
        body: itemInput,
        answer: SaveResult,
        errors: errors(404, 409, 413, 422, 503),
      })
    : null;
  // The spec's other form of the same save ("PUT or POST operations/tags/{id}").
  const updateByPost =
    update && entity.updateByPost
      ? defineCall({
          ...update,
          operationId: names.operations.updateByPost,
          method: 'post',
          summary: `Update ${singular} (POST, as PUT)`,
        })
      : null;
  const remove = entity.actions.delete
    ? defineCall({
        ...common,
        operationId: names.operations.delete,
        method: 'delete',
        path: `${base}/{id}`,
        summary: `Delete ${plural}`,
        params: { id: ITEM_IDS },
        answer: MessageResult,
        errors: errors(404),
      })
    : null;
  const { dialog } = entity.editor;
  const title = titleField(entity);
  const setTitle =
    dialog && entity.actions.create && entity.actions.edit
      ? defineCall({
          ...common,
          operationId: names.operations.setTitle,
          method: 'post',
          path: `/${dialog.call}/{id}/{title}`,
          summary: `Create or rename ${singular}`,
          description: `The list's '${dialog.title.it}' dialog: id -1 creates an item with this ${entity.titleField}, any other id renames that item.`,
          params: {
            id: pathIds('Item id, or -1 for a new item.', { type: 'integer', minimum: -1, maximum: MAX_ID }),
            title: param.string({
              max: title && 'max' in title && typeof title.max === 'number' ? title.max : 255,
              required: true,
              description: `The ${entity.titleField}.`,
            }),
          },
          answer: TitleSaveResult,
          mayCreate: true,
          errors: errors(404, 422),
        })
      : null;
  const search = entity.searchCall
    ? defineCall({
        ...common,
        operationId: names.operations.search,
        method: 'post',
        path: `${base}/search`,
        summary: `Search ${plural} by title`,
        description: `Up to ${SEARCH_CALL_LIMITS.rows} live items whose title contains the keywords (${entity.searchCall.minChars} characters or more; shorter keywords find nothing), those starting with them first; or the live item with the id. Open to whoever views the entity, or views, creates or edits an entity with a reference field to it (its combo searches here).`,
        body: SearchInput,
        // Spec: `POST destination/search (keywords ...)`; a client may send them in the query string.
        queryForm: true,
        answer: SearchResult,
        errors: errors(422),
      })
    : null;
  const combo = entity.comboCall
    ? defineCall({
        ...common,
        operationId: names.operations.combo,
        method: 'get',
        path: `${base}/combo`,
        summary: `${plural} by title, for a combo`,
        description: `Up to ${SEARCH_CALL_LIMITS.rows} live items whose title contains the keywords (${entity.comboCall.minChars} characters or more; shorter keywords find nothing), those starting with them first, as \`{id, nome}\`; with provincia, only those whose place is in that province. Open to whoever views the entity, or views, creates or edits an entity with a reference field to it.`,
        query: {
          keywords: param.string({
            max: SEARCH_CALL_LIMITS.keywords,
            description: `Words of the title; fewer than ${entity.comboCall.minChars} characters find nothing.`,
          }),
          provincia: param.integer({
            min: -1,
            max: MAX_ID,
            description: 'A province id: only items whose place is in it; -1 or absent: every province.',
          }),
        },
        answer: ComboResult,
        errors: errors(422),
      })
    : null;
  const exportCsv = entity.exportCall
    ? defineCall({
        ...common,
        operationId: names.operations.exportCsv,
        method: 'get',
        path: `${base}/export/`,
        summary: `Every ${singular} as CSV`,
        description: `The list's 'Esporta Tutti': the live items the list's query finds (its keywords, filters and order; every one without them; at most ${LIST_LIMITS.exportRows}), one column per column of the list, as the file ${entity.exportCall.file}. UTF-8 with a byte-order mark, \`;\`-separated, CRLF.`,
        query: filteredQuery(entity),
        answer: CsvText,
        format: 'csv',
        errors: errors(422),
      })
    : null;
  return { list, get, create, update, updateByPost, remove, setTitle, search, combo, exportCsv };
}

export type EntityContracts = ReturnType<typeof entityContracts>;

/** The declared calls of an entity, by operation id (those its actions and schema give it). */
export function entityCallList(entity: EntityMeta): readonly (EntityContracts[keyof EntityContracts] & object)[] {
  return Object.values(entityContracts(entity)).filter((call) => call !== null);
}
