// Generated from schemas/proposte-soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  contents_5acd70,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsMunicipalities_4bbef5,
  defaultsOfRelationsTags_44c424,
  editor_f619ce,
  singularPropostaDiSoggiorno_36b4d7,
} from '../parts';

/** Stay proposal: the normalised schema, read by the admin runtime and the server. */
export const proposteSoggiornoMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'proposte_soggiorno',
  source: 'schemas/proposte-soggiorno.yaml',
  path: 'proposte-soggiorno',
  route: 'proposte-soggiorno',
  editorRoute: 'proposte-soggiorno/:id',
  ability: 'proposals-stay',
  label: {
    singular: singularPropostaDiSoggiorno_36b4d7,
    plural: { it: 'Proposte di soggiorno', en: 'Stay proposals' },
  },
  dashboard: { order: null, label: { it: 'Proposte di soggiorno', en: 'Stay proposals' }, list: 'proposte_soggiorno' },
  languages: ['it', 'en'],
  contents: contents_5acd70,
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'proposte_soggiorno_categories' },
    { ...defaultsOfRelationsMunicipalities_4bbef5, table: 'proposte_soggiorno_municipalities' },
    { ...defaultsOfRelationsTags_44c424, table: 'proposte_soggiorno_tags' },
  ],
  list: defaultsOfList_75daf5,
  editor: editor_f619ce,
} as const satisfies EntityMeta;
