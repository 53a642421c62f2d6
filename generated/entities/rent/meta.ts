// Generated from schemas/rent.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columns_1d25cd,
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

/** Car rental: the normalised schema, read by the admin runtime and the server. */
export const rentMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'rent',
  source: 'schemas/rent.yaml',
  path: 'rent',
  route: 'rent-a-car',
  editorRoute: 'rent-a-car/:id',
  ability: 'rent',
  label: { singular: { it: 'Rent', en: 'Car rental' }, plural: { it: 'Rent a car', en: 'Car rentals' } },
  dashboard: { order: null, label: { it: 'Rent a car', en: 'Car rentals' }, list: 'rent' },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_42d9e5, main: 13 }],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'rent_categories', fields: ['category'] },
    { ...defaultsOfRelationsTags_44c424, table: 'rent_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Rent', en: 'Car rentals' },
    newButton: { it: 'Nuovo Rent', en: 'New car rental' },
    columns: columns_1d25cd,
    filters: filters_913be9,
  },
  editor: { ...defaultsOfEditor_0335ed, title: { it: 'Rent', en: 'Car rental' }, side: side_be204b },
} as const satisfies EntityMeta;
