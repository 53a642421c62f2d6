// Generated from schemas/tipologia-luoghi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  columnActions_91460a,
  columnId_01bd81,
  columnName_261858,
  columnTitle_cc7dc2,
  contentTitle_601a8a,
  defaultsOfEditor_df3ec2,
  defaultsOfEntity_e0bac1,
  defaultsOfList_498554,
  filters_763c6b,
  labelNome_01b07b,
  titleElencoPOI_2ec3d6,
} from '../parts';

/** POI collection: the normalised schema, read by the admin runtime and the server. */
export const tipologiaLuoghiMeta = {
  ...defaultsOfEntity_e0bac1,
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
    ...defaultsOfList_498554,
    title: { it: 'Collezioni POI', en: 'POI collections' },
    newButton: { it: 'Aggiungi collezione POI', en: 'Add POI collection' },
    columns: [
      columnId_01bd81,
      { ...columnTitle_cc7dc2, sortable: true },
      { ...columnName_261858, key: 'code', label: { it: 'CODICE', en: 'CODE' }, source: 'code' },
      { ...columnActions_91460a, link: { route: 'punti-interesse/:code', text: titleElencoPOI_2ec3d6 } },
    ],
    filters: filters_763c6b,
    sortable: ['code', 'id', 'title'],
    totalAt: 'root',
  },
  editor: {
    ...defaultsOfEditor_df3ec2,
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
