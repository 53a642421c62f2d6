// Generated from schemas/sportwellness.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_956f43,
  columnId_003eeb,
  columnStatuses_ac9050,
  columnTitle_cd62b6,
  defaultsOfEditor_0335ed,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsTags_44c424,
  fieldAttachments_a11734,
  fieldCategory_42d9e5,
  fieldLocations_84b192,
  fieldTheme_649a91,
} from '../parts';

/** Sport and wellness item: the normalised schema, read by the admin runtime and the server. */
export const sportwellnessMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'sportwellness',
  source: 'schemas/sportwellness.yaml',
  path: 'sportwellness',
  route: 'sport-wellness',
  editorRoute: 'sport-wellness/:id',
  ability: 'sportwellness',
  label: {
    singular: { it: 'Elemento sport e benessere', en: 'Sport and wellness item' },
    plural: { it: 'Sport e benessere', en: 'Sport and wellness' },
  },
  dashboard: { order: null, label: { it: 'Sport e benessere', en: 'Sport and wellness' }, list: 'sportwellness' },
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_42d9e5, main: 8 }, fieldTheme_649a91],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'sportwellness_categories' },
    { ...defaultsOfRelationsTags_44c424, table: 'sportwellness_tags' },
  ],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Sport e benessere', en: 'Sport and wellness' },
    newButton: { it: 'Nuovo Elemento', en: 'New item' },
    columns: [
      columnId_003eeb,
      columnTitle_cd62b6,
      { ...columnStatuses_ac9050, label: { it: 'STATUS', en: 'STATUS' } },
      columnActions_956f43,
    ],
  },
  editor: { ...defaultsOfEditor_0335ed, title: { it: 'Sport e benessere', en: 'Sport and wellness item' } },
} as const satisfies EntityMeta;
