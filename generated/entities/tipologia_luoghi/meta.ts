// Generated from schemas/tipologia-luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_956f43,
  columnId_003eeb,
  columnName_c7f817,
  columnTitle_a1a822,
  contentTitle_601a8a,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  editor_395ea2,
  filters_763c6b,
  labelNome_01b07b,
  titleElencoPOI_2ec3d6,
} from '../parts';

/** POI collection: the normalised schema, read by the admin runtime and the server. */
export const tipologiaLuoghiMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'tipologia_luoghi',
  source: 'schemas/tipologia-luoghi.yaml',
  path: 'tipologia-luoghi',
  route: 'punti-interesse',
  editorRoute: 'tipologia-luoghi/:id',
  ability: 'tipologia-luoghi',
  label: {
    singular: { it: 'Collezione POI', en: 'POI collection' },
    plural: { it: 'Collezioni POI', en: 'POI collections' },
  },
  dashboard: { order: null, label: { it: 'Collezioni POI', en: 'POI collections' }, list: 'tipologia_luoghi' },
  languages: ['it'],
  languageSwitch: false,
  fields: [
    { ...contentTitle_601a8a, label: labelNome_01b07b, perLanguage: false },
    {
      name: 'code',
      path: 'code',
      label: { it: 'Codice', en: 'Code' },
      perLanguage: false,
      required: 'never',
      readOnly: true,
      help: null,
      kind: 'slug',
      from: 'title',
      max: 100,
      unique: true,
    },
  ],
  contents: [],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Collezioni POI', en: 'POI collections' },
    newButton: { it: 'Aggiungi collezione POI', en: 'Add POI collection' },
    columns: [
      columnId_003eeb,
      { ...columnTitle_a1a822, sortable: true },
      { ...columnName_c7f817, key: 'code', label: { it: 'CODICE', en: 'CODE' }, source: 'code' },
      { ...columnActions_956f43, link: { route: 'punti-interesse/:code', text: titleElencoPOI_2ec3d6 } },
    ],
    filters: filters_763c6b,
    sortable: ['code', 'id', 'title'],
    totalAt: 'root',
  },
  editor: {
    ...editor_395ea2,
    title: { it: 'Luoghi', en: 'POI collection' },
    main: [
      {
        key: 'base',
        title: { it: 'Gestione Luoghi', en: 'POI collection' },
        fields: ['title', 'code'],
        collapsible: false,
      },
    ],
    side: [],
    preview: false,
    dialog: { title: { it: 'Gestione Luoghi', en: 'POI collection' }, call: 'set-luogo' },
  },
} as const satisfies EntityMeta;
