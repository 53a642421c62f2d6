// Generated from schemas/place.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_91460a,
  columnCity_3fbde7,
  columnId_01bd81,
  columnProvince_6756d1,
  columnStatuses_b624c6,
  columnTitle_7f13e6,
  defaultsOfEditor_df3ec2,
  defaultsOfEntity_e0bac1,
  defaultsOfList_498554,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsTags_44c424,
  fieldAttachments_a11734,
  fieldCategory_4e7ac7,
  fieldLocations_84b192,
  fieldTheme_649a91,
  filters_913be9,
} from '../parts';

/** Place: the normalised schema, read by the admin runtime and the server. */
export const placeMeta = {
  ...defaultsOfEntity_e0bac1,
  name: 'place',
  source: 'schemas/place.yaml',
  path: 'place',
  route: 'places',
  editorRoute: 'places/:id',
  routeAliases: { list: ['place-list'], editor: [] },
  ability: 'place',
  label: { singular: { it: 'Luogo', en: 'Place' }, plural: { it: 'Luoghi', en: 'Places' } },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_4e7ac7, main: 2 }, fieldTheme_649a91],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'place_categories' },
    { ...defaultsOfRelationsTags_44c424, table: 'place_tags' },
  ],
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Luoghi', en: 'Places' },
    newButton: { it: 'Nuovo Luogo', en: 'New place' },
    columns: [
      columnId_01bd81,
      columnTitle_7f13e6,
      columnCity_3fbde7,
      columnProvince_6756d1,
      columnStatuses_b624c6,
      columnActions_91460a,
    ],
    filters: filters_913be9,
  },
  editor: { ...defaultsOfEditor_df3ec2, title: { it: 'Luogo', en: 'Place' }, requires: 'create' },
} as const satisfies EntityMeta;
