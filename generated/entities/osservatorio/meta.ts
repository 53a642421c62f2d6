// Generated from schemas/osservatorio.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  audio_5e07c1,
  columns_fc9bd0,
  contents_f30a4a,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsMunicipalities_4bbef5,
  defaultsOfRelationsTags_44c424,
  fieldAnnoriferimento_af0c79,
  fieldAttachments_a11734,
  fieldCategory_42d9e5,
  fieldComune_1fda09,
  fieldFiles_dab158,
  fieldFonte_0ee127,
  fieldParagrafi_a0467b,
  fieldRelated_819b1b,
  fieldTheme_cd9e57,
  fields_b5cb35,
  filters_61d9a0,
  labelCategorie_63e262,
  newButtonNuovoArticolo_a2f632,
} from '../parts';

/** Observatory article: the normalised schema, read by the admin runtime and the server. */
export const osservatorioMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'osservatorio',
  source: 'schemas/osservatorio.yaml',
  path: 'newsim',
  route: 'osservatorio',
  editorRoute: 'osservatorio/:id',
  ability: 'osservatorio',
  audio: audio_5e07c1,
  label: {
    singular: { it: 'Articolo osservatorio', en: 'Observatory article' },
    plural: { it: 'Osservatorio', en: 'Observatory' },
  },
  dashboard: { order: null, label: { it: 'Osservatorio', en: 'Observatory' }, list: 'osservatorio' },
  fields: [
    fieldAttachments_a11734,
    fieldAnnoriferimento_af0c79,
    fieldFonte_0ee127,
    fieldParagrafi_a0467b,
    fieldFiles_dab158,
    fieldRelated_819b1b,
    fieldComune_1fda09,
    fieldTheme_cd9e57,
    { ...fieldCategory_42d9e5, label: labelCategorie_63e262, main: 20 },
  ],
  contents: contents_f30a4a,
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'osservatorio_categories', fields: fields_b5cb35 },
    { ...defaultsOfRelationsMunicipalities_4bbef5, table: 'osservatorio_municipalities' },
    { ...defaultsOfRelationsTags_44c424, table: 'osservatorio_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Osservatorio', en: 'Observatory' },
    newButton: newButtonNuovoArticolo_a2f632,
    columns: columns_fc9bd0,
    filters: filters_61d9a0,
    sortable: ['id', 'pub_date'],
  },
} as const satisfies EntityMeta;
