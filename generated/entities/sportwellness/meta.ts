// Generated from schemas/sportwellness.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_91460a,
  columnId_01bd81,
  columnStatuses_b624c6,
  columnTitle_abf2fc,
  defaultsOfEditor_df3ec2,
  defaultsOfEntity_e0bac1,
  defaultsOfList_498554,
  defaultsOfRelationsCategories_5d8687,
  defaultsOfRelationsTags_44c424,
  fieldAttachments_a11734,
  fieldCategory_4e7ac7,
  fieldLocations_84b192,
  fieldTheme_649a91,
} from '../parts';

/** Sport and wellness item: the normalised schema, read by the admin runtime and the server. */
export const sportwellnessMeta = {
  ...defaultsOfEntity_e0bac1,
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
  fields: [fieldLocations_84b192, fieldAttachments_a11734, { ...fieldCategory_4e7ac7, main: 8 }, fieldTheme_649a91],
  relations: [
    { ...defaultsOfRelationsCategories_5d8687, table: 'sportwellness_categories' },
    { ...defaultsOfRelationsTags_44c424, table: 'sportwellness_tags' },
  ],
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Sport e benessere', en: 'Sport and wellness' },
    newButton: { it: 'Nuovo Elemento', en: 'New item' },
    columns: [
      columnId_01bd81,
      columnTitle_abf2fc,
      { ...columnStatuses_b624c6, label: { it: 'STATUS', en: 'STATUS' } },
      columnActions_91460a,
    ],
  },
  editor: { ...defaultsOfEditor_df3ec2, title: { it: 'Sport e benessere', en: 'Sport and wellness item' } },
} as const satisfies EntityMeta;
