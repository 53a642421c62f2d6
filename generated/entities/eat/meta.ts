// Generated from schemas/eat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_956f43,
  columnCity_a1118a,
  columnId_003eeb,
  columnStatuses_ac9050,
  columnTitle_af2ab6,
  defaultsOfEditor_0335ed,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsTags_44c424,
  fieldAttachments_a11734,
  fieldCategory_42d9e5,
  fieldLocations_84b192,
  filters_913be9,
  side_be204b,
} from '../parts';

/** Restaurant: the normalised schema, read by the admin runtime and the server. */
export const eatMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'eat',
  source: 'schemas/eat.yaml',
  path: 'eat',
  route: 'restaurants',
  editorRoute: 'restaurants/:id',
  ability: 'eat',
  label: { singular: { it: 'Ristorante', en: 'Restaurant' }, plural: { it: 'Ristoranti', en: 'Restaurants' } },
  dashboard: { order: null, label: { it: 'Ristoranti', en: 'Restaurants' }, list: 'eat' },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_42d9e5, main: 9 }],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'eat_categories', fields: ['category'] },
    { ...defaultsOfRelationsTags_44c424, table: 'eat_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Ristoranti', en: 'Restaurants' },
    newButton: { it: 'Nuovo Ristorante', en: 'New restaurant' },
    columns: [columnId_003eeb, columnTitle_af2ab6, columnCity_a1118a, columnStatuses_ac9050, columnActions_956f43],
    filters: filters_913be9,
  },
  editor: { ...defaultsOfEditor_0335ed, title: { it: 'Ristorante', en: 'Restaurant' }, side: side_be204b },
} as const satisfies EntityMeta;
