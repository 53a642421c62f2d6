// Generated from schemas/licence.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  cardBase_e2d4ec,
  cardSettings_95a8b3,
  columnActions_91460a,
  columnId_01bd81,
  columnLanguages_2770c0,
  columnStatuses_b624c6,
  columnTitle_6056b3,
  contentDescription_005e4c,
  contentStatus_b9dad4,
  contentTitle_0feb2e,
  defaultsOfEntity_e0bac1,
  defaultsOfList_498554,
  editor_39e970,
  filterKeywords_ae045e,
  labelNome_01b07b,
  labelURL_9675f1,
} from '../parts';

/** Licence: the normalised schema, read by the admin runtime and the server. */
export const licenceMeta = {
  ...defaultsOfEntity_e0bac1,
  name: 'licence',
  source: 'schemas/licence.yaml',
  path: 'licence',
  route: 'licenze',
  editorRoute: 'licenze/:id',
  ability: 'licence',
  provides: ['mediaLicences'],
  label: { singular: { it: 'Licenza', en: 'Licence' }, plural: { it: 'Licenze', en: 'Licences' } },
  languages: ['it', 'en'],
  fields: [],
  contents: [
    { ...contentTitle_0feb2e, label: { it: 'Nome Licenza', en: 'Licence name' }, required: 'publish' },
    {
      ...contentTitle_0feb2e,
      name: 'url',
      path: 'url',
      label: { it: 'Url', en: 'Url' },
      required: 'publish',
      format: 'url',
    },
    contentDescription_005e4c,
    contentStatus_b9dad4,
  ],
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Licenze', en: 'Licences' },
    newButton: { it: 'Nuova Licenza', en: 'New licence' },
    columns: [
      columnId_01bd81,
      columnTitle_6056b3,
      {
        key: 'url',
        label: labelURL_9675f1,
        kind: 'url',
        sortable: false,
        empty: null,
        more: null,
        source: 'url',
        link: null,
      },
      columnStatuses_b624c6,
      columnLanguages_2770c0,
      columnActions_91460a,
    ],
    filters: [
      { ...filterKeywords_ae045e, label: labelNome_01b07b },
      { param: 'url', kind: 'text', label: labelURL_9675f1, field: 'url', main: null, mainParam: null, options: [] },
    ],
  },
  editor: {
    ...editor_39e970,
    title: { it: 'licenza', en: 'licence' },
    main: [{ ...cardBase_e2d4ec, fields: ['title', 'url', 'description'] }],
    side: [{ ...cardSettings_95a8b3, fields: ['status'] }],
    preview: false,
  },
} as const satisfies EntityMeta;
