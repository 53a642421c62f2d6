// Generated from schemas/dicono.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  cardBase_e2d4ec,
  cardCategories_4315df,
  cardSettings_95a8b3,
  columns_5fec14,
  contentAuthor_1ff23f,
  contentDescription_a85254,
  contentPubDate_0df299,
  contentSlug_6a0646,
  contentStatus_b9dad4,
  contentTitle_0feb2e,
  contentTitle_a1e400,
  defaultsOfContentsDate_f9490e,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsCategories_5d8687,
  editor_395ea2,
  fieldCategory_42d9e5,
  labelURL_9675f1,
} from '../parts';

/** Press review item: the normalised schema, read by the admin runtime and the server. */
export const diconoMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'dicono',
  source: 'schemas/dicono.yaml',
  path: 'dicono',
  route: 'dicono',
  editorRoute: 'dicono/:id',
  ability: 'dicono',
  label: {
    singular: { it: 'Rassegna Stampa', en: 'Press review item' },
    plural: { it: 'Rassegna Stampa', en: 'Press review' },
  },
  dashboard: { order: null, label: { it: 'Rassegna Stampa', en: 'Press review' }, list: 'dicono' },
  languages: ['it', 'en'],
  fields: [{ ...fieldCategory_42d9e5, main: 4 }],
  contents: [
    contentTitle_a1e400,
    contentSlug_6a0646,
    contentDescription_a85254,
    contentStatus_b9dad4,
    contentAuthor_1ff23f,
    contentPubDate_0df299,
    { ...contentTitle_0feb2e, name: 'url', path: 'url', label: labelURL_9675f1, required: 'never', format: 'url' },
    {
      ...defaultsOfContentsDate_f9490e,
      name: 'dicono_pub_date',
      path: 'dicono_pub_date',
      label: { it: 'Data pubblicazione citazione', en: 'Quotation date' },
    },
  ],
  relations: [{ ...defaultsOfRelationsCategories_5d8687, table: 'dicono_categories', fields: ['category'] }],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Rassegna Stampa', en: 'Press review' },
    newButton: { it: 'Nuova Rassegna Stampa', en: 'New press review item' },
    columns: columns_5fec14,
  },
  editor: {
    ...editor_395ea2,
    title: { it: 'Dicono di Noi', en: 'Press review item' },
    main: [{ ...cardBase_e2d4ec, fields: ['title', 'slug', 'description', 'url'] }],
    side: [
      { ...cardSettings_95a8b3, fields: ['status', 'author', 'pub_date', 'dicono_pub_date'] },
      cardCategories_4315df,
    ],
    redazioneAccess: false,
  },
} as const satisfies EntityMeta;
