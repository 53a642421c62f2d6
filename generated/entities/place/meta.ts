// Generated from schemas/place.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_956f43,
  columnCity_a1118a,
  columnId_003eeb,
  columnProvince_865354,
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
  fieldTheme_649a91,
  filters_913be9,
  tdh_506867,
} from '../parts';

/** Place: the normalised schema, read by the admin runtime and the server. */
export const placeMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'place',
  source: 'schemas/place.yaml',
  path: 'place',
  route: 'places',
  editorRoute: 'places/:id',
  routeAliases: { list: ['place-list'], editor: [] },
  ability: 'place',
  tdh: tdh_506867,
  label: { singular: { it: 'Luogo', en: 'Place' }, plural: { it: 'Luoghi', en: 'Places' } },
  dashboard: { order: null, label: { it: 'Luoghi', en: 'Places' }, list: 'place' },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_42d9e5, main: 2 }, fieldTheme_649a91],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'place_categories' },
    { ...defaultsOfRelationsTags_44c424, table: 'place_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Luoghi', en: 'Places' },
    newButton: { it: 'Nuovo Luogo', en: 'New place' },
    columns: [
      columnId_003eeb,
      columnTitle_af2ab6,
      columnCity_a1118a,
      columnProvince_865354,
      columnStatuses_ac9050,
      columnActions_956f43,
    ],
    filters: filters_913be9,
  },
  editor: { ...defaultsOfEditor_0335ed, title: { it: 'Luogo', en: 'Place' }, requires: 'create' },
} as const satisfies EntityMeta;
