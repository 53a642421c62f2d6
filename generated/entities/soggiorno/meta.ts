// Generated from schemas/soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  contents_5acd70,
  defaultsOfEntity_be7d2e,
  defaultsOfFiltersCategory_093cb9,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsMunicipalities_4bbef5,
  defaultsOfRelationsTags_44c424,
  editor_f619ce,
  filterKeywords_ae045e,
  filterStato_dce1e0,
  labelCategoria_431a55,
  singularPropostaDiSoggiorno_36b4d7,
} from '../parts';

/** Stay proposal: the normalised schema, read by the admin runtime and the server. */
export const soggiornoMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'soggiorno',
  source: 'schemas/soggiorno.yaml',
  path: 'soggiorno',
  route: 'soggiorno',
  editorRoute: 'soggiorno/:id',
  ability: 'soggiorno',
  label: { singular: singularPropostaDiSoggiorno_36b4d7, plural: { it: 'Soggiorni', en: 'Stays' } },
  dashboard: { order: null, label: { it: 'Soggiorni', en: 'Stays' }, list: 'soggiorno' },
  languages: ['it', 'en'],
  contents: contents_5acd70,
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'soggiorno_categories' },
    { ...defaultsOfRelationsMunicipalities_4bbef5, table: 'soggiorno_municipalities' },
    { ...defaultsOfRelationsTags_44c424, table: 'soggiorno_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    filters: [
      filterKeywords_ae045e,
      {
        ...defaultsOfFiltersCategory_093cb9,
        param: 'categoria',
        label: labelCategoria_431a55,
        field: 'category',
        main: 10,
      },
      filterStato_dce1e0,
    ],
  },
  editor: editor_f619ce,
} as const satisfies EntityMeta;
