// Generated from schemas/eat.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_91460a,
  columnCity_3fbde7,
  columnId_01bd81,
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
  filters_913be9,
  side_be204b,
} from '../parts';

/** Restaurant: the normalised schema, read by the admin runtime and the server. */
export const eatMeta = {
  ...defaultsOfEntity_e0bac1,
  name: 'eat',
  source: 'schemas/eat.yaml',
  path: 'eat',
  route: 'restaurants',
  editorRoute: 'restaurants/:id',
  ability: 'eat',
  label: { singular: { it: 'Ristorante', en: 'Restaurant' }, plural: { it: 'Ristoranti', en: 'Restaurants' } },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_4e7ac7, main: 9 }],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'eat_categories', fields: ['category'] },
    { ...defaultsOfRelationsTags_44c424, table: 'eat_tags' },
  ],
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Ristoranti', en: 'Restaurants' },
    newButton: { it: 'Nuovo Ristorante', en: 'New restaurant' },
    columns: [columnId_01bd81, columnTitle_7f13e6, columnCity_3fbde7, columnStatuses_b624c6, columnActions_91460a],
    filters: filters_913be9,
  },
  editor: { ...defaultsOfEditor_df3ec2, title: { it: 'Ristorante', en: 'Restaurant' }, side: side_be204b },
} as const satisfies EntityMeta;
